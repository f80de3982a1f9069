import FolioHost

/// The command line of `pager`.
package struct PagerOptions: Hashable, Sendable {
  /// How events are printed in script mode.
  package enum Format: String, Sendable {
    /// One JSON object per line.
    case jsonl
    /// One readable line per event.
    case text
  }

  /// The most built-in pages `--pages` accepts (10^8: about 20 s to start and 5 GB, as the
  /// container indexes every page's identity; 10^6 take 0.13 s and 70 MB); above it the
  /// command line is refused with exit status 2.
  package static let maximumPages = 100_000_000

  /// The largest working range size: larger sizes (any `Int`) are clamped to it, because each
  /// page in range holds a live controller.
  package static let maximumWorkingRange = 100

  /// Built-in pages (`--pages`, default 24, at most ``maximumPages``).
  package var pages = 24
  /// Working range size (`--working-range`, default 1; 0 turns the plugin off; clamped to
  /// ``maximumWorkingRange``).
  package var workingRange = 1
  /// Recycle distance (`--recycle-distance`, default 3; any whole number of 0 or more).
  package var recycleDistance = 3
  /// The page the pages open on (`--open`, by index: any whole number of 0 or more, clamped
  /// to the pages); `nil`: the first.
  package var openIndex: Int?
  /// The most pages bound at once (`--bound`, any whole number of 1 or more); `nil`: no
  /// limit.
  package var boundPageLimit: Int?
  /// The largest `--spacing`, in columns.
  package static let maximumSpacing = 1_000
  /// The longest `--auto` interval, in seconds (a day).
  package static let maximumAuto = 86_400.0

  /// A page's width as a fraction of the page area (`--page-size`, `0 < F ≤ 1`, default 1);
  /// below 1 the pages are centred and the neighbours peek.
  package var pageSize = 1.0
  /// Columns between pages (`--spacing`, default 0, at most ``maximumSpacing``).
  package var spacing = 0
  /// Whether the pages are laid out right to left (`--rtl`).
  package var rightToLeft = false
  /// Whether the pages loop: past the last page comes the first (`--loop`).
  package var loops = false
  /// Seconds between automatic advances (`--auto`, default 0: off; at most ``maximumAuto``).
  package var autoSeconds = 0.0
  /// Seed for anything random (`--seed`, default 1).
  package var seed: UInt64 = 1
  /// Script text (`--script`).
  package var script: String?
  /// Script file (`--script-file`).
  package var scriptFile: String?
  /// Output format (`--format`); `nil` picks jsonl when stdout is not a terminal.
  package var format: Format?
  /// Whether `--help` was given.
  package var showHelp = false
  /// Who moves the pages (`--host owned|follow|swiftui`, default owned): the host's touches, a
  /// model of a paging platform scroll view that owns the offset, or FolioSwiftUI's pager.
  package var host = TerminalHostKind.owned
  /// Whether the terminal reports the mouse (on unless `--no-mouse`, which keeps the
  /// terminal's own selection).
  package var mouse = true

  /// Default options.
  package init() {}

  /// Why the command line could not be read.
  package struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong, naming the argument.
    package var description: String

    package init(description: String) {
      self.description = description
    }
  }

  /// Reads the arguments (without the program name).
  ///
  /// - Parameter arguments: The arguments.
  /// - Returns: The options.
  /// - Throws: ``UsageError`` naming an unknown option or a bad value.
  package static func parse(_ arguments: [String]) throws(UsageError) -> PagerOptions {
    var options = PagerOptions()
    var bounce = false
    var rest = arguments[...]
    func value(for option: String) throws(UsageError) -> String {
      guard let value = rest.popFirst() else {
        throw UsageError(description: "\(option) needs a value")
      }
      return value
    }
    func count(for option: String, atMost limit: Int = .max, _ unit: String = "")
      throws(UsageError) -> Int
    {
      let text = try value(for: option)
      // Any whole number: past Int's range it counts as Int.max (each option then clamps).
      guard let number = ScriptToken.wholeNumber(text), number >= 0 else {
        throw UsageError(
          description:
            "\(option) takes a whole number of 0 or more, not '\(ScriptText.quoted(text))'")
      }
      guard number <= limit else {
        throw UsageError(
          description: "\(option) takes at most \(limit) \(unit), not '\(ScriptText.quoted(text))'")
      }
      return number
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--pages":
        options.pages = try count(for: argument, atMost: maximumPages, "pages")
      case "--working-range":
        options.workingRange = min(try count(for: argument), maximumWorkingRange)
      case "--recycle-distance": options.recycleDistance = try count(for: argument)
      case "--open": options.openIndex = try count(for: argument)
      case "--bound":
        let text = try value(for: argument)
        guard let limit = ScriptToken.wholeNumber(text), limit >= 1 else {
          throw UsageError(
            description:
              "--bound takes a whole number of 1 or more, not '\(ScriptText.quoted(text))'")
        }
        options.boundPageLimit = limit
      case "--page-size":
        let text = try value(for: argument)
        guard let fraction = Double(text), fraction.isFinite, fraction > 0, fraction <= 1 else {
          throw UsageError(
            description:
              "--page-size takes a fraction of the page area, 0 < F <= 1, not '\(ScriptText.quoted(text))'"
          )
        }
        options.pageSize = fraction
      case "--spacing":
        options.spacing = try count(for: argument, atMost: maximumSpacing, "columns")
      case "--rtl": options.rightToLeft = true
      case "--loop": options.loops = true
      case "--auto":
        let text = try value(for: argument)
        guard let seconds = Double(text), seconds.isFinite, seconds >= 0, seconds <= maximumAuto
        else {
          throw UsageError(
            description:
              "--auto takes seconds from 0 (off) to \(Int(maximumAuto)), not '\(ScriptText.quoted(text))'"
          )
        }
        options.autoSeconds = seconds
      case "--seed":
        let text = try value(for: argument)
        guard let seed = UInt64(text) else {
          throw UsageError(
            description:
              "--seed takes a whole number from 0 to \(UInt64.max), not '\(ScriptText.quoted(text))'"
          )
        }
        options.seed = seed
      case "--script": options.script = try value(for: argument)
      case "--script-file": options.scriptFile = try value(for: argument)
      case "--format":
        let text = try value(for: argument)
        guard let format = Format(rawValue: text) else {
          throw UsageError(
            description: "--format is jsonl or text, not '\(ScriptText.quoted(text))'")
        }
        options.format = format
      case "--help", "-h": options.showHelp = true
      case "--host": options.host = try TerminalHostKind(option: try value(for: argument))
      case "--no-mouse": options.mouse = false
      case "--bounce": bounce = true
      default:
        throw UsageError(description: "unknown option '\(ScriptText.quoted(argument))'; see --help")
      }
    }
    if options.script != nil, options.scriptFile != nil {
      throw UsageError(description: "--script and --script-file cannot be used together")
    }
    if bounce { options.host = try options.host.bouncing() }
    return options
  }

  /// The `--help` text.
  package static let help = """
    pager: a terminal demo of Folio's page container.

    usage: pager [--pages N] [--open I] [--working-range N] [--recycle-distance R] [--bound B]
                 [--seed S]
                 [--page-size F] [--spacing N] [--rtl] [--loop] [--auto S]
                 [--host owned|follow|swiftui] [--bounce] [--no-mouse]
                 [--script "<commands>" | --script-file F] [--format jsonl|text]

      --pages N             built-in pages p0...p(N-1), Article/Photo/Video by i mod 3 (24);
                            at most 100000000 (10^8 take about 20 s and 5 GB to start)
      --working-range N     pages prefetched on each side of the visible ones; 0 = off (1);
                            any whole number: sizes above 100 count as 100
      --open I              the pages open on page I (clamped to the pages): no other page
                            is bound or shown first (0)
      --recycle-distance R  controllers more than R pages away are reclaimed (3)
      --bound B             at most B pages bound at once, whatever the working range and
                            the recycle distance: the farthest give theirs up first, never
                            a page shown (no limit); state: "active"
      --seed S              seed for the pages' text and pictures (1)
      --page-size F         a page's width as a fraction of the page area, 0 < F <= 1 (1);
                            below 1 pages are centred and the neighbours peek; a page is
                            at least 1% of the area and one cell wide
      --spacing N           columns between pages, 0 to 1000 (0)
      --rtl                 right to left: page 0 at the right, <- goes to the next page
                            (script commands stay logical: drag:F > 0 goes toward higher pages)
      --loop                the pages loop: past the last page comes the first, and jumps take
                            the shorter way round; needs as many pages as the page area shows
                            at once, and at least 2 (state: "looping")
      --auto S              advance every S seconds while nothing moves, 0 = off (0); a finger
                            down or any motion holds it, then it resumes after S seconds
      --host owned|follow|swiftui
                            who moves the pages: the host's touches (owned), a model of a
                            paging platform scroll view that owns the offset (follow), or
                            FolioSwiftUI's pager as FolioPageView drives it: its drag (a drag
                            across the pages is not theirs) and its timeline (swiftui)
      --bounce              with --host follow: the scroll view rubber-bands past either
                            end, as a UIScrollView does (without, it stops at the ends, as
                            the container's own physics do)
      --no-mouse            leave the mouse to the terminal (its own selection); the mouse
                            otherwise drags pages and taps tabs
      --script "..."        run commands headless on a manual clock and print events
      --script-file F       the same, from a file (not together with --script)
      --format jsonl|text   how script events print (jsonl unless stdout is a terminal)

    Exit status: 0 done; 1 a script command could not apply; 2 bad command line or script;
    74 standard output could not be written; 128+n killed by signal n (130 for Ctrl-C).

    Interactive keys: <-/-> previous/next page (animated; mirrored with --rtl), h/l swipe,
    PgUp/PgDn previous/next, Home/End first/last, digits then Enter jump (! before Enter:
    instant), g/G first/last, i insert after current, x delete current, m move current to the
    end, r reload, +/- working range, space auto-advance on/off (every S seconds with --auto,
    else 2), ? help, q quit, Ctrl-Z suspend.

    Script commands (separated by spaces or ;): next prev drag:F release:V tick:MS wait
    jump:N[:instant][:forward|:backward] insert:I delete:I move:I:J update:I reload range:N
    bound:B bound:off state target input:off input:on
    key:NAME (left right up down pageUp pageDown home end) a11y:increment a11y:decrement
    touch:X:Y move:X:Y:MS lift (a finger at column X, row Y of the 80x18 page area);
    zoom:W zoom:W:same zoom:off (the current page's photo W cells wider than the page);
    a trailing & on next, prev, jump, key or a11y starts the motion without waiting.
    Pages are labelled "Page n of m"; an announce event says each page the pages settle on.
    """
}
