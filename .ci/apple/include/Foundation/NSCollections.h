// Foundation.framework/Headers/NSString.h, NSArray.h, NSSet.h, NSData.h (iOS 18.0 SDK): only the class
// names, which Swift bridges to String, Array, Set and Data (the swift_bridge attribute is what
// Foundation's API notes give them). NS_REFINED_FOR_SWIFT keeps their Objective-C names out of
// the way of swift-corelibs-foundation's classes of the same names.
#pragma once
#include "NSObjCRuntime.h"
#include <objc/NSObject.h>

NS_REFINED_FOR_SWIFT __attribute__((swift_bridge("Swift.String")))
@interface NSString : NSObject
@end

NS_REFINED_FOR_SWIFT __attribute__((swift_bridge("Swift.Array")))
@interface NSArray<__covariant ObjectType> : NSObject
@end

NS_REFINED_FOR_SWIFT __attribute__((swift_bridge("Swift.Set")))
@interface NSSet<__covariant ObjectType> : NSObject
@end

// NSData.h
NS_REFINED_FOR_SWIFT __attribute__((swift_bridge("Foundation.Data")))
@interface NSData : NSObject
@end
