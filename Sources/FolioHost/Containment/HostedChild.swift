import Folio

/// What the host keeps of a child.
///
/// Its page's appearance in Folio, what it has heard (UIKit's side), and its name. The child
/// hears, at every step, what takes it from what it heard to
/// what its page and the screen say (``ChildAppearance/wanted(page:screen:heard:)``).
///
/// A class, not generic (the controller is an object), so that a lifecycle step finds it once
/// and changes it in place.
final class HostedChild {
  let controller: AnyObject
  let tag: ControllerTag
  var page: PageAppearance
  var heard: ChildAppearance
  /// Under UIKit's appearance convention: the page was current when the pages started moving
  /// away from it, and has heard (or should hear) `viewWillDisappear` while still shown.
  var isLeaving = false

  init(controller: AnyObject, tag: ControllerTag, page: PageAppearance, heard: ChildAppearance) {
    self.controller = controller
    self.tag = tag
    self.page = page
    self.heard = heard
  }
}
