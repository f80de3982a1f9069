// The NS_ENUM and NS_OPTIONS types of the classes the overlay (UIKit.swift) declares, as the iOS
// 18.0 SDK's headers declare them (each group names its header). Swift imports an NS_ENUM as a
// non-frozen enum, so a `switch` over one needs `@unknown default`, as with the SDK. Each is
// NS_REFINED_FOR_SWIFT and the overlay gives it its Swift name (`UIControl.Event` is a typealias
// of `__UIControlEvents`): a Clang declaration cannot be nested in a Swift class; the SDK nests
// them with API notes.
#pragma once
#include "UIKitDefines.h"

// UIView.h
typedef NS_ENUM(NSInteger, UIViewContentMode) {
    UIViewContentModeScaleToFill, UIViewContentModeScaleAspectFit, UIViewContentModeScaleAspectFill,
    UIViewContentModeRedraw, UIViewContentModeCenter, UIViewContentModeTop, UIViewContentModeBottom,
    UIViewContentModeLeft, UIViewContentModeRight, UIViewContentModeTopLeft, UIViewContentModeTopRight,
    UIViewContentModeBottomLeft, UIViewContentModeBottomRight,
} NS_REFINED_FOR_SWIFT;

typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing) {
    UIViewAutoresizingNone = 0,
    UIViewAutoresizingFlexibleLeftMargin = 1 << 0,
    UIViewAutoresizingFlexibleWidth = 1 << 1,
    UIViewAutoresizingFlexibleRightMargin = 1 << 2,
    UIViewAutoresizingFlexibleTopMargin = 1 << 3,
    UIViewAutoresizingFlexibleHeight = 1 << 4,
    UIViewAutoresizingFlexibleBottomMargin = 1 << 5
} NS_REFINED_FOR_SWIFT;

typedef NS_OPTIONS(NSUInteger, UIViewAnimationOptions) {
    UIViewAnimationOptionLayoutSubviews = 1 << 0,
    UIViewAnimationOptionAllowUserInteraction = 1 << 1,
    UIViewAnimationOptionBeginFromCurrentState = 1 << 2,
    UIViewAnimationOptionRepeat = 1 << 3,
    UIViewAnimationOptionAutoreverse = 1 << 4,
    UIViewAnimationOptionCurveEaseInOut NS_SWIFT_NAME(curveEaseInOut) = 0 << 16,
    UIViewAnimationOptionCurveEaseIn = 1 << 16,
    UIViewAnimationOptionCurveEaseOut = 2 << 16,
    UIViewAnimationOptionCurveLinear = 3 << 16,
    UIViewAnimationOptionTransitionNone NS_SWIFT_NAME(transitionNone) = 0 << 20,
    UIViewAnimationOptionTransitionCrossDissolve = 5 << 20,
} API_AVAILABLE(ios(4.0)) NS_REFINED_FOR_SWIFT;

// UIScrollView.h
typedef NS_ENUM(NSInteger, UIScrollViewIndicatorStyle) {
    UIScrollViewIndicatorStyleDefault, UIScrollViewIndicatorStyleBlack, UIScrollViewIndicatorStyleWhite
} NS_REFINED_FOR_SWIFT;

typedef NS_ENUM(NSInteger, UIScrollViewKeyboardDismissMode) {
    UIScrollViewKeyboardDismissModeNone,
    UIScrollViewKeyboardDismissModeOnDrag,
    UIScrollViewKeyboardDismissModeInteractive,
} API_AVAILABLE(ios(7.0)) NS_REFINED_FOR_SWIFT;

typedef NS_ENUM(NSInteger, UIScrollViewContentInsetAdjustmentBehavior) {
    UIScrollViewContentInsetAdjustmentAutomatic,
    UIScrollViewContentInsetAdjustmentScrollableAxes,
    UIScrollViewContentInsetAdjustmentNever,
    UIScrollViewContentInsetAdjustmentAlways,
} API_AVAILABLE(ios(11.0)) NS_REFINED_FOR_SWIFT;

// UIControl.h
typedef NS_OPTIONS(NSUInteger, UIControlEvents) {
    UIControlEventTouchDown = 1 << 0,
    UIControlEventTouchDownRepeat = 1 << 1,
    UIControlEventTouchDragInside = 1 << 2,
    UIControlEventTouchDragOutside = 1 << 3,
    UIControlEventTouchDragEnter = 1 << 4,
    UIControlEventTouchDragExit = 1 << 5,
    UIControlEventTouchUpInside = 1 << 6,
    UIControlEventTouchUpOutside = 1 << 7,
    UIControlEventTouchCancel = 1 << 8,
    UIControlEventValueChanged = 1 << 12,
    UIControlEventPrimaryActionTriggered API_AVAILABLE(ios(9.0)) = 1 << 13,
    UIControlEventMenuActionTriggered API_AVAILABLE(ios(14.0)) = 1 << 14,
    UIControlEventEditingDidBegin = 1 << 16,
    UIControlEventEditingChanged = 1 << 17,
    UIControlEventEditingDidEnd = 1 << 18,
    UIControlEventEditingDidEndOnExit = 1 << 19,
    UIControlEventAllTouchEvents = 0x00000FFF,
    UIControlEventAllEditingEvents = 0x000F0000,
    UIControlEventApplicationReserved = 0x0F000000,
    UIControlEventSystemReserved = 0xF0000000,
    UIControlEventAllEvents = 0xFFFFFFFF
} NS_REFINED_FOR_SWIFT;

