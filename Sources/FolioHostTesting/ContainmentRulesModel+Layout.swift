// The layout checks of the containment rules model: frames, pixels and the children's views.
@_spi(Testing) import Folio
import FolioHost
import FolioList

extension ContainmentRulesModel {
  /// Checks a layout pass: frames on the grid, of shown pages, one per child in view.
  ///
  /// Every frame is on the pixel grid, at least a pixel of it in the viewport, of a shown page
  /// whose controller is a child in the hierarchy, one frame per controller, and a frame for
  /// every shown page (visible, drawn and listed are one answer); after the host ended, no
  /// frame at all. What an adapter lays out (`PageHost.forEachChildFrame(_:)`) names every
  /// child once: the frames for the shown pages, no frame for the others.
  ///
  /// - Parameter host: The host.
  public func layout(_ host: PageHost<Page>) {
    let frames = host.frames
    if host.isInvalidated {
      if !frames.isEmpty {
        violations.append(Violation(message: "\(frames.count) frames after the host ended"))
      }
      return
    }
    // The screen shows the pages, the pages' screen is gone: covered (or uncovered while the
    // screen leaves).
    if host.screen != .disappeared, host.screenForPages == .disappeared {
      checkCovered(host, frames: frames)
      checkChildFrames(host, frames: frames)
      return
    }
    let visible = Set(host.container.visibleIndices)
    var seen = Set<ControllerTag>()
    for frame in frames {
      guard let controller = host.controller(at: frame.index),
        let tag = host.container.tag(of: controller)
      else {
        violations.append(
          Violation(message: "a frame for a controller the container does not know"))
        continue
      }
      if !host.grid.isAligned(frame.frame) {
        violations.append(
          Violation(
            message: "frame \(frame.frame) of \(tag) is off the pixel grid (\(host.grid.scale)x)"))
      }
      if !frame.frame.origin.x.isFinite || !frame.frame.size.width.isFinite {
        violations.append(Violation(message: "frame \(frame.frame) of \(tag) is not finite"))
      }
      if !visible.contains(frame.index) {
        violations.append(Violation(message: "a frame for page \(frame.index), which is not shown"))
      }
      // The viewport as the pages are drawn in it: on the grid.
      let viewport = host.container.frameLayout.viewport
      let rect = frame.frame
      // A pixel, less a rounding error of coordinates this large.
      let pixel =
        host.grid.pixel * (1 - 1e-9) - 1e-12 * max(abs(frame.frame.minX), abs(frame.frame.maxX))
      if min(rect.maxX, viewport.width) - max(rect.minX, 0) < pixel
        || min(rect.maxY, viewport.height) - max(rect.minY, 0) < pixel
      {
        violations.append(
          Violation(
            message:
              "page \(frame.index) is shown, but its frame \(rect) has no pixel in the "
              + "\(viewport.width)×\(viewport.height) viewport"))
      }
      if !seen.insert(tag).inserted {
        violations.append(Violation(message: "two frames for \(tag)"))
      }
      if let child = children[tag], child.isChild, child.viewInHierarchy {
      } else {
        violations.append(
          Violation(message: "a frame for \(tag), whose view is not in the hierarchy"))
      }
    }
    // Each frame is where the container places its page (as it says it: screenOrigin, its
    // page length; its progress includes a followed bounce), on the grid.
    let container = host.container
    for (frame, placement) in zip(frames, container.placements) {
      let origin = container.screenOrigin(of: placement)
      let along = host.grid.align(start: origin, length: container.pageLength)
      let rect = frame.frame
      let (start, length) =
        container.axis == .horizontal ? (rect.minX, rect.size.width) : (rect.minY, rect.size.height)
      if frame.index != placement.index || abs(start - along.start) > 1e-6
        || abs(length - along.length) > 1e-6 || abs(frame.progress - placement.offset) > 1e-9
      {
        violations.append(
          Violation(
            message:
              "frame of page \(frame.index) at \(start) (\(length) long, progress \(frame.progress)) "
              + "where the container places page \(placement.index) at \(along.start) "
              + "(\(along.length) long, progress \(placement.offset))"))
      }
    }
    // No page beside the shown ones has a pixel in view where the pages are drawn (outside a
    // far jump, which shows only its ends, and a ring, whose neighbours wrap).
    if case .jumping = container.phase {
    } else if !container.isLooping, let first = visible.min(), let last = visible.max() {
      let drawn = container.position + container.overscroll
      let layout = container.frameLayout
      for index in [first - 1, last + 1] where index >= 0 && index < container.count {
        let place = Double(index) - drawn
        if layout.isVisible(atProgress: place) {
          violations.append(
            Violation(
              message:
                "page \(index) has a pixel in view at \(layout.frame(atProgress: place)) but is "
                + "not shown (\(visible.sorted()))"))
        }
      }
    }
    if frames.count != visible.count {
      violations.append(
        Violation(
          message: "\(frames.count) frames for \(visible.count) shown pages \(visible.sorted())"))
    }
    checkChildFrames(host, frames: frames)
  }

