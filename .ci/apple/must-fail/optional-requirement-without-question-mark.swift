// expect: value of optional type '(@MainActor (UIScrollView) -> ())?' must be unwrapped
// UIScrollViewDelegate's methods are `@objc optional`: a delegate may not implement one, so a
// call needs `?`.
import UIKit

@MainActor
func forward(_ scrollView: UIScrollView, to delegate: any UIScrollViewDelegate) {
  delegate.scrollViewDidScroll(scrollView)
}
