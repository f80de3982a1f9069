// QuartzCore.framework/Headers/CAFrameRateRange.h (iOS 18.0 SDK; the stored copy of that SDK
// lacks the header: read from the macOS and iOS SDKs' copies of it, which declare it alike): a C
// struct whose `preferred` is refined for Swift (the overlay, QuartzCore.swift, gives Swift's
// `init(minimum:maximum:preferred:)` and `preferred: Float?`).
#pragma once
#include <Foundation/NSObjCRuntime.h>
#include <stdbool.h>

struct CAFrameRateRange {
  float minimum;
  float maximum;
  float preferred __attribute__((swift_private));
} API_AVAILABLE(ios(15.0));

typedef struct CAFrameRateRange CAFrameRateRange API_AVAILABLE(ios(15.0));

extern const CAFrameRateRange CAFrameRateRangeDefault API_AVAILABLE(ios(15.0))
  __attribute__((swift_name("CAFrameRateRange.default")));
