// expect: stored property 'key' of 'Sendable'-conforming struct 'Caption' has non-Sendable type 'LocalizedStringKey'
// SwiftUICore makes LocalizedStringKey's Sendable conformance unavailable (a key holds its
// interpolated arguments): a Sendable value cannot keep one; keep the String.
import SwiftUI

struct Caption: Sendable {
  let key: LocalizedStringKey
}
