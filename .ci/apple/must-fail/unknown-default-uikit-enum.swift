// expect: switch covers known cases, but 'UIScrollView.ContentInsetAdjustmentBehavior' (aka '__UIScrollViewContentInsetAdjustmentBehavior') may have additional unknown values
// UIKit's NS_ENUMs are open: a switch over one needs `@unknown default`.
import UIKit

@MainActor
func adjusts(_ scrollView: UIScrollView) -> Bool {
  switch scrollView.contentInsetAdjustmentBehavior {
  case .automatic, .scrollableAxes, .always: true
  case .never: false
  }
}
