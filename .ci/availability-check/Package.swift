// swift-tools-version: 6.1
// Folio's availability check (CI only, not part of the Folio package): every declaration of the
// standard library, Synchronization, Dispatch and Foundation that Folio's libraries, plugins,
// examples and benchmarks use must be available on the platforms Folio's Package.swift declares.
// Linux never checks availability; this does, from the build's index store and the toolchain's
// symbol graphs. Run it with `.ci/availability`.
import PackageDescription

let package = Package(
  name: "availability-check",
  targets: [
    // The few functions of the toolchain's libIndexStore the check calls, declared by hand.
    .target(name: "CIndexStore", linkerSettings: [.linkedLibrary("IndexStore")]),
    .executableTarget(name: "availability-check", dependencies: ["CIndexStore"]),
  ]
)
