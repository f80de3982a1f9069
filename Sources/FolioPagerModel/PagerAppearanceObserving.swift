import Folio
import FolioHost

/// A page controller that hears its page's appearance on screen: Folio's lifecycle and the
/// screen's together (the pager's view appearing and disappearing, another screen covering
/// it), as a UIKit child hears `viewWillAppear`, `viewDidAppear`, `viewWillDisappear` and
/// `viewDidDisappear` in FolioUIKit.
///
/// A player plays from `.appeared` and pauses from `.disappearing`: it then also pauses when
/// another screen covers the pager, and resumes when it is back. The scene going to the
/// background is not an appearance (nor is it in UIKit): the pages hear nothing, and what
/// counts time holds (``FolioPager/sceneDidChange(isInBackground:)``); a player that must
/// stop then observes the scene itself (`scenePhase`).
public protocol PagerAppearanceObserving: AnyObject {
  /// The page's appearance on screen changed.
  ///
  /// - Parameter appearance: The appearance it now has.
  func pageAppearanceDidChange(to appearance: ChildAppearance)
}
