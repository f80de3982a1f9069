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

ServiceProgram.main(
  name: "short-video", example: "next next state", help: VideoOptions.help,
  parse: { arguments throws(PagerOptions.UsageError) in
    let options = try VideoOptions.parse(arguments)
    return (
      ServiceCommandLine(
        script: options.script, format: options.format, showHelp: options.showHelp,
        mouse: options.mouse),
      options
    )
  },
  interactive: { options, width, height, clock in
    VideoApp(options: options, width: width, height: height, clock: clock)
  },
  runScript: { script, format, options, print throws(ScriptSyntaxError) in
    var options = options
    options.format = format
    return VideoScriptRunner.run(try VideoCommand.parse(script), options: options, print: print)
  })
