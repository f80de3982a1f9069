// UIKit.framework/Headers/UIGeometry.h (iOS 18.0 SDK), with the Swift names UIKit.apinotes
// gives (UIEdgeInsetsZero is `UIEdgeInsets.zero`, UIEdgeInsetsInsetRect is `CGRect.inset(by:)`;
// the overlay adds Equatable).
#pragma once
#include "UIKitDefines.h"

typedef struct __attribute__((objc_boxable)) UIEdgeInsets {
    CGFloat top, left, bottom, right;
} UIEdgeInsets;

UIKIT_EXTERN const UIEdgeInsets UIEdgeInsetsZero API_AVAILABLE(ios(2.0)) NS_SWIFT_NAME(UIEdgeInsets.zero);

