// tabbed-news: a tabbed news service on Folio.
//
//   swift run tabbed-news                          interactive, full screen (stdout a terminal)
//   swift run tabbed-news --script "next tap:3"    headless: prints the service's events
//   swift run tabbed-news --help
//
// Exit status: 0 done; 1 a script command could not apply; 2 bad command line or script;
// 74 (EX_IOERR) standard output could not be written; 128+n killed by signal n.

import Folio
import TabbedNewsCore
import TerminalPagerCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func printError(_ text: String) {
  TextFile.write("tabbed-news: " + text + "\n", toDescriptor: 2)
}

let output = LineWriter(descriptor: 1)
let options: NewsOptions
do {
  options = try NewsOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  printError("\(error)")
  exit(2)
}
if options.showHelp {
  output.write(line: NewsOptions.help)
  output.finish(program: "tabbed-news", status: 0)
}
guard let script = options.script else {
  guard isatty(1) == 1 else {
    printError("without a terminal, give a script: --script \"next tap:3 state\" (see --help)")
    exit(2)
  }
  exit(
    FullScreen.run(name: "tabbed-news") { width, height, clock in
      NewsApp(options: options, width: width, height: height, clock: clock)
    })
}
let commands: [(token: String, command: NewsCommand)]
do {
  commands = try NewsCommand.parse(script)
} catch {
  printError("\(error)")
  exit(2)
}
var scriptOptions = options
if scriptOptions.format == nil { scriptOptions.format = isatty(1) == 1 ? .text : .jsonl }
let status = NewsScriptRunner.run(commands, options: scriptOptions) { output.write(line: $0) }
output.finish(program: "tabbed-news", status: status)
