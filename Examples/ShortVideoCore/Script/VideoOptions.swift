import FolioHost
import TerminalPagerCore

/// The command line of `short-video`.
package struct VideoOptions: Hashable, Sendable {
  /// The longest latency `--latency` accepts, in milliseconds (an hour).
  package static let maximumLatency = 3_600_000

  /// Script text (`--script`).
  package var script: String?
  /// Output format (`--format`); `nil` picks jsonl when stdout is not a terminal.
  package var format: PagerOptions.Format?
  /// How long the server takes to answer, in milliseconds (`--latency`, default 400).
  package var latency = 400
  /// Whether `--help` was given.
  package var showHelp = false
  /// Who moves the pages (`--host owned|follow|swiftui`).
  package var host = TerminalHostKind.owned
  /// Whether the terminal reports the mouse (not with `--no-mouse`).
  package var mouse = true

  package init() {}

  /// Reads the arguments (without the program name).
  ///
  /// - Parameter arguments: The arguments.
  /// - Returns: The options.
  /// - Throws: ``PagerOptions/UsageError`` naming an unknown option or a bad value.
  package static func parse(_ arguments: [String]) throws(PagerOptions.UsageError) -> VideoOptions {
    let line = try ServiceCommandLine(arguments, latency: 400, maximumLatency: maximumLatency)
    var options = VideoOptions()
    options.script = line.script
    options.format = line.format
    options.latency = line.latency
    options.showHelp = line.showHelp
    options.host = line.host
    options.mouse = line.mouse
    return options
  }

  /// The `--help` text.
  package static let help = """
    short-video: a vertical feed of clips on Folio (load more, a player budget, autoplay).

    usage: short-video [--script "<commands>"] [--format jsonl|text] [--latency MS]
                       [--host owned|follow|swiftui] [--bounce] [--no-mouse]

      --script "..."       run commands headless on a manual clock and print events
      --format jsonl|text  how script events print (jsonl unless stdout is a terminal)
      --latency MS         how long the server takes to answer a batch, 0 to 3600000 (400)
      --host owned|follow|swiftui
                           who moves the pages: the host's touches (owned), a model of a
                           paging platform scroll view that owns the offset (follow), or
                           FolioSwiftUI's pager as FolioPageView drives it (swiftui: its drag,
                           where a drag across the clips is not theirs, and its timeline)
      --bounce             with --host follow: the scroll view rubber-bands past either
                           end, as a UIScrollView does (without, it stops at the ends)
      --no-mouse           leave the mouse to the terminal (its own selection)
      --help               this text

    The feed loads clips in batches of 10 (60 in all) as you near its end; a loading page
    follows the last clip, a failure page when a batch fails (retry with r). At most 3 clip
    controllers live (each owns a player); a clip plays once half of it has been shown for
    300 ms.

    script commands (separated by spaces or ;):
      next, prev         swipe to the next or previous page and wait until it rests (& to not)
      jump:N[:instant][:forward|:backward]
                         go to page N (& to not wait; :forward, :backward as in pager)
      drag:F             finger down, moved F page heights (positive toward later clips)
      release:V          finger up at V pages per second
      tick:MS            advance the clock MS milliseconds
      touch:X:Y          a finger down at column X, row Y of the 60x16 clip area
      move:X:Y:MS        the clock advances MS milliseconds, then the finger moves to X, Y
      lift               the finger lifts (a drag pages; a press and release is a tap)
      wait               until nothing moves, no batch is on its way and the clip shown
                         has had its impression (and plays)
      fail:on|off        whether the server's next answers fail
      retry              ask again after a failed batch
      pin, unpin         the current clip keeps its player; every pin let go
      memory             a memory warning: all but the shown and pinned pages go at once
      state              print the state
      ended, ended:N     the current clip (the clip of page N) ended: its page asks for the
                         next one, which comes only while it is the current page at rest
      sheet:on|off       a sheet covers the feed (the clip shown pauses), or goes

    events (jsonl): pager's, plus loadMore {index}, loadFail, play and pause {index, page},
    ended {index, page}, autoAdvance {index, page, controller};
    state: pager's keys plus count, hasMore, feed, live {type: count}, pinned [indices].

    keys: j/↓/l next, k/↑/h previous, g/G first/last, digits+Enter jump, p pin, u unpin,
    f failures on/off, r retry, m memory warning, e the clip ended, q quit.
    """
}
