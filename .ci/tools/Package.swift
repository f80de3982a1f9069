// swift-tools-version: 6.1
// Folio's CI tools (not part of the Folio package), run by the scripts next to this directory:
// - availability-check (`.ci/availability`): every declaration of the standard library,
//   Synchronization, Dispatch and Foundation that Folio's libraries, plugins, examples and
//   benchmarks use must be available on the platforms Folio's Package.swift declares. Linux never
//   checks availability; this does, from the build's index store and the toolchain's symbol
//   graphs.
// - api-digest (`.ci/api`): a module's public API, one declaration per line, for the committed
//   baseline.
import PackageDescription

let package = Package(
  name: "folio-ci-tools",
  targets: [
    // The few functions of the toolchain's libIndexStore the check calls, declared by hand.
    .target(name: "CIndexStore", linkerSettings: [.linkedLibrary("IndexStore")]),
    .executableTarget(name: "availability-check", dependencies: ["CIndexStore"]),
    // The public API of a module, from its symbol graphs, for the committed baseline.
    .executableTarget(name: "api-digest"),
  ]
)
