// UIKit.framework/Headers/UIEvent.h (iOS 18.0 SDK).
#pragma once
#include "UIKitDefines.h"

NS_ASSUME_NONNULL_BEGIN

@class UIView, UITouch, UIEvent;

typedef NS_ENUM(NSInteger, UIEventType) {
    UIEventTypeTouches,
    UIEventTypeMotion,
    UIEventTypeRemoteControl,
    UIEventTypePresses API_AVAILABLE(ios(9.0)),
    UIEventTypeScroll API_AVAILABLE(ios(13.4)) = 10,
    UIEventTypeHover API_AVAILABLE(ios(13.4)) = 11,
    UIEventTypeTransform API_AVAILABLE(ios(13.4)) = 14,
} NS_SWIFT_NAME(UIEvent.EventType);

UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
@interface UIEvent : NSObject
@property(nonatomic,readonly) UIEventType type API_AVAILABLE(ios(3.0));
@property(nonatomic,readonly) NSTimeInterval timestamp;
@property(nonatomic, readonly, nullable) NSSet <UITouch *> *allTouches;
- (nullable NSSet <UITouch *> *)touchesForView:(UIView *)view;
@end

NS_ASSUME_NONNULL_END
