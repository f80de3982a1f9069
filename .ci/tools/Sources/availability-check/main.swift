import CIndexStore
import Foundation

// Checks that every system declaration Folio's shipped code references is available on the
// platforms Folio declares.
//
// usage: availability-check --store DIR --root DIR --package-json FILE --symbol-graphs DIR
//   --store          the index store of a `swift build` of Folio (.build/<triple>/debug/index/store)
//   --root           Folio's root: references from Sources, Plugins and Examples are checked
//   --package-json   `swift package dump-package` of Folio: its declared platforms
//   --symbol-graphs  symbol graphs of the toolchain's modules (swift-symbolgraph-extract)
//
// Exit status: 0 nothing too new; 1 references too new (each printed as file:line:column);
// 2 bad arguments or unreadable input.

struct Failure: Error, CustomStringConvertible {
  var description: String
}

/// A platform version, compared component by component.
struct Version: Comparable, CustomStringConvertible {
  var parts: [Int]
  init(_ parts: [Int]) { self.parts = parts }
  init?(_ text: String) {
    let parts = text.split(separator: ".").map { Int($0) }
    guard !parts.isEmpty, !parts.contains(nil) else { return nil }
    self.parts = parts.compactMap { $0 }
  }
  static func < (a: Version, b: Version) -> Bool {
    for index in 0..<max(a.parts.count, b.parts.count) {
      let (x, y) = (a.part(index), b.part(index))
      if x != y { return x < y }
    }
    return false
  }
  private func part(_ index: Int) -> Int { index < parts.count ? parts[index] : 0 }
  var description: String { parts.map(String.init).joined(separator: ".") }
}

// MARK: - Arguments

func arguments() throws -> [String: String] {
  var result: [String: String] = [:]
  var rest = CommandLine.arguments.dropFirst()
  while let flag = rest.popFirst() {
    guard flag.hasPrefix("--"), let value = rest.popFirst() else {
      throw Failure(description: "unexpected argument '\(flag)'")
    }
    result[String(flag.dropFirst(2))] = value
  }
  for required in ["store", "root", "package-json", "symbol-graphs"] where result[required] == nil {
    throw Failure(description: "missing --\(required)")
  }
  return result
}

// MARK: - Declared platforms

struct PackageDump: Decodable {
  struct Platform: Decodable {
    var platformName: String
    var version: String
  }
  var platforms: [Platform]?
}

