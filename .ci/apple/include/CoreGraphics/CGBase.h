// CoreGraphics.framework/Headers/CGBase.h (iOS 18.0 SDK): CGFloat is a double on 64-bit
// platforms. Swift imports the typedef as the overlay's CGFloat struct (CoreGraphics.swift), as
// it does the SDK's.
#pragma once
#include <Foundation/NSObjCRuntime.h>
#define CG_EXTERN extern
#define CF_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
typedef double CGFloat;
