import Folio
import FolioImpressions
import FolioTesting
import Testing

/// An independent model of impressions: a plugin added after the one under test, hearing the
/// same hooks, that keeps its own visits with the plain definition.
private final class VisitModel: PageContainerPlugin {
  typealias Page = Story
  let threshold: Double
  let minimum: Duration
  /// The pages' shape.
  let shape: PageShape
  var open: [String: (start: Duration, largest: Double)] = [:]
  var expected: [Impression<String>] = []

  init(threshold: Double, minimum: Duration, shape: PageShape = .fullPage) {
    self.threshold = threshold
    self.minimum = minimum
    self.shape = shape
  }

  /// The part of a placed page within the viewport, worked out in points from the shape, to
  /// a billionth (the container's documented rounding).
  func fraction(_ placement: PagePlacement, viewport: Double) -> Double {
    (exactFraction(placement, viewport: viewport) * 1e9).rounded() / 1e9
  }

  private func exactFraction(_ placement: PagePlacement, viewport: Double) -> Double {
    guard shape != .fullPage else { return 1 - min(1, abs(placement.offset)) }
    var page = viewport
    switch shape.size {
    case .fraction(let fraction) where fraction > 0 && fraction < 1:
      page = viewport * max(0.01, fraction)
    case .length(let length) where length > 0 && length < viewport:
      page = max(viewport / 100, length)
    default: break
    }
    let inset = shape.alignment == .centered ? (viewport - page) / 2 : 0
    // The spacing counts as at most half the viewport (PageShape's rule).
    let spacing = min(max(0, shape.spacing), viewport / 2)
    let leading = inset + placement.offset * (page + spacing)
    let shown = min(leading + page, viewport) - max(leading, 0)
    return min(1, max(0, shown / page))
  }

  func pluginDidAttach(_ context: PagePluginContext<Story>) { sample(context) }
  func visiblePagesDidChange(_ context: PagePluginContext<Story>) { sample(context) }
  func pageContainerDidScroll(_ context: PagePluginContext<Story>) { sample(context) }
  func pageContainerDidUpdate(_ context: PagePluginContext<Story>, changes: PageChanges?) {
    sample(context)
  }
  func pageContainerDidResize(_ context: PagePluginContext<Story>, from oldSize: Size) {
    sample(context)
  }

  func sample(_ context: PagePluginContext<Story>) {
    var now: [String: Double] = [:]
    if context.viewportSize != .zero {
      for placement in context.placements {
        guard let id = context.page(at: placement.index)?.id else { continue }
        now[id] = max(now[id] ?? 0, fraction(placement, viewport: context.viewportSize.width))
      }
    }
    let ending = open.filter { (now[$0.key] ?? 0) < threshold || (now[$0.key] ?? 0) == 0 }
    for (id, visit) in ending.sorted(by: {
      $0.value.start < $1.value.start || ($0.value.start == $1.value.start && $0.key < $1.key)
    }) {
      open[id] = nil
      let duration = context.now - visit.start
      if duration >= minimum {
        expected.append(
          Impression(id: id, start: visit.start, duration: duration, largestFraction: visit.largest)
        )
      }
    }
    for (id, fraction) in now where fraction >= threshold && fraction > 0 {
      open[id] = (open[id]?.start ?? context.now, max(open[id]?.largest ?? 0, fraction))
    }
  }
}

@Suite struct ImpressionModelTests {
  @Test(arguments: 0..<36)
  func randomOperations_impressionsAreExactlyTheModelsVisits(seed: UInt64) {
    let clock = ManualClock()
    let source = Stories(count: 8)
    let container = PageContainer<Story>(viewportSize: Size(width: 100, height: 40), clock: clock)
    container.dataSource = source
    let threshold = [0.5, 0.2, 0.9, 1][Int(seed % 4)]
    let minimum = Duration.milliseconds([1_000, 250, 0, 600][Int(seed / 4 % 4)])
    let plugin = PageImpressionsPlugin<Story>(threshold: threshold, minimumDuration: minimum)
    // Full pages; half pages 4 points apart at the leading edge (two shown, the second one
    // whole); 80-point pages centred, neighbours peeking.
    let shape = [
      .fullPage, PageShape(size: .fraction(0.5), spacing: 4),
      PageShape(size: .length(80), alignment: .centered),
    ][Int(seed % 3)]
    container.shape = shape
    let model = VisitModel(threshold: threshold, minimum: minimum, shape: shape)
    var reported: [Impression<String>] = []
    var qualified: [String: Duration] = [:]  // "id@start" -> duration when it qualified
    var consumed: [String: Duration] = [:]  // qualifications whose impression was recorded
    plugin.didRecord = { impression in
      reported.append(impression)
      let key = "\(impression.id)@\(impression.start)"
      consumed[key] = qualified.removeValue(forKey: key)
    }
    plugin.didQualify = { impression in
      let key = "\(impression.id)@\(impression.start)"
      if qualified[key] != nil { Issue.record("seed \(seed): \(key) qualified twice") }
      qualified[key] = impression.duration
    }
    container.addPlugin(plugin)
    container.addPlugin(model)
    container.layoutIfNeeded()
    var counter = 100
    var operations = RandomPageOperations(
      driver: PageContainerDriver(container: container, clock: clock), seed: seed,
      makePage: { _ in
        counter += 1
        return Story(id: "s\(counter)")
      },
      setPages: { source.stories = $0 },
      extraOperations: [
        { random in
          clock.advance(by: .milliseconds(Int.random(in: 0...1_500, using: &random)))
          return "dwell"
        }
      ])
    var history: [String] = []
    var checked = 0
    for step in 0..<1_500 {
      history.append(operations.step())
      // Order aside (visits ending at one moment), the plugin reports what the model expects.
      // Fractions to 12 digits: the model works them out in points its own way.
      func text(_ impression: Impression<String>) -> String {
        var rounded = impression
        rounded.largestFraction = (impression.largestFraction * 1e12).rounded() / 1e12
        return describe(rounded)
      }
      let got = reported[checked...].map(text).sorted()
      let want = model.expected[checked...].map(text).sorted()
      if got != want {
        Issue.record(
          "seed \(seed), step \(step): reported \(got) expected \(want)\nlast steps: \(history.suffix(6))"
        )
        return
      }
      // Every impression qualified first, the moment it had lasted the minimum (the frame that
      // reached it, or the update that ended the visit then).
      for impression in reported[checked...] {
        let key = "\(impression.id)@\(impression.start)"
        guard let at = consumed.removeValue(forKey: key) else {
          Issue.record("seed \(seed), step \(step): \(key) was recorded but never qualified")
          return
        }
        if at < minimum || at > minimum + clock.frameInterval {
          Issue.record("seed \(seed), step \(step): \(key) qualified at \(at), not \(minimum)")
          return
        }
      }
      if let bad = reported[checked...].first(where: {
        $0.largestFraction < threshold || $0.duration < minimum
      }) {
        Issue.record("seed \(seed), step \(step): \(describe(bad)) is under the bar")
        return
      }
      checked = reported.count
    }
  }
}
