// UIKit.framework/Headers/UIKitDefines.h (iOS 18.0 SDK).
#pragma once
#include <Foundation/NSObjCRuntime.h>
#include <Foundation/NSCollections.h>
#include <CoreGraphics/CGGeometry.h>
#define UIKIT_EXTERN extern __attribute__((visibility("default")))
