// short-video: a vertical feed of clips on Folio (load more, a player budget, autoplay).
//
//   swift run short-video                          interactive, full screen (stdout a terminal)
//   swift run short-video --script "next next"     headless: prints the feed's events
//   swift run short-video --help
//
// Exit status: 0 done; 1 a script command could not apply; 2 bad command line or script;
// 74 (EX_IOERR) standard output could not be written; 128+n killed by signal n.

import ShortVideoCore
import TerminalPagerCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func printError(_ text: String) {
  TextFile.write("short-video: " + text + "\n", toDescriptor: 2)
}

let output = LineWriter(descriptor: 1)
let options: VideoOptions
do {
  options = try VideoOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  printError("\(error)")
  exit(2)
}
if options.showHelp {
  output.write(line: VideoOptions.help)
  output.finish(program: "short-video", status: 0)
}
guard let script = options.script else {
  guard isatty(1) == 1 else {
    printError("without a terminal, give a script: --script \"next next state\" (see --help)")
    exit(2)
  }
  exit(
    FullScreen.run(name: "short-video") { width, height, clock in
      VideoApp(options: options, width: width, height: height, clock: clock)
    })
}
let commands: [(token: String, command: VideoCommand)]
do {
  commands = try VideoCommand.parse(script)
} catch {
  printError("\(error)")
  exit(2)
}
var scriptOptions = options
if scriptOptions.format == nil { scriptOptions.format = isatty(1) == 1 ? .text : .jsonl }
let status = VideoScriptRunner.run(commands, options: scriptOptions) { output.write(line: $0) }
output.finish(program: "short-video", status: status)
