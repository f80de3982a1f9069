// What the reports of ScrollLogScreen say, in the words the docs need: the order of the phase
// and geometry reports during the first swipe, whether updateTarget came before or after the
// .decelerating phase, the unit of ScrollTargetBehaviorContext.velocity (against the offsets'
// own rate at the release), where updateTarget runs, and whether a resize asked updateTarget.
#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import SwiftUI

  /// The summary of a log, as lines of text.
  struct ScrollSummary {
    let text: String

    init(_ reports: [Report]) {
      var lines: [String] = []
      // The first swipe: from the first phase that leaves idle to the next phase back at idle.
      let start = reports.firstIndex { report in
        if case .phase(let from, let to, _, _) = report.kind {
          from == "idle" && to != "idle"
        } else {
          false
        }
      }
      guard let start else {
        text = "no swipe: the scroll view never left .idle (\(reports.count) reports)"
        return
      }
      let end =
        reports[(start + 1)...].firstIndex { report in
          if case .phase(_, let to, _, _) = report.kind { to == "idle" } else { false }
        } ?? reports.count - 1
      let swipe = Array(reports[start...end])
      lines.append("swipe: " + Self.sequence(swipe))
      // The first offset that moved from the resting one (the log's first): reported before or
      // after the phase left idle?
      let offsets = reports.enumerated().compactMap { index, report -> (Int, CGFloat)? in
        if case .geometry(let offset, _) = report.kind { (index, offset) } else { nil }
      }
      if let rest = offsets.first?.1, let moved = offsets.first(where: { $0.1 != rest }) {
        lines.append(
          "first offset: \(moved.0 < start ? "before" : "after") the phase left .idle")
      } else {
        lines.append("first offset: no offset moved")
      }
      // updateTarget against .decelerating.
      let target = swipe.firstIndex { if case .target = $0.kind { true } else { false } }
      let decelerating = swipe.firstIndex { report in
        if case .phase(_, let to, _, _) = report.kind { to == "decelerating" } else { false }
      }
      switch (target, decelerating) {
      case (let t?, let d?):
        lines.append("updateTarget: \(t < d ? "before" : "after") .decelerating")
      case (_?, nil): lines.append("updateTarget: no .decelerating phase in the swipe")
      case (nil, _): lines.append("updateTarget: not called during the swipe")
      }
      // The velocity's unit: the context's dx against the offsets' rate over the last 0.1 s
      // before the release (updateTarget).
      if let target, case .target(_, _, let velocity, _, let onMain) = swipe[target].kind {
        let release = swipe[target].time
        let recent = swipe[..<target].compactMap { report -> (TimeInterval, CGFloat)? in
          if case .geometry(let offset, _) = report.kind, release - report.time <= 0.1 {
            (report.time, offset)
          } else {
            nil
          }
        }
        if let first = recent.first, let last = recent.last, last.0 > first.0 {
          let rate = Double(last.1 - first.1) / (last.0 - first.0)
          let ratio = Double(velocity.dx) / rate
          let unit =
            switch abs(ratio) {
            case 0.3...3: "points per second"
            case 0.0003...0.003: "points per millisecond"
            default: "neither points per second nor per millisecond"
            }
          lines.append(
            "velocity: updateTarget's dx \(Self.format(velocity.dx)), the offsets' rate "
              + "\(Self.format(rate)) pt/s, ratio \(Self.format(ratio)): \(unit)")
        } else {
          lines.append(
            "velocity: updateTarget's dx \(Self.format(velocity.dx)); no offsets before it")
        }
        lines.append("updateTarget on the main thread: \(onMain ? "yes" : "no")")
      }
      for report in swipe {
        if case .phase(_, "decelerating", let velocity?, _) = report.kind {
          lines.append("phase context velocity at .decelerating: dx \(Self.format(velocity.dx))")
        }
      }
      // A resize: did updateTarget follow it?
      if let resize = reports.lastIndex(where: { if case .resize = $0.kind { true } else { false } }
      ) {
        let asked = reports[resize...].compactMap { report -> CGFloat? in
          if case .target(_, _, _, let width, _) = report.kind { width } else { nil }
        }
        lines.append(
          asked.isEmpty
            ? "resize: updateTarget not called"
            : "resize: updateTarget called \(asked.count) time(s), container widths "
              + asked.map { Self.format($0) }.joined(separator: ", "))
      } else {
        lines.append("resize: none made")
      }
      text = lines.joined(separator: "\n")
    }

    /// The reports as tokens, runs of geometry reports counted.
    static func sequence(_ reports: [Report]) -> String {
      var tokens: [String] = []
      var geometries = 0
      func flush() {
        if geometries > 0 { tokens.append("geometry×\(geometries)") }
        geometries = 0
      }
      for report in reports {
        switch report.kind {
        case .geometry:
          geometries += 1
        case .phase(let from, let to, _, _):
          flush()
          tokens.append("phase \(from)→\(to)")
        case .target:
          flush()
          tokens.append("updateTarget")
        case .resize:
          flush()
          tokens.append("resize")
        }
      }
      flush()
      return tokens.joined(separator: ", ")
    }

    static func format(_ value: some BinaryFloatingPoint) -> String {
      String(format: "%.3f", Double(value))
    }
  }
#endif
