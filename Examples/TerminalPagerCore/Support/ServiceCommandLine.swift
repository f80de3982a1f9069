import Folio
import FolioHost

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command line the service examples (`tabbed-news`, `short-video`) share: `--script`,
/// `--format`, `--latency MS` and `--help`, with options of their own read by the caller.
package struct ServiceCommandLine: Hashable, Sendable {
  /// Script text (`--script`).
  package var script: String?
  /// Output format (`--format`); `nil` picks jsonl when stdout is not a terminal.
  package var format: PagerOptions.Format?
  /// `--latency`, in milliseconds.
  package var latency: Int
  /// Whether `--help` was given.
  package var showHelp = false
  /// `--host owned|follow|swiftui` (owned by default).
  package var host = TerminalHostKind.owned
  /// Whether the terminal reports the mouse (not with `--no-mouse`).
  package var mouse = true

  /// What a program's own options hold of the shared command line.
  ///
  /// - Parameters:
  ///   - script: The script, if any.
  ///   - format: The format, if given.
  ///   - showHelp: Whether `--help` was given.
  ///   - mouse: Whether the terminal reports the mouse.
  package init(script: String?, format: PagerOptions.Format?, showHelp: Bool, mouse: Bool = true) {
    self.script = script
    self.format = format
    self.showHelp = showHelp
    self.mouse = mouse
    latency = 0
  }

  /// Reads the arguments (without the program name).
  ///
  /// - Parameters:
  ///   - arguments: The arguments.
  ///   - latency: The default latency, in milliseconds.
  ///   - maximumLatency: The longest `--latency` accepted.
  ///   - other: Reads an option the shared ones do not know, with a way to take its value;
  ///     returns `false` for an unknown option.
  /// - Throws: ``PagerOptions/UsageError`` naming an unknown option or a bad value.
  package init(
    _ arguments: [String], latency: Int, maximumLatency: Int,
    other: (_ option: String, _ value: () throws(PagerOptions.UsageError) -> String)
      throws(PagerOptions.UsageError) -> Bool = { _, _ in false }
  ) throws(PagerOptions.UsageError) {
    self.latency = latency
    var rest = arguments[...]
    func value(for option: String) throws(PagerOptions.UsageError) -> String {
      guard let value = rest.popFirst() else {
        throw PagerOptions.UsageError(description: "\(option) needs a value")
      }
      return value
    }
    var bounce = false
    while let argument = rest.popFirst() {
      switch argument {
      case "--bounce": bounce = true
      case "--script": script = try value(for: argument)
      case "--format":
        let text = try value(for: argument)
        guard let format = PagerOptions.Format(rawValue: text) else {
          throw PagerOptions.UsageError(
            description: "--format is jsonl or text, not '\(ScriptText.quoted(text))'")
        }
        self.format = format
      case "--latency":
        let text = try value(for: argument)
        guard let number = ScriptToken.wholeNumber(text), number >= 0, number <= maximumLatency
        else {
          throw PagerOptions.UsageError(
            description:
              "--latency takes milliseconds from 0 to \(maximumLatency), not '\(ScriptText.quoted(text))'"
          )
        }
        self.latency = number
      case "--help", "-h": showHelp = true
      case "--host": host = try TerminalHostKind(option: try value(for: argument))
      case "--no-mouse": mouse = false
      default:
        let known = try other(argument) { () throws(PagerOptions.UsageError) -> String in
          try value(for: argument)
        }
        guard known else {
          throw PagerOptions.UsageError(
            description: "unknown option '\(ScriptText.quoted(argument))'; see --help")
        }
      }
    }
    if bounce { host = try host.bouncing() }
  }
}

/// The `main` the service examples share: options, `--help`, the interactive mode on a
/// terminal, or a script (exit 2 before anything runs for a bad one).
@MainActor
package enum ServiceProgram {
  /// Runs a service example and exits.
  ///
  /// - Parameters:
  ///   - name: The program's name, for messages.
  ///   - example: A script to suggest when there is no terminal.
  ///   - help: The `--help` text.
  ///   - parse: Reads the command line into the shared part and the program's options.
  ///   - interactive: Makes the full-screen app.
  ///   - runScript: Parses and runs a script with the format chosen; returns the exit status,
  ///     or throws the script's syntax error (before anything runs).
  package static func main<Options>(
    name: String, example: String, help: String,
    parse: ([String]) throws(PagerOptions.UsageError) -> (ServiceCommandLine, Options),
    interactive:
      @escaping (Options, _ width: Int, _ height: Int, HostClock) -> any FullScreenApp,
    runScript: (String, PagerOptions.Format, Options, _ print: @escaping (String) -> Void)
      throws(ScriptSyntaxError) -> Int32
  ) -> Never {
    func printError(_ text: String) { TextFile.write("\(name): " + text + "\n", toDescriptor: 2) }
    let output = LineWriter(descriptor: 1)
    let line: ServiceCommandLine
    let options: Options
    do {
      (line, options) = try parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
      printError("\(error)")
      exit(2)
    }
    if line.showHelp {
      output.write(line: help)
      output.finish(program: name, status: 0)
    }
    guard let script = line.script else {
      guard isatty(1) == 1 else {
        printError("without a terminal, give a script: --script \"\(example)\" (see --help)")
        exit(2)
      }
      exit(
        FullScreen.run(name: name, mouse: line.mouse) { width, height, clock in
          interactive(options, width, height, clock)
        })
    }
    let format = line.format ?? (isatty(1) == 1 ? .text : .jsonl)
    let status: Int32
    do {
      status = try runScript(script, format, options) { output.write(line: $0) }
    } catch {
      printError("\(error)")
      exit(2)
    }
    output.finish(program: name, status: status)
  }
}
