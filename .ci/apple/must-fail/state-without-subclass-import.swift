// expect: cannot assign to property: 'state' is a get-only property
// A gesture recognizer's `state` is settable only by a subclass that imports
// UIKit.UIGestureRecognizerSubclass.
import UIKit

final class Recognizer: UIGestureRecognizer {
  func fail() { state = .failed }
}
