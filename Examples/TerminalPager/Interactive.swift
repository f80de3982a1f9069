import TerminalPagerCore

/// Runs the full-screen demo; returns the exit status.
func runInteractive(options: PagerOptions) -> Int32 {
  print("interactive mode is not built yet")
  return 1
}
