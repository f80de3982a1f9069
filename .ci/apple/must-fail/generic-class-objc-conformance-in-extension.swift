// expect: conformance of generic class 'Relay<Page>' to '@objc' protocol 'UIScrollViewDelegate' cannot be in an extension
// expect: extensions of generic classes cannot contain '@objc' members
// A generic class cannot conform to an Objective-C protocol in an extension: the Objective-C
// runtime cannot add methods to every specialization.
import UIKit

final class Relay<Page>: NSObject {}

extension Relay: UIScrollViewDelegate {
  func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
