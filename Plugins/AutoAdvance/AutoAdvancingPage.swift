import Folio

/// A page controller that asks to move on from its page (a clip that ended, a story read to
/// its end) without holding the plugin: an ``AutoAdvancePlugin`` in its container gives it
/// ``autoAdvance`` while it serves a page, and takes it back when the controller is
/// reclaimed.
///
/// ```swift
/// final class ClipPlayer: PageController, AutoAdvancingPage {
///   var autoAdvance: (() -> Void)?
///   func bind(to page: Clip) {}  // load the clip
///   func playbackDidEnd() { autoAdvance?() }  // AVPlayerItemDidPlayToEndTime
/// }
/// ```
public protocol AutoAdvancingPage: AnyObject {
  /// Set by the plugin when the controller gets a page (before it appears), `nil` once it
  /// is reclaimed: call it to advance from this controller's page now, under the plugin's
  /// rules (``AutoAdvancePlugin/advance(from:)``: only while the page is the current one at
  /// rest, so a late call never skips a second page).
  var autoAdvance: (() -> Void)? { get set }
}
