import Folio
import FolioTesting

/// What must agree between a container and its twin, driven the same way but updated another
/// way: the events since the last call (duplicate diagnostics aside), the pages, the active
/// pages and their controllers, the position and phase, and what each controller shows.
///
/// - Returns: The first difference, or `nil`.
func twinMismatch(_ subject: ContainerFixture, _ twin: ContainerFixture) -> String? {
  func notDiagnostic(_ event: PageEvent) -> Bool {
    if case .diagnostic = event { return false }
    return true
  }
  let events = subject.recorder.take().filter(notDiagnostic)
  let expected = twin.recorder.take().filter(notDiagnostic)
  if events != expected { return "events \(events) != \(expected)" }
  let (a, b) = (subject.container, twin.container)
  if a.pages != b.pages { return "pages \(a.pages) != \(b.pages)" }
  if a.activeIndices != b.activeIndices {
    return "active \(a.activeIndices) != \(b.activeIndices)"
  }
  let tags = a.activeIndices.map { a.activeController(at: $0).flatMap(a.tag(of:)) }
  let twinTags = b.activeIndices.map { b.activeController(at: $0).flatMap(b.tag(of:)) }
  if tags != twinTags { return "controllers \(tags) != \(twinTags)" }
  if a.currentIndex != b.currentIndex || a.position != b.position || a.phase != b.phase {
    return "position \(a.currentIndex as Any) \(a.position) \(a.phase) != "
      + "\(b.currentIndex as Any) \(b.position) \(b.phase)"
  }
  for index in a.activeIndices {
    let bound = (a.activeController(at: index) as? RecordingPage)?.bound
    if let bound, bound != a.page(at: index) { return "controller at \(index) shows \(bound)" }
  }
  return nil
}

/// The same motion on both containers, drawn from `random`.
///
/// - Returns: What was done.
func twinMotion(
  _ fixtures: [ContainerFixture], count: Int, using random: inout SeededRandomNumberGenerator
) -> String {
  switch Int.random(in: 0..<5, using: &random) {
  case 0:
    let pages = Double(Int.random(in: -12...12, using: &random)) / 10
    for fixture in fixtures { fixture.driver.drag(byPages: pages) }
    return "drag \(pages)"
  case 1:
    let velocity = Double(Int.random(in: -30...30, using: &random)) / 10
    for fixture in fixtures { fixture.driver.release(velocity: velocity) }
    return "release \(velocity)"
  case 2:
    let direction = Bool.random(using: &random) ? 1 : -1
    for fixture in fixtures { fixture.driver.swipe(by: direction) }
    return "swipe \(direction)"
  case 3:
    let index = Int.random(in: 0...max(0, count), using: &random)
    let animated = Bool.random(using: &random)
    for fixture in fixtures { try? fixture.driver.jump(to: index, animated: animated, wait: false) }
    return "jump \(index) \(animated)"
  default:
    let frames = Int.random(in: 1...12, using: &random)
    for fixture in fixtures { fixture.driver.advance(by: .seconds(frames) / 60) }
    return "advance \(frames)"
  }
}
