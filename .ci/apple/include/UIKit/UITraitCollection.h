// UIKit.framework/Headers/UITraitCollection.h (iOS 18.0 SDK): Sendable, not actor-isolated.
#pragma once
#include "UIKitTypes.h"

NS_ASSUME_NONNULL_BEGIN

UIKIT_EXTERN API_AVAILABLE(ios(8.0)) NS_SWIFT_SENDABLE
@interface UITraitCollection : NSObject
- (instancetype)init NS_DESIGNATED_INITIALIZER;
@property (nonatomic, readonly) CGFloat displayScale;
@property (nonatomic, readonly) UIUserInterfaceStyle userInterfaceStyle API_AVAILABLE(ios(12.0));
@property (class, nonatomic, strong) UITraitCollection *currentTraitCollection NS_SWIFT_NAME(current) API_AVAILABLE(ios(13.0));
@end

NS_ASSUME_NONNULL_END