typedef NS_OPTIONS(NSUInteger, UIControlState) {
    UIControlStateNormal NS_SWIFT_NAME(normal) = 0,
    UIControlStateHighlighted = 1 << 0,
    UIControlStateDisabled = 1 << 1,
    UIControlStateSelected = 1 << 2,
    UIControlStateFocused API_AVAILABLE(ios(9.0)) = 1 << 3,
    UIControlStateApplication = 0x00FF0000,
    UIControlStateReserved = 0xFF000000
} NS_REFINED_FOR_SWIFT;

// UIButton.h
typedef NS_ENUM(NSInteger, UIButtonType) {
    UIButtonTypeCustom = 0,
    UIButtonTypeSystem API_AVAILABLE(ios(7.0)),
    UIButtonTypeDetailDisclosure,
    UIButtonTypeInfoLight,
    UIButtonTypeInfoDark,
    UIButtonTypeContactAdd,
    UIButtonTypeClose API_AVAILABLE(ios(13.0)) = 7,
    UIButtonTypeRoundedRect = UIButtonTypeSystem
} NS_REFINED_FOR_SWIFT;

// UITableView.h
typedef NS_ENUM(NSInteger, UITableViewStyle) {
    UITableViewStylePlain,
    UITableViewStyleGrouped,
    UITableViewStyleInsetGrouped API_AVAILABLE(ios(13.0))
} NS_REFINED_FOR_SWIFT;

typedef NS_ENUM(NSInteger, UITableViewScrollPosition) {
    UITableViewScrollPositionNone, UITableViewScrollPositionTop,
    UITableViewScrollPositionMiddle, UITableViewScrollPositionBottom
} NS_REFINED_FOR_SWIFT;

typedef NS_ENUM(NSInteger, UITableViewRowAnimation) {
    UITableViewRowAnimationFade, UITableViewRowAnimationRight, UITableViewRowAnimationLeft,
    UITableViewRowAnimationTop, UITableViewRowAnimationBottom, UITableViewRowAnimationNone,
    UITableViewRowAnimationMiddle, UITableViewRowAnimationAutomatic = 100
} NS_REFINED_FOR_SWIFT;

// UITableViewCell.h
typedef NS_ENUM(NSInteger, UITableViewCellStyle) {
    UITableViewCellStyleDefault, UITableViewCellStyleValue1,
    UITableViewCellStyleValue2, UITableViewCellStyleSubtitle
} NS_REFINED_FOR_SWIFT;

typedef NS_ENUM(NSInteger, UITableViewCellSeparatorStyle) {
    UITableViewCellSeparatorStyleNone, UITableViewCellSeparatorStyleSingleLine,
    UITableViewCellSeparatorStyleSingleLineEtched
} NS_REFINED_FOR_SWIFT;

typedef NS_ENUM(NSInteger, UITableViewCellSelectionStyle) {
    UITableViewCellSelectionStyleNone, UITableViewCellSelectionStyleBlue,
    UITableViewCellSelectionStyleGray, UITableViewCellSelectionStyleDefault API_AVAILABLE(ios(7.0))
} NS_REFINED_FOR_SWIFT;

typedef NS_ENUM(NSInteger, UITableViewCellAccessoryType) {
    UITableViewCellAccessoryNone, UITableViewCellAccessoryDisclosureIndicator,
    UITableViewCellAccessoryDetailDisclosureButton, UITableViewCellAccessoryCheckmark,
    UITableViewCellAccessoryDetailButton API_AVAILABLE(ios(7.0))
} NS_REFINED_FOR_SWIFT;

// UIActivityIndicatorView.h
typedef NS_ENUM(NSInteger, UIActivityIndicatorViewStyle) {
    UIActivityIndicatorViewStyleMedium API_AVAILABLE(ios(13.0)) = 100,
    UIActivityIndicatorViewStyleLarge API_AVAILABLE(ios(13.0)) = 101,
} NS_REFINED_FOR_SWIFT;

// NSLayoutConstraint.h
typedef NS_ENUM(NSInteger, UILayoutConstraintAxis) {
    UILayoutConstraintAxisHorizontal = 0,
    UILayoutConstraintAxisVertical = 1
} NS_REFINED_FOR_SWIFT;

// UIStackView.h
typedef NS_ENUM(NSInteger, UIStackViewDistribution) {
    UIStackViewDistributionFill = 0, UIStackViewDistributionFillEqually,
    UIStackViewDistributionFillProportionally, UIStackViewDistributionEqualSpacing,
    UIStackViewDistributionEqualCentering,
} API_AVAILABLE(ios(9.0)) NS_REFINED_FOR_SWIFT;

