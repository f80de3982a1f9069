// UIKit.framework/Headers/UIAccessibility.h and UIAccessibilityConstants.h (iOS 18.0 SDK; the
// uint32_t and uint64_t typedefs written as the C types they are on arm64): the
// UIAccessibility namespace (a C struct only Swift sees), its notifications, the post function
// and the NSObject category whose members are main-actor isolated (NS_SWIFT_UI_ACTOR), with the
// Swift names UIKit.apinotes gives them.
#pragma once
#include "UIKitDefines.h"

NS_ASSUME_NONNULL_BEGIN

#ifdef __swift__
typedef struct UIAccessibility { void *_reserved; } UIAccessibility;
#endif

typedef unsigned int UIAccessibilityNotifications NS_TYPED_ENUM NS_SWIFT_NAME(UIAccessibility.Notification);
UIKIT_EXTERN const UIAccessibilityNotifications UIAccessibilityScreenChangedNotification NS_SWIFT_NONISOLATED NS_SWIFT_NAME(UIAccessibility.Notification.screenChanged);
UIKIT_EXTERN const UIAccessibilityNotifications UIAccessibilityLayoutChangedNotification NS_SWIFT_NONISOLATED NS_SWIFT_NAME(UIAccessibility.Notification.layoutChanged);
UIKIT_EXTERN const UIAccessibilityNotifications UIAccessibilityAnnouncementNotification API_AVAILABLE(ios(4.0)) NS_SWIFT_NONISOLATED NS_SWIFT_NAME(UIAccessibility.Notification.announcement);
UIKIT_EXTERN const UIAccessibilityNotifications UIAccessibilityPageScrolledNotification API_AVAILABLE(ios(4.2)) NS_SWIFT_NONISOLATED NS_SWIFT_NAME(UIAccessibility.Notification.pageScrolled);

typedef unsigned long long UIAccessibilityTraits NS_TYPED_ENUM NS_SWIFT_NAME(UIAccessibilityTraits);
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitNone NS_SWIFT_NONISOLATED NS_SWIFT_NAME(UIAccessibilityTraits.none);
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitButton NS_SWIFT_NONISOLATED NS_SWIFT_NAME(UIAccessibilityTraits.button);
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitHeader API_AVAILABLE(ios(6.0)) NS_SWIFT_NONISOLATED NS_SWIFT_NAME(UIAccessibilityTraits.header);
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitAdjustable API_AVAILABLE(ios(4.0)) NS_SWIFT_NONISOLATED NS_SWIFT_NAME(UIAccessibilityTraits.adjustable);
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitCausesPageTurn API_AVAILABLE(ios(5.0)) NS_SWIFT_NONISOLATED NS_SWIFT_NAME(UIAccessibilityTraits.causesPageTurn);

typedef NS_ENUM(NSInteger, UIAccessibilityScrollDirection) {
    UIAccessibilityScrollDirectionRight = 1,
    UIAccessibilityScrollDirectionLeft,
    UIAccessibilityScrollDirectionUp,
    UIAccessibilityScrollDirectionDown,
    UIAccessibilityScrollDirectionNext API_AVAILABLE(ios(5.0)),
    UIAccessibilityScrollDirectionPrevious API_AVAILABLE(ios(5.0)),
};

@interface NSObject (UIAccessibility)
@property (nonatomic) BOOL isAccessibilityElement NS_SWIFT_UI_ACTOR;
@property (nullable, nonatomic, copy) NSString *accessibilityLabel NS_SWIFT_UI_ACTOR;
@property (nullable, nonatomic, copy) NSString *accessibilityHint NS_SWIFT_UI_ACTOR;
@property (nullable, nonatomic, copy) NSString *accessibilityValue NS_SWIFT_UI_ACTOR;
@property (nonatomic) UIAccessibilityTraits accessibilityTraits NS_SWIFT_UI_ACTOR;
@property (nonatomic) BOOL accessibilityElementsHidden API_AVAILABLE(ios(5.0)) NS_SWIFT_UI_ACTOR;
@property (nonatomic) BOOL accessibilityViewIsModal API_AVAILABLE(ios(5.0)) NS_SWIFT_UI_ACTOR;
@end

@interface NSObject (UIAccessibilityAction)
- (void)accessibilityIncrement API_AVAILABLE(ios(4.0)) NS_SWIFT_UI_ACTOR;
- (void)accessibilityDecrement API_AVAILABLE(ios(4.0)) NS_SWIFT_UI_ACTOR;
- (BOOL)accessibilityScroll:(UIAccessibilityScrollDirection)direction API_AVAILABLE(ios(4.2)) NS_SWIFT_UI_ACTOR;
- (BOOL)accessibilityPerformEscape API_AVAILABLE(ios(5.0)) NS_SWIFT_UI_ACTOR;
@end

UIKIT_EXTERN void UIAccessibilityPostNotification(UIAccessibilityNotifications notification, id _Nullable argument) NS_SWIFT_UI_ACTOR NS_SWIFT_NAME(UIAccessibility.post(notification:argument:));
UIKIT_EXTERN BOOL UIAccessibilityIsVoiceOverRunning(void) API_AVAILABLE(ios(4.0)) NS_SWIFT_UI_ACTOR NS_SWIFT_NAME(getter:UIAccessibility.isVoiceOverRunning());

NS_ASSUME_NONNULL_END