/// The declared platforms, by the symbol graphs' domain names.
func declaredPlatforms(_ path: String) throws -> [String: Version] {
  let dump = try JSONDecoder().decode(
    PackageDump.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
  let domains = [
    "ios": "iOS", "macos": "macOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS",
  ]
  var result: [String: Version] = [:]
  for platform in dump.platforms ?? [] {
    guard let domain = domains[platform.platformName], let version = Version(platform.version)
    else { continue }
    result[domain] = version
  }
  guard result.count == domains.count else {
    throw Failure(
      description: "Package.swift declares \(result.keys.sorted()); expected all of "
        + "\(domains.values.sorted())")
  }
  return result
}

// MARK: - Availability of the toolchain's declarations

struct SymbolGraph: Decodable {
  struct Symbol: Decodable {
    struct Identifier: Decodable { var precise: String }
    struct Availability: Decodable {
      struct Introduced: Decodable {
        var major: Int
        var minor: Int?
        var patch: Int?
      }
      var domain: String?
      var introduced: Introduced?
      var isUnconditionallyUnavailable: Bool?
    }
    var identifier: Identifier
    var availability: [Availability]?
  }
  struct Relationship: Decodable {
    var kind: String
    var source: String
    var target: String
  }
  var symbols: [Symbol]
  var relationships: [Relationship]
}

/// What a declaration needs on one platform.
enum Need {
  case introduced(Version)
  case unavailable
}

struct AvailabilityMap {
  var needs: [String: [String: Need]] = [:]
  var parents: [String: String] = [:]
  /// Each protocol requirement's default implementations: a requirement added later (the
  /// `FixedWidthInteger` requirement `&*` of Swift 6) is met on older systems by an
  /// implementation that was always there.
  var defaults: [String: [String]] = [:]
  var symbols = 0

  mutating func load(_ directory: String) throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: directory)
      .filter { $0.hasSuffix(".symbols.json") }.sorted()
    guard !files.isEmpty else { throw Failure(description: "no symbol graphs in \(directory)") }
    for file in files {
      let url = URL(fileURLWithPath: directory).appendingPathComponent(file)
      let graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: url))
      for symbol in graph.symbols {
        symbols += 1
        var byDomain: [String: Need] = [:]
        for entry in symbol.availability ?? [] {
          guard let domain = entry.domain else { continue }
          if entry.isUnconditionallyUnavailable == true {
            byDomain[domain] = .unavailable
          } else if let introduced = entry.introduced {
            byDomain[domain] = .introduced(
              Version([introduced.major, introduced.minor ?? 0, introduced.patch ?? 0]))
          }
        }
        if !byDomain.isEmpty {
          needs[symbol.identifier.precise, default: [:]].merge(byDomain) { $1 }
        }
      }
      for relationship in graph.relationships {
        switch relationship.kind {
        case "memberOf": parents[relationship.source] = relationship.target
        case "defaultImplementationOf":
          defaults[relationship.target, default: []].append(relationship.source)
        default: break
        }
      }
    }
  }

  /// What a declaration needs on `domain`: its own attribute, else its enclosing type's; for a
  /// protocol requirement, the least of it and its default implementations'.
  func need(_ usr: String, on domain: String) -> Need? {
    let own = ownNeed(usr, on: domain)
    guard let implementations = defaults[usr], own != nil else { return own }
    var least = own
    for implementation in implementations {
      switch (ownNeed(implementation, on: domain), least) {
      case (nil, _): return nil
      case (.introduced(let a)?, .introduced(let b)?) where a < b: least = .introduced(a)
      case (.introduced(let a)?, .unavailable?): least = .introduced(a)
      default: break
      }
    }
    return least
  }

  private func ownNeed(_ usr: String, on domain: String) -> Need? {
    var current: String? = usr
    var depth = 0
    while let symbol = current, depth < 16 {
      if let need = needs[symbol]?[domain] { return need }
      current = parents[symbol]
      depth += 1
    }
    return nil
  }
}

// MARK: - References in the index store

struct Reference {
  var file: String
  var line: UInt32
  var column: UInt32
  var usr: String
  var name: String
}

func string(_ reference: indexstore_string_ref_t) -> String {
  guard let data = reference.data else { return "" }
  let bytes = UnsafeRawBufferPointer(start: data, count: reference.length)
  return String(decoding: bytes, as: UTF8.self)
}

func check(_ error: indexstore_error_t?, _ what: String) throws {
  guard let error else { return }
  let text = indexstore_error_get_description(error).map { String(cString: $0) } ?? "?"
  indexstore_error_dispose(error)
  throw Failure(description: "\(what): \(text)")
}

/// Calls `body` with a pointer to `value`, for C callbacks' context.
func withContext<Value, Result>(_ value: inout Value, _ body: (UnsafeMutableRawPointer) -> Result)
  -> Result
{
  withUnsafeMutablePointer(to: &value) { body(UnsafeMutableRawPointer($0)) }
}

