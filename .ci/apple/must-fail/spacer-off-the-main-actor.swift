// expect: call to main actor-isolated initializer 'init(minLength:)' in a synchronous nonisolated context
// SwiftUICore declares Spacer's initializer `@inlinable @MainActor @preconcurrency`, not
// `nonisolated` as a stack's is: a Spacer is made on the main actor (in a view's `body`).
import SwiftUI

nonisolated func gap() -> Spacer {
  Spacer(minLength: 8)
}
