// UIKit.framework/Headers/UIColor.h and UIInterface.h (the system colours) (iOS 18.0 SDK):
// Sendable (NS_SWIFT_SENDABLE), not actor-isolated. Swift drops the `Color` suffix of the class
// properties: `systemBlueColor` is `UIColor.systemBlue`.
#pragma once
#include "UITraitCollection.h"

NS_ASSUME_NONNULL_BEGIN

UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_SENDABLE
@interface UIColor : NSObject
+ (UIColor *)colorWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
+ (UIColor *)colorWithHue:(CGFloat)hue saturation:(CGFloat)saturation brightness:(CGFloat)brightness alpha:(CGFloat)alpha;
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
- (UIColor *)initWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
- (UIColor *)initWithHue:(CGFloat)hue saturation:(CGFloat)saturation brightness:(CGFloat)brightness alpha:(CGFloat)alpha;
- (UIColor *)initWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
+ (UIColor *)colorWithDynamicProvider:(UIColor * (^)(UITraitCollection *traitCollection))dynamicProvider API_AVAILABLE(ios(13.0));
- (UIColor *)initWithDynamicProvider:(UIColor * (^)(UITraitCollection *traitCollection))dynamicProvider API_AVAILABLE(ios(13.0));
@property(class, nonatomic, readonly) UIColor *blackColor;
@property(class, nonatomic, readonly) UIColor *darkGrayColor;
@property(class, nonatomic, readonly) UIColor *lightGrayColor;
@property(class, nonatomic, readonly) UIColor *whiteColor;
@property(class, nonatomic, readonly) UIColor *grayColor;
@property(class, nonatomic, readonly) UIColor *redColor;
@property(class, nonatomic, readonly) UIColor *greenColor;
@property(class, nonatomic, readonly) UIColor *blueColor;
@property(class, nonatomic, readonly) UIColor *orangeColor;
@property(class, nonatomic, readonly) UIColor *clearColor;
- (UIColor *)colorWithAlphaComponent:(CGFloat)alpha;
@end

@interface UIColor (UIColorSystemColors)
@property (class, nonatomic, readonly) UIColor *systemRedColor API_AVAILABLE(ios(7.0));
@property (class, nonatomic, readonly) UIColor *systemGreenColor API_AVAILABLE(ios(7.0));
@property (class, nonatomic, readonly) UIColor *systemBlueColor API_AVAILABLE(ios(7.0));
@property (class, nonatomic, readonly) UIColor *systemOrangeColor API_AVAILABLE(ios(7.0));
@property (class, nonatomic, readonly) UIColor *systemYellowColor API_AVAILABLE(ios(7.0));
@property (class, nonatomic, readonly) UIColor *systemPinkColor API_AVAILABLE(ios(7.0));
@property (class, nonatomic, readonly) UIColor *systemPurpleColor API_AVAILABLE(ios(9.0));
@property (class, nonatomic, readonly) UIColor *systemTealColor API_AVAILABLE(ios(7.0));
@property (class, nonatomic, readonly) UIColor *systemIndigoColor API_AVAILABLE(ios(13.0));
@property (class, nonatomic, readonly) UIColor *systemGrayColor API_AVAILABLE(ios(7.0));
@property (class, nonatomic, readonly) UIColor *tintColor API_AVAILABLE(ios(15.0));
@property (class, nonatomic, readonly) UIColor *labelColor API_AVAILABLE(ios(13.0));
@property (class, nonatomic, readonly) UIColor *secondaryLabelColor API_AVAILABLE(ios(13.0));
@property (class, nonatomic, readonly) UIColor *tertiaryLabelColor API_AVAILABLE(ios(13.0));
@property (class, nonatomic, readonly) UIColor *linkColor API_AVAILABLE(ios(13.0));
@property (class, nonatomic, readonly) UIColor *separatorColor API_AVAILABLE(ios(13.0));
@property (class, nonatomic, readonly) UIColor *systemFillColor API_AVAILABLE(ios(13.0));
@property (class, nonatomic, readonly) UIColor *systemBackgroundColor API_AVAILABLE(ios(13.0));
@property (class, nonatomic, readonly) UIColor *secondarySystemBackgroundColor API_AVAILABLE(ios(13.0));
@property (class, nonatomic, readonly) UIColor *tertiarySystemBackgroundColor API_AVAILABLE(ios(13.0));
@property (class, nonatomic, readonly) UIColor *systemGroupedBackgroundColor API_AVAILABLE(ios(13.0));
@end

NS_ASSUME_NONNULL_END
