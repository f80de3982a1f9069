// expect: switch covers known cases, but 'LayoutDirection' may have additional unknown values
// SwiftUICore is built with library evolution and LayoutDirection is not @frozen: a switch
// over it needs `@unknown default`. (ScrollPhase is @frozen in the iOS 18 SDK: a switch over it
// needs none.)
import SwiftUI

func isMirrored(_ direction: LayoutDirection) -> Bool {
  switch direction {
  case .leftToRight: false
  case .rightToLeft: true
  }
}
