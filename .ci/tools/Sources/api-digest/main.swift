import Foundation

// Prints a module's public API from its symbol graphs, one declaration per line, sorted: the
// form of Folio's committed API baseline (`api/baseline/<Module>.txt`), compared by `.ci/api`.
//
// usage: api-digest SYMBOL_GRAPH_DIR MODULE
//   reads MODULE.symbols.json and MODULE@*.symbols.json (extensions of other modules' types)

struct SymbolGraph: Decodable {
  struct Symbol: Decodable {
    struct Kind: Decodable { var identifier: String }
    struct Fragment: Decodable { var spelling: String }
    struct Names: Decodable { var title: String }
    var kind: Kind
    var pathComponents: [String]
    var declarationFragments: [Fragment]?
    var names: Names
  }
  var symbols: [Symbol]
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  FileHandle.standardError.write(Data("usage: api-digest SYMBOL_GRAPH_DIR MODULE\n".utf8))
  exit(2)
}
let (directory, module) = (arguments[1], arguments[2])
do {
  let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter {
    $0 == "\(module).symbols.json" || ($0.hasPrefix("\(module)@") && $0.hasSuffix(".symbols.json"))
  }
  guard !files.isEmpty else {
    FileHandle.standardError.write(Data("api-digest: no symbol graph for \(module)\n".utf8))
    exit(2)
  }
  var lines: Set<String> = []
  for file in files {
    let url = URL(fileURLWithPath: directory).appendingPathComponent(file)
    let graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: url))
    // An extension of another module's type is named with that module.
    let owner = file == "\(module).symbols.json" ? "" : String(file.dropFirst(module.count + 1).dropLast(13)) + "."
    for symbol in graph.symbols {
      let declaration = (symbol.declarationFragments ?? []).map(\.spelling).joined()
        .split(whereSeparator: \.isNewline).joined(separator: " ")
      let path = owner + symbol.pathComponents.joined(separator: ".")
      let kind = symbol.kind.identifier.replacingOccurrences(of: "swift.", with: "")
      lines.insert("\(path) [\(kind)] \(declaration)")
    }
  }
  for line in lines.sorted() { print(line) }
} catch {
  FileHandle.standardError.write(Data("api-digest: \(error)\n".utf8))
  exit(2)
}
