// usr/include/objc/objc.h (iOS 18.0 SDK): BOOL is `bool` on arm64 (OBJC_BOOL_IS_BOOL), which
// Swift imports as Bool (ObjCBool in pointers); id, SEL and Class are Objective-C built-ins.
#pragma once
typedef _Bool BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#define OBJC_ARC_UNAVAILABLE __attribute__((unavailable("not available in automatic reference counting mode")))
#define OBJC_SWIFT_UNAVAILABLE(_msg) __attribute__((availability(swift, unavailable, message=_msg)))
typedef long NSInteger;
typedef unsigned long NSUInteger;