typedef NS_ENUM(NSInteger, UIStackViewAlignment) {
    UIStackViewAlignmentFill,
    UIStackViewAlignmentLeading,
    UIStackViewAlignmentTop = UIStackViewAlignmentLeading,
    UIStackViewAlignmentFirstBaseline,
    UIStackViewAlignmentCenter,
    UIStackViewAlignmentTrailing,
    UIStackViewAlignmentBottom = UIStackViewAlignmentTrailing,
    UIStackViewAlignmentLastBaseline,
} API_AVAILABLE(ios(9.0)) NS_REFINED_FOR_SWIFT;

// UIImage.h (UIImage is a Clang class: the enum is nested as the SDK nests it)
@class UIImage;
typedef NS_ENUM(NSInteger, UIImageRenderingMode) {
    UIImageRenderingModeAutomatic, UIImageRenderingModeAlwaysOriginal, UIImageRenderingModeAlwaysTemplate,
} API_AVAILABLE(ios(7.0)) NS_SWIFT_NAME(UIImage.RenderingMode);

// UIViewController.h (top-level in Swift)
typedef NS_ENUM(NSInteger, UIModalPresentationStyle) {
    UIModalPresentationFullScreen = 0,
    UIModalPresentationPageSheet API_AVAILABLE(ios(3.2)),
    UIModalPresentationFormSheet API_AVAILABLE(ios(3.2)),
    UIModalPresentationCurrentContext API_AVAILABLE(ios(3.2)),
    UIModalPresentationCustom API_AVAILABLE(ios(7.0)),
    UIModalPresentationOverFullScreen API_AVAILABLE(ios(8.0)),
    UIModalPresentationOverCurrentContext API_AVAILABLE(ios(8.0)),
    UIModalPresentationPopover API_AVAILABLE(ios(8.0)),
    UIModalPresentationNone API_AVAILABLE(ios(7.0)) = -1,
    UIModalPresentationAutomatic API_AVAILABLE(ios(13.0)) = -2,
};

typedef NS_ENUM(NSInteger, UIModalTransitionStyle) {
    UIModalTransitionStyleCoverVertical = 0,
    UIModalTransitionStyleFlipHorizontal,
    UIModalTransitionStyleCrossDissolve,
    UIModalTransitionStylePartialCurl API_AVAILABLE(ios(3.2)),
};

// UIInterface.h (top-level in Swift)
typedef NS_ENUM(NSInteger, UIUserInterfaceStyle) {
    UIUserInterfaceStyleUnspecified,
    UIUserInterfaceStyleLight,
    UIUserInterfaceStyleDark,
} API_AVAILABLE(ios(12.0));

// NSText.h and NSParagraphStyle.h (UIKit; top-level in Swift)
typedef NS_ENUM(NSInteger, NSTextAlignment) {
    NSTextAlignmentLeft = 0,
    NSTextAlignmentCenter = 1,
    NSTextAlignmentRight = 2,
    NSTextAlignmentJustified = 3,
    NSTextAlignmentNatural = 4
} API_AVAILABLE(ios(6.0));

typedef NS_ENUM(NSInteger, NSLineBreakMode) {
    NSLineBreakByWordWrapping = 0, NSLineBreakByCharWrapping, NSLineBreakByClipping,
    NSLineBreakByTruncatingHead, NSLineBreakByTruncatingTail, NSLineBreakByTruncatingMiddle
} API_AVAILABLE(ios(6.0));

// The typed enums (NS_TYPED_ENUM and NS_TYPED_EXTENSIBLE_ENUM) of the overlay's classes, with
// their C constants (not actor-isolated).

// UIScrollView.h
typedef CGFloat UIScrollViewDecelerationRate NS_TYPED_ENUM NS_REFINED_FOR_SWIFT;
UIKIT_EXTERN const UIScrollViewDecelerationRate UIScrollViewDecelerationRateNormal API_AVAILABLE(ios(3.0));
UIKIT_EXTERN const UIScrollViewDecelerationRate UIScrollViewDecelerationRateFast API_AVAILABLE(ios(3.0));

// UIAction.h
typedef NSString *UIActionIdentifier NS_TYPED_EXTENSIBLE_ENUM NS_REFINED_FOR_SWIFT API_AVAILABLE(ios(13.0));

// UISheetPresentationController.h
typedef NSString *UISheetPresentationControllerDetentIdentifier NS_TYPED_EXTENSIBLE_ENUM NS_REFINED_FOR_SWIFT API_AVAILABLE(ios(15.0));
UIKIT_EXTERN const UISheetPresentationControllerDetentIdentifier UISheetPresentationControllerDetentIdentifierMedium API_AVAILABLE(ios(15.0));
UIKIT_EXTERN const UISheetPresentationControllerDetentIdentifier UISheetPresentationControllerDetentIdentifierLarge API_AVAILABLE(ios(15.0));
