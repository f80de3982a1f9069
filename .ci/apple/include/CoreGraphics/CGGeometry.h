// CoreGraphics.framework/Headers/CGGeometry.h (iOS 18.0 SDK), with the Swift names
// CoreGraphics.apinotes gives its functions (CGRectGetMinX is `CGRect.minX`, and so on).
#pragma once
#include "CFCGTypes.h"

CG_EXTERN const CGRect CGRectNull CF_SWIFT_NAME(CGRect.null);
CG_EXTERN const CGRect CGRectInfinite CF_SWIFT_NAME(CGRect.infinite);

CG_EXTERN CGFloat CGRectGetMinX(CGRect rect) CF_SWIFT_NAME(getter:CGRect.minX(self:));
CG_EXTERN CGFloat CGRectGetMidX(CGRect rect) CF_SWIFT_NAME(getter:CGRect.midX(self:));
CG_EXTERN CGFloat CGRectGetMaxX(CGRect rect) CF_SWIFT_NAME(getter:CGRect.maxX(self:));
CG_EXTERN CGFloat CGRectGetMinY(CGRect rect) CF_SWIFT_NAME(getter:CGRect.minY(self:));
CG_EXTERN CGFloat CGRectGetMidY(CGRect rect) CF_SWIFT_NAME(getter:CGRect.midY(self:));
CG_EXTERN CGFloat CGRectGetMaxY(CGRect rect) CF_SWIFT_NAME(getter:CGRect.maxY(self:));
CG_EXTERN CGFloat CGRectGetWidth(CGRect rect) CF_SWIFT_NAME(getter:CGRect.width(self:));
CG_EXTERN CGFloat CGRectGetHeight(CGRect rect) CF_SWIFT_NAME(getter:CGRect.height(self:));

CG_EXTERN _Bool CGPointEqualToPoint(CGPoint point1, CGPoint point2) CF_SWIFT_NAME(CGPoint.equalTo(self:_:));
CG_EXTERN _Bool CGSizeEqualToSize(CGSize size1, CGSize size2) CF_SWIFT_NAME(CGSize.equalTo(self:_:));
CG_EXTERN _Bool CGRectEqualToRect(CGRect rect1, CGRect rect2) CF_SWIFT_NAME(CGRect.equalTo(self:_:));

CG_EXTERN CGRect CGRectStandardize(CGRect rect) CF_SWIFT_NAME(getter:CGRect.standardized(self:));
CG_EXTERN _Bool CGRectIsEmpty(CGRect rect) CF_SWIFT_NAME(getter:CGRect.isEmpty(self:));
CG_EXTERN _Bool CGRectIsNull(CGRect rect) CF_SWIFT_NAME(getter:CGRect.isNull(self:));
CG_EXTERN _Bool CGRectIsInfinite(CGRect rect) CF_SWIFT_NAME(getter:CGRect.isInfinite(self:));
CG_EXTERN CGRect CGRectInset(CGRect rect, CGFloat dx, CGFloat dy) CF_SWIFT_NAME(CGRect.insetBy(self:dx:dy:));
CG_EXTERN CGRect CGRectIntegral(CGRect rect) CF_SWIFT_NAME(getter:CGRect.integral(self:));
CG_EXTERN CGRect CGRectUnion(CGRect r1, CGRect r2) CF_SWIFT_NAME(CGRect.union(self:_:));
CG_EXTERN CGRect CGRectIntersection(CGRect r1, CGRect r2) CF_SWIFT_NAME(CGRect.intersection(self:_:));
CG_EXTERN CGRect CGRectOffset(CGRect rect, CGFloat dx, CGFloat dy) CF_SWIFT_NAME(CGRect.offsetBy(self:dx:dy:));
CG_EXTERN void CGRectDivide(CGRect rect, CGRect *slice, CGRect *remainder, CGFloat amount, CGRectEdge edge) CF_SWIFT_NAME(CGRect.__divided(self:slice:remainder:atDistance:from:));
CG_EXTERN _Bool CGRectContainsPoint(CGRect rect, CGPoint point) CF_SWIFT_NAME(CGRect.contains(self:_:));
CG_EXTERN _Bool CGRectContainsRect(CGRect rect1, CGRect rect2) CF_SWIFT_NAME(CGRect.contains(self:_:));
CG_EXTERN _Bool CGRectIntersectsRect(CGRect rect1, CGRect rect2) CF_SWIFT_NAME(CGRect.intersects(self:_:));
