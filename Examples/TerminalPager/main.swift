// pager: Folio's terminal paging demo.
//
//   swift run pager                       interactive, full screen (stdout must be a terminal)
//   swift run pager --script "next next"  headless: prints the container's events
//   swift run pager --help
//
// Exit status: 0 done; 1 a script command could not apply; 2 bad command line or script;
// 74 (EX_IOERR) standard output could not be written; 128+n killed by signal n.

import TerminalPagerCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func printError(_ text: String) {
  TextFile.write(text + "\n", toDescriptor: 2)
}

let output = LineWriter(descriptor: 1)
let options: PagerOptions
do {
  options = try PagerOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  printError("pager: \(error)")
  exit(2)
}
if options.showHelp {
  output.write(line: PagerOptions.help)
  output.finish(program: "pager", status: 0)
}

let interactive = options.script == nil && options.scriptFile == nil && isatty(1) == 1
if interactive {
  exit(runInteractive(options: options))
}

var scriptText = options.script ?? ""
if let path = options.scriptFile {
  guard let text = TextFile.read(path) else {
    printError("pager: cannot read script file '\(ScriptText.quoted(path))'")
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
let status = ScriptRunner.run(commands, options: scriptOptions) { output.write(line: $0) }
output.finish(program: "pager", status: status)
