// QuartzCore.framework/Headers/CALayer.h (iOS 18.0 SDK): the layer's option set and typed enum,
// so that the overlay's @objc properties can take them. The classes are in QuartzCore.swift.
#pragma once
#include <Foundation/NSObjCRuntime.h>
#include <Foundation/NSCollections.h>

typedef NS_OPTIONS(NSUInteger, CACornerMask) {
    kCALayerMinXMinYCorner = 1U << 0,
    kCALayerMaxXMinYCorner = 1U << 1,
    kCALayerMinXMaxYCorner = 1U << 2,
    kCALayerMaxXMaxYCorner = 1U << 3,
} API_AVAILABLE(ios(11.0));

typedef NSString * CALayerCornerCurve NS_TYPED_ENUM API_AVAILABLE(ios(13.0));
extern CALayerCornerCurve const kCACornerCurveCircular API_AVAILABLE(ios(13.0)) NS_SWIFT_NAME(CALayerCornerCurve.circular);
extern CALayerCornerCurve const kCACornerCurveContinuous API_AVAILABLE(ios(13.0)) NS_SWIFT_NAME(CALayerCornerCurve.continuous);
