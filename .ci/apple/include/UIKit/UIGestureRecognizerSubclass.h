// UIKit.framework/Headers/UIGestureRecognizerSubclass.h (iOS 18.0 SDK): what a subclass of
// UIGestureRecognizer sets and overrides, visible to Swift only with
// `import UIKit.UIGestureRecognizerSubclass`.
#pragma once
#include "UIGestureRecognizer.h"

NS_ASSUME_NONNULL_BEGIN

@interface UIGestureRecognizer (UIGestureRecognizerProtected)
@property(nonatomic,readwrite) UIGestureRecognizerState state;
- (void)ignoreTouch:(UITouch*)touch forEvent:(UIEvent*)event;
- (void)reset;
- (BOOL)canPreventGestureRecognizer:(UIGestureRecognizer *)preventedGestureRecognizer;
- (BOOL)canBePreventedByGestureRecognizer:(UIGestureRecognizer *)preventingGestureRecognizer;
- (BOOL)shouldRequireFailureOfGestureRecognizer:(UIGestureRecognizer *)otherGestureRecognizer API_AVAILABLE(ios(7.0));
- (BOOL)shouldBeRequiredToFailByGestureRecognizer:(UIGestureRecognizer *)otherGestureRecognizer API_AVAILABLE(ios(7.0));
- (BOOL)shouldReceiveEvent:(UIEvent *)event API_AVAILABLE(ios(13.4));
- (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
- (void)touchesMoved:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
- (void)touchesEnded:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
- (void)touchesCancelled:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
@end

NS_ASSUME_NONNULL_END
