import Folio
import FolioTabStrip

/// Draws a strip's indicator into a row of `width` columns, piece by piece, as drawn.
func indicatorRow(_ frame: TabStripFrame, width: Int) -> String {
  var row = [Character](repeating: " ", count: width)
  for piece in frame.indicatorSegments {
    let start = Int((piece.x - frame.offset).rounded())
    let end = Int((piece.x + piece.width - frame.offset).rounded())
    for column in max(0, start)..<min(width, max(start, end)) { row[column] = "━" }
  }
  return String(row)
}

/// A looping container of four topics whose tabs fit a strip 40 wide, halfway from the last
/// tab to the first: the indicator leaves at the right end and comes back at the left.
func loopingTabStripExample() -> (period: Double, pieces: [TabStripSegment], row: String) {
  let clock = ManualClock()
  let container = PageContainer<Topic>(viewportSize: Size(width: 80, height: 20), clock: clock)
  let topics = Topics()
  topics.topics = Array(topics.topics.prefix(4))  // World, Business, Tech, Science
  container.dataSource = topics
  container.loops = true
  let strip = TabStrip<Topic>(visibleWidth: 48, widths: .fixed(10), spacing: 2) { $0.title }
  container.addPlugin(strip)
  container.layoutIfNeeded()
  try? container.scrollToPage(3, animated: false)
  container.beginDragging()
  container.drag(byPages: 0.5)  // from Science toward World, one period on
  let frame = strip.frame
  container.endDragging(velocity: 0)
  return (frame.period, frame.indicatorSegments, indicatorRow(frame, width: 48))
}
