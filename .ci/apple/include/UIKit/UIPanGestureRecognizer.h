// UIKit.framework/Headers/UIPanGestureRecognizer.h (iOS 18.0 SDK): the declarations a pager's
// scroll view and an ordinary screen use (the translation and velocity of a pan).
#pragma once
#include "UIGestureRecognizer.h"

NS_ASSUME_NONNULL_BEGIN

UIKIT_EXTERN API_AVAILABLE(ios(3.2)) NS_SWIFT_UI_ACTOR
@interface UIPanGestureRecognizer : UIGestureRecognizer
@property (nonatomic) NSUInteger minimumNumberOfTouches API_UNAVAILABLE(tvos);
@property (nonatomic) NSUInteger maximumNumberOfTouches API_UNAVAILABLE(tvos);
- (CGPoint)translationInView:(nullable UIView *)view;
- (void)setTranslation:(CGPoint)translation inView:(nullable UIView *)view;
- (CGPoint)velocityInView:(nullable UIView *)view;
@end

NS_ASSUME_NONNULL_END
