// CoreFoundation.framework/Headers/CFCGTypes.h (iOS 18.0 SDK, where CGPoint, CGSize, CGVector
// and CGRect live since iOS 17): C structs, so an @objc declaration can take them.
#pragma once
#include "CGBase.h"

struct CGPoint {
    CGFloat x;
    CGFloat y;
};
typedef struct CGPoint CGPoint;

struct CGSize {
    CGFloat width;
    CGFloat height;
};
typedef struct CGSize CGSize;

struct CGVector {
    CGFloat dx;
    CGFloat dy;
};
typedef struct CGVector CGVector;

struct CGRect {
    CGPoint origin;
    CGSize size;
};
typedef struct CGRect CGRect;

typedef enum __attribute__((enum_extensibility(closed))) CGRectEdge : unsigned int {
    CGRectMinXEdge, CGRectMinYEdge, CGRectMaxXEdge, CGRectMaxYEdge
} CGRectEdge;

struct CGAffineTransform {
    CGFloat a, b, c, d;
    CGFloat tx, ty;
};
typedef struct CGAffineTransform CGAffineTransform;
