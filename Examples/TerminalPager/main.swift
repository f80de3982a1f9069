// pager: Folio's terminal paging demo.
//
//   swift run pager                       interactive, full screen (stdout must be a terminal)
//   swift run pager --script "next next"  headless: prints the container's events
//   swift run pager --help

import TerminalPagerCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func printError(_ text: String) {
  var message = text + "\n"
  message.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

let options: PagerOptions
do {
  options = try PagerOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  printError("pager: \(error)")
  exit(2)
}
if options.showHelp {
  print(PagerOptions.help)
  exit(0)
}

let interactive = options.script == nil && options.scriptFile == nil && isatty(1) == 1
if interactive {
  exit(runInteractive(options: options))
}

var scriptText = options.script ?? ""
if let path = options.scriptFile {
  guard let text = TextFile.read(path) else {
    printError("pager: cannot read script file '\(path)'")
    exit(2)
  }
  scriptText = text
}
let commands: [(token: String, command: ScriptCommand)]
do {
  commands = try ScriptParser.parse(scriptText)
} catch {
  printError("pager: \(error)")
  exit(2)
}
var scriptOptions = options
if scriptOptions.format == nil { scriptOptions.format = isatty(1) == 1 ? .text : .jsonl }
let status = ScriptRunner.run(commands, options: scriptOptions) { print($0) }
exit(status)
