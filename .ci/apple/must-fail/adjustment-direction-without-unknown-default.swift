// expect: switch covers known cases, but 'AccessibilityAdjustmentDirection' may have additional unknown values
// SwiftUI's AccessibilityAdjustmentDirection (what `accessibilityAdjustableAction` gives) is
// not @frozen: a switch over it needs `@unknown default`.
import SwiftUI

func step(_ direction: AccessibilityAdjustmentDirection) -> Int {
  switch direction {
  case .increment: 1
  case .decrement: -1
  }
}
