#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends the process with status 2, the usual status for a command-line usage error.
func exitWithUsageError() -> Never {
  exit(2)
}
