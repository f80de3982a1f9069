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
