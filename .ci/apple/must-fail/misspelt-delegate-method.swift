// expect: instance method 'scrollViewDidEndDeceleration' nearly matches optional requirement 'scrollViewDidEndDecelerating' of protocol 'UIScrollViewDelegate'
// A misspelt optional delegate method is never called: Swift warns, and warnings are errors.
import UIKit

final class Delegate: NSObject, UIScrollViewDelegate {
  func scrollViewDidEndDeceleration(_ scrollView: UIScrollView) {}
}
