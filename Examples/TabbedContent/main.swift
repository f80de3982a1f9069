// tabbed-news: a tabbed news service on Folio.
//
//   swift run tabbed-news                          interactive, full screen (stdout a terminal)
//   swift run tabbed-news --script "next tap:3"    headless: prints the service's events
//   swift run tabbed-news --help
//
// Exit status: 0 done; 1 a script command could not apply; 2 bad command line or script;
// 74 (EX_IOERR) standard output could not be written; 128+n killed by signal n.

import TabbedNewsCore
import TerminalPagerCore

ServiceProgram.main(
  name: "tabbed-news", example: "next tap:3 state", help: NewsOptions.help,
  parse: { arguments throws(PagerOptions.UsageError) in
    let options = try NewsOptions.parse(arguments)
    return (
      ServiceCommandLine(
        script: options.script, format: options.format, showHelp: options.showHelp,
        mouse: options.mouse),
      options
    )
  },
  interactive: { options, width, height, clock in
    NewsApp(options: options, width: width, height: height, clock: clock)
  },
  runScript: { script, format, options, print throws(ScriptSyntaxError) in
    var options = options
    options.format = format
    return NewsScriptRunner.run(try NewsCommand.parse(script), options: options, print: print)
  })
