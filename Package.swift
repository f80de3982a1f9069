// swift-tools-version: 6.2
// Folio: a headless, plugin-based page container that reuses page controllers,
// built on an IGListKit-style adapter core. No package dependencies, by design.
import PackageDescription

let package = Package(
  name: "Folio",
  // The lowest targets the design needs: `Duration` and `Clock` (the container runs on a clock
  // and takes durations) came with iOS 16 / macOS 13 / tvOS 16 / watchOS 9. Nothing newer is
  // used (`.ci/availability` proves it on every CI run).
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "FolioDiff", targets: ["FolioDiff"]),
    .library(name: "FolioList", targets: ["FolioList"]),
    .library(name: "Folio", targets: ["Folio"]),
    .library(name: "FolioTesting", targets: ["FolioTesting"]),
    .library(name: "FolioWorkingRange", targets: ["FolioWorkingRange"]),
    .library(name: "FolioTabStrip", targets: ["FolioTabStrip"]),
    .library(name: "FolioStateRestoration", targets: ["FolioStateRestoration"]),
    .library(name: "FolioImpressions", targets: ["FolioImpressions"]),
    .library(name: "FolioNestedScroll", targets: ["FolioNestedScroll"]),
    .library(name: "FolioAccessibility", targets: ["FolioAccessibility"]),
    .library(name: "FolioAutoAdvance", targets: ["FolioAutoAdvance"]),
    .library(name: "FolioHost", targets: ["FolioHost"]),
    .library(name: "FolioHostTesting", targets: ["FolioHostTesting"]),
    .library(name: "FolioUIKit", targets: ["FolioUIKit"]),
    .library(name: "FolioPagerModel", targets: ["FolioPagerModel"]),
    .library(name: "FolioSwiftUI", targets: ["FolioSwiftUI"]),
    .executable(name: "folio-bench", targets: ["folio-bench"]),
    .executable(name: "pager", targets: ["pager"]),
    .executable(name: "quickstart", targets: ["quickstart"]),
    .executable(name: "tabbed-news", targets: ["tabbed-news"]),
    .executable(name: "short-video", targets: ["short-video"]),
  ],
  dependencies: [],
  targets: [
    // Layers, lowest first; dependencies point down only (see README.md).
    // Rounding and floor/ceil call the C math library, which nothing else links on Linux now
    // that no target imports Foundation or Synchronization below the examples.
    .target(name: "FolioDiff", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    .target(name: "FolioList", dependencies: ["FolioDiff"]),
    .target(name: "Folio", dependencies: ["FolioList"]),
    .target(name: "FolioTesting", dependencies: ["Folio", "FolioSupport"]),

    // Small utilities shared by tests, benchmarks and examples (a seeded generator, an edit
    // workload, a JSON value): not a product, and it depends only on FolioDiff.
    .target(name: "FolioSupport", dependencies: ["FolioDiff"]),

    // Runtime plugins of the page container (not SwiftPM build-tool plugins).
    .target(name: "FolioWorkingRange", dependencies: ["Folio"], path: "Plugins/WorkingRange"),
    .target(name: "FolioTabStrip", dependencies: ["Folio"], path: "Plugins/TabStrip"),
    .target(
      name: "FolioStateRestoration", dependencies: ["Folio"], path: "Plugins/StateRestoration"),
    .target(name: "FolioImpressions", dependencies: ["Folio"], path: "Plugins/Impressions"),
    .target(name: "FolioAccessibility", dependencies: ["Folio"], path: "Plugins/Accessibility"),
    .target(name: "FolioAutoAdvance", dependencies: ["Folio"], path: "Plugins/AutoAdvance"),
    // Nested scrolling: a collapsing header over the pages, a feed per page under it.
    .target(
      name: "FolioNestedScroll", dependencies: ["Folio"], path: "Plugins/NestedScroll"),

    // The host kit: what a platform reports (points, touches, display-link frames, a scroll
    // view's offset) in, what it draws and does (frames on the pixel grid, containment) out.
    // The plugins every front end adds by default (PageHostPlugins) sit below it.
    .target(
      name: "FolioHost",
      dependencies: ["Folio", "FolioNestedScroll", "FolioAccessibility", "FolioWorkingRange"]),
    // Testing screens: a model of UIKit's container rules, a display link, a platform scroll
    // view, and a harness around a container the app built.
    .target(
      name: "FolioHostTesting", dependencies: ["FolioHost", "FolioTesting", "FolioNestedScroll"]),

    // The Apple adapters: mechanical calls into FolioHost (and FolioPagerModel), each file
    // wrapped in `#if canImport(...)`. Linux parses them (and builds empty modules); an Apple
    // build compiles them. `.ci/adapters` checks that they parse and stay small.
    .target(
      name: "FolioUIKit",
      dependencies: [
        "Folio", "FolioHost", "FolioAccessibility", "FolioNestedScroll", "FolioStateRestoration",
      ]),
    // The pager model a SwiftUI screen owns: platform-free, every decision of FolioSwiftUI's
    // views, built and tested on Linux.
    .target(
      name: "FolioPagerModel",
      dependencies: [
        "Folio", "FolioHost", "FolioAccessibility", "FolioWorkingRange", "FolioStateRestoration",
        "FolioNestedScroll",
      ]),
    .target(name: "FolioSwiftUI", dependencies: ["Folio", "FolioHost", "FolioPagerModel"]),

    // Speed and memory targets live here, never in timed tests.
    .executableTarget(
      name: "folio-bench",
      dependencies: [
        "FolioDiff", "FolioList", "Folio", "FolioSupport", "FolioTesting", "FolioWorkingRange",
        "FolioNestedScroll", "FolioHost", "FolioPagerModel",
      ],
      path: "Sources/FolioBench"
    ),

    // The README's container example, as a program.
    .executableTarget(name: "quickstart", dependencies: ["Folio"], path: "Examples/QuickStart"),

    // The terminal paging demo: a testable core (content, script mode, renderer) and the
    // executable that owns the terminal.
    .target(
      name: "TerminalPagerCore",
      dependencies: [
        "Folio", "FolioWorkingRange", "FolioTabStrip", "FolioAccessibility", "FolioAutoAdvance",
        "FolioSupport", "FolioHost", "FolioPagerModel",
        // `--host follow`: FolioHostTesting's model of a UIScrollView owns the offset.
        "FolioHostTesting",
        "TerminalSignals",
      ],
      path: "Examples/TerminalPagerCore"),
    // Async-signal-safe terminal restoration for crashes and signals: C, as signal handlers
    // must be.
    .target(name: "TerminalSignals", path: "Examples/TerminalSignals"),
    .executableTarget(
      name: "pager", dependencies: ["TerminalPagerCore", "TerminalSignals"],
      path: "Examples/TerminalPager"),

    // The tabbed news service: a library a team would copy (channels, feeds, loads, tabs,
    // state, impressions) and its executable, headless (script mode) or in the terminal.
    .target(
      name: "TabbedNewsCore",
      dependencies: [
        "Folio", "FolioWorkingRange", "FolioTabStrip", "FolioStateRestoration", "FolioImpressions",
        "FolioSupport", "TerminalPagerCore", "FolioNestedScroll", "FolioHost",
        // `--feeds follow`: each feed's own scroll view, FolioHostTesting's model of a table.
        "FolioHostTesting",
      ],
      path: "Examples/TabbedNewsCore"),
    .executableTarget(
      name: "tabbed-news", dependencies: ["TabbedNewsCore", "TerminalPagerCore"],
      path: "Examples/TabbedContent"),

    // The short-video feed: clips in batches from a simulated server, a player budget,
    // autoplay on qualified impressions; headless (script mode) or in the terminal.
    .target(
      name: "ShortVideoCore",
      dependencies: [
        "Folio", "FolioWorkingRange", "FolioImpressions", "FolioSupport", "TerminalPagerCore",
        "FolioHost", "FolioAutoAdvance",
      ],
      path: "Examples/ShortVideoCore"),
    .executableTarget(
      name: "short-video", dependencies: ["ShortVideoCore", "TerminalPagerCore"],
      path: "Examples/ShortVideo"),

    // The Apple screens of the articles: each screen's parts, platform-free and tested on
    // Linux, and its UIKit or SwiftUI file (guarded; CI type-checks it against a stand-in).
    .target(
      name: "AppleScreensCore",
      dependencies: [
        "Folio", "FolioHost", "FolioImpressions", "FolioNestedScroll", "FolioStateRestoration",
        "FolioTabStrip", "FolioPagerModel", "FolioAutoAdvance",
      ],
      path: "Examples/AppleScreens/Core"),
    .target(
      name: "AppleScreensUIKit",
      dependencies: [
        "AppleScreensCore", "Folio", "FolioUIKit", "FolioNestedScroll", "FolioStateRestoration",
        "FolioTabStrip",
      ],
      path: "Examples/AppleScreens/UIKit"),
    .target(
      name: "AppleScreensSwiftUI", dependencies: ["AppleScreensCore", "FolioSwiftUI"],
      path: "Examples/AppleScreens/SwiftUI"),

    .testTarget(name: "FolioDiffTests", dependencies: ["FolioDiff", "FolioSupport"]),
    .testTarget(name: "FolioListTests", dependencies: ["FolioList", "FolioSupport"]),
    .testTarget(name: "FolioTests", dependencies: ["Folio", "FolioTesting", "FolioSupport"]),
    .testTarget(
      name: "FolioImpressionsTests", dependencies: ["FolioImpressions", "Folio", "FolioTesting"]),
    .testTarget(
      name: "FolioAutoAdvanceTests", dependencies: ["FolioAutoAdvance", "Folio", "FolioTesting"]),
    .testTarget(
      name: "FolioStateRestorationTests",
      dependencies: ["FolioStateRestoration", "FolioWorkingRange", "Folio", "FolioTesting"]),
    .testTarget(
      name: "FolioNestedScrollTests",
      dependencies: ["FolioNestedScroll", "Folio", "FolioTesting", "FolioSupport"]),
    .testTarget(
      name: "FolioTabStripTests", dependencies: ["FolioTabStrip", "Folio", "FolioTesting"]),
    .testTarget(
      name: "FolioAccessibilityTests",
      dependencies: [
        "FolioAccessibility", "FolioTabStrip", "FolioWorkingRange", "Folio", "FolioTesting",
        "FolioSupport",
      ]),
    // The working range's tests, and the hunts that run every shipped plugin at once (a feed's
    // budgets, range, restoration, load more and nested scrolling among them).
    .testTarget(
      name: "FolioWorkingRangeTests",
      dependencies: [
        "FolioWorkingRange", "Folio", "FolioTesting", "FolioTabStrip", "FolioStateRestoration",
        "FolioImpressions", "FolioAccessibility", "FolioSupport", "FolioNestedScroll",
      ]),
    // An app written as Swift 6 apps are, on the main actor: isolated conformances only.
    .testTarget(
      name: "MainActorAppTests", dependencies: ["Folio", "FolioWorkingRange"]),
    // The README's Swift blocks, kept as files that compile and run (QuickStart included).
    .testTarget(
      name: "ReadmeTests",
      dependencies: [
        "Folio", "FolioDiff", "FolioList", "FolioTesting", "FolioWorkingRange", "FolioTabStrip",
        "FolioStateRestoration", "FolioImpressions", "FolioNestedScroll", "FolioAccessibility",
        "FolioAutoAdvance", "FolioHost", "FolioHostTesting", "FolioUIKit", "FolioSwiftUI",
      ]),
    .testTarget(
      name: "FolioHostTests",
      dependencies: [
        "FolioHost", "FolioHostTesting", "Folio", "FolioTesting", "FolioSupport",
        "FolioWorkingRange", "FolioNestedScroll", "FolioAutoAdvance", "FolioImpressions",
      ]),
    // The SwiftUI pager model, driven as FolioPageView drives it.
    .testTarget(
      name: "FolioPagerModelTests",
      dependencies: [
        "FolioPagerModel", "Folio", "FolioTesting", "FolioHost", "FolioHostTesting", "FolioSupport",
        "FolioAutoAdvance", "FolioStateRestoration", "FolioAccessibility", "FolioWorkingRange",
      ]),
    .testTarget(
      name: "ShortVideoTests", dependencies: ["ShortVideoCore", "TerminalPagerCore", "Folio"]),
    .testTarget(
      name: "TabbedNewsTests",
      dependencies: ["TabbedNewsCore", "TerminalPagerCore", "Folio", "FolioSupport"],
      exclude: ["Golden"]),
    .testTarget(
      name: "TerminalPagerTests",
      // The script parsers of all three programs are fuzzed together (one rule for numbers).
      dependencies: [
        "TerminalPagerCore", "TabbedNewsCore", "ShortVideoCore", "Folio", "FolioSupport",
      ],
      // Golden transcripts and screens, read from the source tree by the tests.
      exclude: ["Golden"]),
    // FolioUIKit on a real UIScrollView in a UIWindow, on the iOS Simulator (xcodebuild: see
    // CONTRIBUTING.md). Every file is wrapped in `#if canImport(UIKit)`, so Linux and macOS build
    // it empty; Linux CI type-checks it against the stand-ins (.ci/apple/check).
    .testTarget(
      name: "FolioUIKitDeviceTests",
      dependencies: [
        "FolioUIKit", "Folio", "FolioHost", "FolioAccessibility", "FolioNestedScroll",
      ]),
    // FolioPageView in a UIHostingController in a UIWindow, on the iOS Simulator, the same way.
    .testTarget(
      name: "FolioSwiftUIDeviceTests",
      dependencies: [
        "FolioSwiftUI", "FolioPagerModel", "Folio", "FolioHost", "FolioStateRestoration",
      ]),
    .testTarget(
      name: "AppleScreensTests",
      dependencies: [
        "AppleScreensCore", "Folio", "FolioHost", "FolioHostTesting", "FolioNestedScroll",
        "FolioStateRestoration", "FolioPagerModel", "FolioTesting",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