  /// Covered on a screen that is shown (a sheet may leave the pages in view), or uncovered while
  /// it leaves: no page is
  /// visible, and the frames are those of the pages with a controller and a pixel in the
  /// viewport where the pages are drawn, each on the grid where its distance from the drawn
  /// position puts it (around a ring, the nearest way round that is in view), its view a child's
  /// in the hierarchy.
  private func checkCovered(_ host: PageHost<Page>, frames: [PageFrame]) {
    let container = host.container
    if !container.visibleIndices.isEmpty {
      violations.append(
        Violation(message: "pages \(container.visibleIndices) visible while covered"))
    }
    if case .jumping = container.phase { return }  // (drawn on the jump's course)
    let layout = container.frameLayout
    let drawn = container.position + container.overscroll
    let ring = container.isLooping ? Double(container.count) : 0
    func places(_ index: Int) -> [Double] {
      let place = Double(index) - drawn
      guard ring > 0 else { return [place] }
      let nearest = place - (place / ring).rounded() * ring
      return [nearest - ring, nearest, nearest + ring]
    }
    var expected: [Int] = []
    for index in 0..<container.count where host.controller(at: index) != nil {
      if places(index).contains(where: layout.isVisible(atProgress:)) { expected.append(index) }
    }
    if frames.map(\.index) != expected {
      violations.append(
        Violation(
          message: "covered: frames of pages \(frames.map(\.index)), where the pages with a "
            + "controller in view are \(expected)"))
    }
    for frame in frames {
      let wanted = places(frame.index).map(layout.frame(atProgress:))
      if !host.grid.isAligned(frame.frame) || !wanted.contains(where: { near($0, frame.frame) }) {
        violations.append(
          Violation(
            message: "covered: page \(frame.index) drawn at \(frame.frame), where the position "
              + "\(drawn) puts it at \(wanted)"))
      }
      guard let controller = host.controller(at: frame.index),
        let tag = container.tag(of: controller), let child = children[tag], child.isChild,
        child.viewInHierarchy
      else {
        violations.append(
          Violation(message: "covered: page \(frame.index) drawn without a child's view"))
        continue
      }
    }
  }

  /// Whether two frames are one, to a rounding error of their coordinates.
  private func near(_ one: Rect, _ other: Rect) -> Bool {
    let tolerance = 1e-9 * max(1, abs(one.minX), abs(one.minY), abs(one.maxX), abs(one.maxY))
    return abs(one.minX - other.minX) <= tolerance && abs(one.minY - other.minY) <= tolerance
      && abs(one.maxX - other.maxX) <= tolerance && abs(one.maxY - other.maxY) <= tolerance
  }

  /// Each child once: a shown page's with its frame, every other without one.
  private func checkChildFrames(_ host: PageHost<Page>, frames: [PageFrame]) {
    var framed: [PageFrame] = []
    var named: [ControllerTag] = []
    host.forEachChildFrame { controller, frame in
      guard let page = controller as? any PageController<Page>,
        let tag = host.container.tag(of: page)
      else {
        violations.append(Violation(message: "a child frame for a controller nobody knows"))
        return
      }
      named.append(tag)
      if let frame { framed.append(frame) }
    }
    let childTags = children.filter(\.value.isChild).map(\.key)
    if Set(named) != Set(childTags) || named.count != Set(named).count {
      violations.append(
        Violation(message: "the child frames name \(named), where the children are \(childTags)"))
    }
    if framed != frames {
      violations.append(Violation(message: "child frames \(framed) where the frames are \(frames)"))
    }
  }
}
