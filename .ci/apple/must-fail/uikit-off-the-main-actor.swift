// expect: call to main actor-isolated initializer 'init(frame:)' in a synchronous nonisolated context
// UIKit's views are main-actor isolated (NS_SWIFT_UI_ACTOR).
import UIKit

nonisolated func makeView() -> UIView {
  UIView(frame: .zero)
}
