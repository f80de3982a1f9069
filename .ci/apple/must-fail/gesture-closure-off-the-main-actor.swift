// expect: call to main actor-isolated instance method 'toggle()' in a synchronous nonisolated context
// SwiftUICore declares `onEnded` and `onChanged` `nonisolated`, their closures plain (neither
// `@MainActor` nor `@Sendable`): a closure runs in the isolation of the code that wrote it. In a
// view's `body` that is the main actor, and the closure may call the player; in a `nonisolated`
// function it is none, and it may not.
import SwiftUI

@MainActor final class Player {
  func toggle() {}
}

struct TapToToggle: View {
  let player: Player
  var body: some View {
    Color.clear.gesture(TapGesture().onEnded { player.toggle() })
  }
}

nonisolated func tapToToggle(_ player: Player) -> some Gesture {
  TapGesture().onEnded { player.toggle() }
}
