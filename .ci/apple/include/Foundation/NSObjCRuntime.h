// Foundation.framework/Headers/NSObjCRuntime.h and os/availability.h, Foundation/NSObjCRuntime.h
// (iOS 18.0 SDK): the macros UIKit's headers are written with. API_AVAILABLE keeps the iOS
// version only (Linux builds ignore availability; the articles list it).
#pragma once
#include <objc/objc.h>

#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define NS_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
#define NS_REFINED_FOR_SWIFT __attribute__((swift_private))
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#define NS_UNAVAILABLE __attribute__((unavailable))
#define NS_REQUIRES_SUPER __attribute__((objc_requires_super))
#define NS_SWIFT_UI_ACTOR __attribute__((swift_attr("@UIActor")))
#define NS_SWIFT_NONISOLATED __attribute__((swift_attr("nonisolated")))
#define NS_SWIFT_SENDABLE __attribute__((swift_attr("@Sendable")))
#define NS_SWIFT_NONSENDABLE __attribute__((swift_attr("@_nonSendable")))
#define NS_ENUM_EXTENSIBILITY_OPEN __attribute__((enum_extensibility(open)))
#define NS_ENUM(_type, _name) enum NS_ENUM_EXTENSIBILITY_OPEN _name : _type _name; enum NS_ENUM_EXTENSIBILITY_OPEN _name : _type
#define NS_OPTIONS(_type, _name) enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type _name; enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type
#define NS_TYPED_ENUM __attribute__((swift_newtype(enum)))
#define NS_TYPED_EXTENSIBLE_ENUM __attribute__((swift_newtype(struct)))
#define API_AVAILABLE(_ios) __API_AVAILABLE_##_ios
#define __API_AVAILABLE_ios(_v) __attribute__((availability(ios, introduced=_v)))
#define API_UNAVAILABLE(...)
#define API_DEPRECATED_WITH_REPLACEMENT(_rep, _ios) __API_DEPRECATED_##_ios
#define __API_DEPRECATED_ios(_from, _to) __attribute__((availability(ios, introduced=_from, deprecated=_to)))

typedef double NSTimeInterval;
