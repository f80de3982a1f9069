import Folio
import FolioList

/// The platform side of a ``PageHost``: what it performs and draws.
///
/// A UIKit container view controller, a SwiftUI model, a terminal program, or the rules model of FolioHostTesting.
///
/// Every call comes at once, in the order of the lifecycle, from inside the container's
/// delivery: perform it, and make any request of the container or the host from here as you
/// would from a page controller (it runs after the delivery). Every method has a default that
/// does nothing.
public protocol PageHostDisplay<Page>: AnyObject {
  /// The page model type.
  associatedtype Page: Diffable

  /// Performs one containment step (see ``ContainmentAction``), now.
  ///
  /// - Parameters:
  ///   - host: The host.
  ///   - action: The step and its controller.
  func pageHost(_ host: PageHost<Page>, perform action: ContainmentAction)

  /// What the host draws changed outside a frame of the clock and the host's own inputs (pages
  /// came or went, the pages settled, a jump began, an update, a resize, the nested offsets,
  /// the offset a followed scroll view should have): lay
  /// out from ``PageHost/forEachFrame(_:)`` and the rest, now or at the next layout pass.
  ///
  /// Moves are not announced one by one: lay out after every tick of the clock (the display
  /// link's callback) and after every input you give the host, as a display link's view does.
  ///
  /// - Parameter host: The host.
  func pageHostNeedsLayout(_ host: PageHost<Page>)

  /// A finger lifted within the slop, on content at rest: a tap (on a tab, a button, a page).
  ///
  /// - Parameters:
  ///   - host: The host.
  ///   - point: Where, in points, in the viewport's coordinates.
  func pageHost(_ host: PageHost<Page>, didTapAt point: Point)

  /// Followed motion: scroll the platform scroll view to `offset` (points along the axis, its
  /// content offset), animated: a programmatic scroll the container asked for (a jump, an
  /// auto-advance, an accessibility action). The scroll view then reports its motion as it
  /// always does. Set its content length (``PageHost/platformContentLength``) first.
  ///
  /// - Parameters:
  ///   - host: The host.
  ///   - offset: The content offset to scroll to.
  func pageHost(_ host: PageHost<Page>, animatePlatformTo offset: Double)
}

extension PageHostDisplay {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - host: The host.
  ///   - action: The step.
  public func pageHost(_ host: PageHost<Page>, perform action: ContainmentAction) {}

  /// Does nothing.
  ///
  /// - Parameter host: The host.
  public func pageHostNeedsLayout(_ host: PageHost<Page>) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - host: The host.
  ///   - point: Where.
  public func pageHost(_ host: PageHost<Page>, didTapAt point: Point) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - host: The host.
  ///   - offset: The content offset.
  public func pageHost(_ host: PageHost<Page>, animatePlatformTo offset: Double) {}
}
