import FolioHost
import FolioNestedScroll
import TerminalPagerCore

/// The command line of `tabbed-news`.
package struct NewsOptions: Hashable, Sendable {
  /// The longest latency `--latency` and `latency:` accept, in milliseconds (an hour).
  package static let maximumLatency = 3_600_000

  /// Script text (`--script`).
  package var script: String?
  /// Output format (`--format`); `nil` picks jsonl when stdout is not a terminal.
  package var format: PagerOptions.Format?
  /// How long a load takes, in milliseconds (`--latency`, default 300).
  package var latency = 300
  /// Channels loaded on each side of the visible ones (`--working-range`, default 1; sizes
  /// above 100 count as 100).
  package var workingRange = 1
  /// Whether `--help` was given.
  package var showHelp = false
  /// Who moves the pages (`--host owned|follow|swiftui`).
  package var host = TerminalHostKind.owned
  /// Who moves the feeds under the header (`--feeds owned|follow`): the coordinator's physics,
  /// or each feed's own scroll view that the coordinator follows.
  package var feeds = NestedScrollMotion.owned
  /// What a pull refreshes (`--refresh feeds|screen`): each channel its own, or the screen
  /// once, the pull stretching the header.
  package var refresh = NestedRefreshScope.eachFeed
  /// Whether the terminal reports the mouse (not with `--no-mouse`).
  package var mouse = true
  /// Where the scene keeps the screen's place across runs (`--scene FILE`), as a UIKit scene
  /// does with FolioStateRestoration's `SceneRestoration`; `nil`: nowhere.
  package var sceneFile: String?

  package init() {}

  /// Reads the arguments (without the program name).
  ///
  /// - Parameter arguments: The arguments.
  /// - Returns: The options.
  /// - Throws: ``PagerOptions/UsageError`` naming an unknown option or a bad value.
  package static func parse(_ arguments: [String]) throws(PagerOptions.UsageError) -> NewsOptions {
    var options = NewsOptions()
    let line = try ServiceCommandLine(arguments, latency: 300, maximumLatency: maximumLatency) {
      option, value throws(PagerOptions.UsageError) in
      if option == "--scene" {
        let path = try value()
        guard !path.isEmpty else {
          throw PagerOptions.UsageError(description: "--scene takes a file path, not ''")
        }
        options.sceneFile = path
        return true
      }
      if option == "--feeds" {
        let text = try value()
        switch text {
        case "owned": options.feeds = .owned
        case "follow": options.feeds = .followed
        default:
          throw PagerOptions.UsageError(
            description: "--feeds takes owned or follow, not '\(ScriptText.quoted(text))'")
        }
        return true
      }
      if option == "--refresh" {
        let text = try value()
        switch text {
        case "feeds": options.refresh = .eachFeed
        case "screen": options.refresh = .screen
        default:
          throw PagerOptions.UsageError(
            description: "--refresh takes feeds or screen, not '\(ScriptText.quoted(text))'")
        }
        return true
      }
      guard option == "--working-range" else { return false }
      let text = try value()
      guard let number = ScriptToken.wholeNumber(text), number >= 0 else {
        throw PagerOptions.UsageError(
          description:
            "\(option) takes a whole number of 0 or more, not '\(ScriptText.quoted(text))'")
      }
      options.workingRange = min(number, PagerOptions.maximumWorkingRange)
      return true
    }
    options.script = line.script
    options.format = line.format
    options.latency = line.latency
    options.showHelp = line.showHelp
    options.host = line.host
    options.mouse = line.mouse
    // SwiftUI's feeds are scroll views that report their offsets (FolioSwiftUI's nested feeds).
    if options.host == .swiftUI, options.feeds != .followed {
      throw PagerOptions.UsageError(
        description: "--host swiftui needs --feeds follow (a SwiftUI feed is its own scroll view)")
    }
    return options
  }

  /// The `--help` text.
  package static let help = """
    tabbed-news: a tabbed news service on Folio (channels, feeds, loads, tabs).

    usage: tabbed-news [--script "<commands>"] [--format jsonl|text] [--latency MS]
                       [--working-range N] [--host owned|follow|swiftui]
                       [--feeds owned|follow] [--refresh feeds|screen] [--scene FILE]
                       [--bounce] [--no-mouse]

      --script "..."       run commands headless on a manual clock and print events
      --format jsonl|text  how script events print (jsonl unless stdout is a terminal)
      --latency MS         how long a feed takes to load, 0 to 3600000 (300)
      --working-range N    channels loaded on each side of the visible ones (1; at most 100)
      --host owned|follow|swiftui
                           who moves the pages: the host's touches (owned), a model of a
                           paging platform scroll view that owns the offset (follow), or
                           FolioSwiftUI's pager as FolioPageView drives it (swiftui: its drag
                           and timeline; needs --feeds follow)
      --feeds owned|follow who scrolls the feeds under the header: the header's coordinator
                           (owned), or each feed's own model of a UITableView, which the
                           coordinator follows (follow: vdrag and vrelease drive it)
      --refresh feeds|screen
                           what a pull refreshes: each channel its own (feeds), or the
                           screen once, the pull stretching the header (screen)
      --scene FILE         the scene's saved place, as a UIKit scene keeps it: restored at
                           the start (the channel, each feed's offset), saved by background
                           and disconnect (and by quitting)
      --bounce             with --host follow: the scroll view rubber-bands past either
                           end, as a UIScrollView does (without, it stops at the ends)
      --no-mouse           leave the mouse to the terminal (its own selection)

    Exit status: 0 done; 1 a script command could not apply; 2 bad command line or script;
    74 standard output could not be written; 128+n killed by signal n (130 for Ctrl-C).

    Interactive keys: <-/-> or h/l swipe, Up/Down or k/j scroll the feed, digits then Enter
    jump (! before Enter: instant), g/G first/last channel, c next config (v1 v2 v3), q quit.

    Script commands (separated by spaces or ;): next prev jump:N[:instant][:forward|:backward]
    tap:N drag:F release:V tick:MS wait scroll:R vdrag:R vrelease:V pan:X:Y config:NAME
    latency:MS state background foreground disconnect refresh-end refresh-end:N
    touch:X:Y move:X:Y:MS lift (a finger at column X, row Y of the 80x18 feed area);
    a trailing & on next, prev, jump or tap starts the motion without waiting.
    """
}
