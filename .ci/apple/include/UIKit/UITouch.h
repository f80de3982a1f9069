// UIKit.framework/Headers/UITouch.h (iOS 18.0 SDK). UIView is the overlay's class: Swift
// resolves the forward declaration to it.
#pragma once
#include "UIKitDefines.h"

NS_ASSUME_NONNULL_BEGIN

@class UIView, UIGestureRecognizer, UITouch;

typedef NS_ENUM(NSInteger, UITouchPhase) {
    UITouchPhaseBegan,
    UITouchPhaseMoved,
    UITouchPhaseStationary,
    UITouchPhaseEnded,
    UITouchPhaseCancelled,
    UITouchPhaseRegionEntered API_AVAILABLE(ios(13.4)),
    UITouchPhaseRegionMoved API_AVAILABLE(ios(13.4)),
    UITouchPhaseRegionExited API_AVAILABLE(ios(13.4)),
} NS_SWIFT_NAME(UITouch.Phase);

UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
@interface UITouch : NSObject
@property(nonatomic,readonly) NSTimeInterval timestamp;
@property(nonatomic,readonly) UITouchPhase phase;
@property(nonatomic,readonly) NSUInteger tapCount;
@property(nullable,nonatomic,readonly,strong) UIView *view;
@property(nullable,nonatomic,readonly,copy) NSArray <UIGestureRecognizer *> *gestureRecognizers API_AVAILABLE(ios(3.2));
- (CGPoint)locationInView:(nullable UIView *)view;
- (CGPoint)previousLocationInView:(nullable UIView *)view;
@end

NS_ASSUME_NONNULL_END
