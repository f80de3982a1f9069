// expect: call to main actor-isolated instance method 'target(for:)' in a synchronous nonisolated context
// SwiftUI's ScrollTargetBehavior is not actor-isolated: `updateTarget(_:context:)` is a
// synchronous nonisolated requirement, so it cannot call a main-actor model as it stands:
// what a `@MainActor` pager decides must reach the behavior another way.
import SwiftUI

@MainActor final class Pager {
  func target(for proposed: CGPoint) -> CGPoint { proposed }
}

struct PagerTarget: ScrollTargetBehavior {
  let pager: Pager

  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    target.rect.origin = pager.target(for: target.rect.origin)
  }
}
