import Folio
import FolioImpressions

/// Impressions of pages on the container's clock: dwell on page 0, flick past 1 and 2, dwell on 3.
///
/// Each impression is the page, when its visit began, and how long it lasted.
func impressionsExample() -> [String] {
  let clock = ManualClock()
  let container = PageContainer<Topic>(viewportSize: Size(width: 80, height: 20), clock: clock)
  let topics = Topics()
  container.dataSource = topics
  let impressions = PageImpressionsPlugin<Topic>(threshold: 0.5, minimumDuration: .seconds(1))
  var seen: [String] = []
  impressions.didRecord = { seen.append("\($0.id) at \($0.start) for \($0.duration)") }
  container.addPlugin(impressions)
  container.layoutIfNeeded()
  clock.advance(by: .seconds(2))  // page 0: two seconds
  for _ in 0..<3 {  // pages 1 and 2 go by in well under a second each
    container.swipe(.forward)
    clock.runUntilIdle()
  }
  clock.advance(by: .seconds(5))
  impressions.isTracking = false  // the app goes to the background: page 3's visit ends
  return seen
}
