import Folio
import FolioHost

/// A page controller that hears its page's appearance on screen: Folio's lifecycle and the
/// screen's together (the pager's view appearing and disappearing, the scene going to the
/// background), as a UIKit child hears `viewWillAppear`, `viewDidAppear`, `viewWillDisappear`
/// and `viewDidDisappear` in FolioUIKit.
///
/// A player plays from `.appeared` and pauses from `.disappearing`: it then also pauses when
/// another screen covers the pager, and resumes when it is back.
public protocol PagerAppearanceObserving: AnyObject {
  /// The page's appearance on screen changed.
  ///
  /// - Parameter appearance: The appearance it now has.
  func pageAppearanceDidChange(to appearance: ChildAppearance)
}
