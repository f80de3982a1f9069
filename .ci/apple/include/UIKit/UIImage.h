// UIKit.framework/Headers/UIImage.h (iOS 18.0 SDK): Sendable (NS_SWIFT_SENDABLE), not
// actor-isolated; its +imageNamed: factories are failable convenience initializers in Swift
// (+systemImageNamed: is `init(systemName:)` by UIKit.apinotes).
#pragma once
#include "UIColor.h"

NS_ASSUME_NONNULL_BEGIN

UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_SENDABLE
@interface UIImage : NSObject
+ (nullable UIImage *)systemImageNamed:(NSString *)name API_AVAILABLE(ios(13.0)) NS_SWIFT_NAME(init(systemName:));
+ (nullable UIImage *)imageNamed:(NSString *)name;
+ (nullable UIImage *)imageWithContentsOfFile:(NSString *)path;
+ (nullable UIImage *)imageWithData:(NSData *)data;
- (nullable instancetype)initWithContentsOfFile:(NSString *)path;
- (nullable instancetype)initWithData:(NSData *)data;
@property(nonatomic,readonly) CGSize size;
@property(nonatomic,readonly) CGFloat scale API_AVAILABLE(ios(4.0));
- (UIImage *)imageWithRenderingMode:(UIImageRenderingMode)renderingMode API_AVAILABLE(ios(7.0));
@property(nonatomic, readonly) UIImageRenderingMode renderingMode API_AVAILABLE(ios(7.0));
- (UIImage *)imageWithTintColor:(UIColor *)color API_AVAILABLE(ios(13.0));
@end

NS_ASSUME_NONNULL_END
