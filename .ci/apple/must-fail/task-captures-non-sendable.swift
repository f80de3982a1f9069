// expect: capture of 'counter' with non-Sendable type 'Counter' in a '@Sendable' closure
// SwiftUI declares `task`'s action `@_inheritActorContext @escaping @Sendable () async ->
// Void`: what it captures must be Sendable.
import SwiftUI

final class Counter {
  var count = 0
}

nonisolated func counting(_ view: some View, with counter: Counter) -> some View {
  view.task { counter.count += 1 }
}