/// The references in the checked directories' source files, from every unit of the store.
func references(store path: String, checked directories: [String]) throws -> [Reference] {
  var error: indexstore_error_t?
  let store = indexstore_store_create(path, &error)
  try check(error, "cannot open the index store \(path)")
  guard let store else { throw Failure(description: "cannot open the index store \(path)") }
  defer { indexstore_store_dispose(store) }

  var units: [String] = []
  _ = withContext(&units) { context in
    indexstore_store_units_apply_f(store, 0, context) { context, name in
      context?.assumingMemoryBound(to: [String].self).pointee.append(string(name))
      return true
    }
  }
  // Records (one per source file and build) named by units, with their file.
  var records: [String: String] = [:]
  for unit in units {
    let reader = indexstore_unit_reader_create(store, unit, &error)
    try check(error, "cannot read unit \(unit)")
    guard let reader else { continue }
    defer { indexstore_unit_reader_dispose(reader) }
    var dependencies: [(kind: Int32, name: String, file: String)] = []
    _ = withContext(&dependencies) { context in
      indexstore_unit_reader_dependencies_apply_f(reader, context) { context, dependency in
        context?.assumingMemoryBound(to: [(kind: Int32, name: String, file: String)].self).pointee
          .append(
            (
              indexstore_unit_dependency_get_kind(dependency),
              string(indexstore_unit_dependency_get_name(dependency)),
              string(indexstore_unit_dependency_get_filepath(dependency))
            ))
        return true
      }
    }
    for dependency in dependencies where dependency.kind == 2 {
      guard directories.contains(where: { dependency.file.hasPrefix($0) }) else { continue }
      records[dependency.name] = dependency.file
    }
  }
  var result: [Reference] = []
  for (record, file) in records.sorted(by: { $0.key < $1.key }) {
    let reader = indexstore_record_reader_create(store, record, &error)
    try check(error, "cannot read record \(record)")
    guard let reader else { continue }
    defer { indexstore_record_reader_dispose(reader) }
    var found: [Reference] = []
    _ = withContext(&found) { context in
      indexstore_record_reader_occurrences_apply_f(reader, context) { context, occurrence in
        let roles = indexstore_occurrence_get_roles(occurrence)
        // References only (1 << 2), not the package's own declarations or definitions.
        guard roles & (1 << 2) != 0, roles & 0b11 == 0 else { return true }
        let symbol = indexstore_occurrence_get_symbol(occurrence)
        var line: UInt32 = 0
        var column: UInt32 = 0
        indexstore_occurrence_get_line_col(occurrence, &line, &column)
        context?.assumingMemoryBound(to: [Reference].self).pointee.append(
          Reference(
            file: "", line: line, column: column, usr: string(indexstore_symbol_get_usr(symbol)),
            name: string(indexstore_symbol_get_name(symbol))))
        return true
      }
    }
    result += found.map { reference in
      var reference = reference
      reference.file = file
      return reference
    }
  }
  return result
}

// MARK: - The check

func run() throws -> Int32 {
  let options = try arguments()
  guard let root = options["root"], let store = options["store"],
    let packageJSON = options["package-json"], let graphs = options["symbol-graphs"]
  else { return 2 }
  let platforms = try declaredPlatforms(packageJSON)
  var map = AvailabilityMap()
  try map.load(graphs)
  let base = URL(fileURLWithPath: root).standardizedFileURL.path
  let directories = ["Sources", "Plugins", "Examples"].map { base + "/" + $0 + "/" }
  // A file deleted since it was indexed leaves its unit in the store.
  let found = try references(store: store, checked: directories)
    .filter { FileManager.default.fileExists(atPath: $0.file) }
  guard !found.isEmpty else {
    throw Failure(description: "no references found in \(store): build Folio first")
  }
  var problems: Set<String> = []
  var systemReferences = 0
  for reference in found {
    guard map.needs[reference.usr] != nil || map.parents[reference.usr] != nil else { continue }
    systemReferences += 1
    for (domain, declared) in platforms.sorted(by: { $0.key < $1.key }) {
      let file =
        reference.file.hasPrefix(base + "/")
        ? String(reference.file.dropFirst(base.count + 1)) : reference.file
      let place = "\(file):\(reference.line):\(reference.column)"
      switch map.need(reference.usr, on: domain) {
      case .introduced(let version)? where declared < version:
        problems.insert(
          "\(place): error: '\(reference.name)' needs \(domain) \(version); Folio declares "
            + "\(domain) \(declared)")
      case .unavailable?:
        problems.insert("\(place): error: '\(reference.name)' is unavailable on \(domain)")
      default:
        break
      }
    }
  }
  for problem in problems.sorted() { print(problem) }
  let files = Set(found.map(\.file)).count
  print(
    "availability: \(found.count) references in \(files) files, \(systemReferences) to the "
      + "toolchain's \(map.symbols) declarations; platforms "
      + platforms.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
      + "; \(problems.count) too new")
  return problems.isEmpty ? 0 : 1
}

do {
  exit(try run())
} catch {
  FileHandle.standardError.write(Data("availability-check: \(error)\n".utf8))
  exit(2)
}
