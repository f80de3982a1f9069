import Folio
import TerminalPagerCore

/// Runs the full-screen demo (see ``FullScreen/run(name:makeApp:)`` for how it ends).
@MainActor
func runInteractive(options: PagerOptions) -> Int32 {
  FullScreen.run(name: "pager", mouse: options.mouse) { width, height, clock in
    PagerApp(options: options, layout: ScreenLayout(width: width, height: height), clock: clock)
  }
}
