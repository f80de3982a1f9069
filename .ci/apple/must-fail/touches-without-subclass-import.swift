// expect: method does not override any method from its superclass
// UIGestureRecognizer's touch methods come with UIKit.UIGestureRecognizerSubclass; without the
// import there is nothing to override.
import UIKit

final class Recognizer: UIGestureRecognizer {
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
}
