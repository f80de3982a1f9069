// expect: call to main actor-isolated initializer 'init(minimumDistance:coordinateSpace:)' in a synchronous nonisolated context
// SwiftUI declares DragGesture's initializers `@MainActor @preconcurrency` (a TapGesture's are
// `nonisolated`): a drag gesture is made on the main actor.
import SwiftUI

nonisolated func pageDrag() -> some Gesture {
  DragGesture(minimumDistance: 0)
}
