#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's resident memory in bytes, from `/proc/self/statm` (0 where it is missing).
///
/// Coarse (whole pages, and freed memory the allocator keeps), so it is only used for
/// differences of many megabytes.
func residentBytes() -> Int {
  let descriptor = open("/proc/self/statm", O_RDONLY)
  guard descriptor >= 0 else { return 0 }
  defer { close(descriptor) }
  var buffer = [UInt8](repeating: 0, count: 256)
  let count = read(descriptor, &buffer, buffer.count - 1)
  guard count > 0 else { return 0 }
  let fields = String(decoding: buffer[0..<count], as: UTF8.self).split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The process's peak resident memory in bytes since the last ``resetPeakResidentBytes()``,
/// from `VmHWM` in `/proc/self/status` (0 where it is missing).
func peakResidentBytes() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return 0
  }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    let fields = line.split(separator: " ")
    if fields.count >= 2, let kilobytes = Int(fields[1]) { return kilobytes * 1_024 }
  }
  return 0
}

/// Makes the peak resident memory start again from the current one (Linux: `clear_refs` 5).
func resetPeakResidentBytes() {
  let descriptor = open("/proc/self/clear_refs", O_WRONLY)
  guard descriptor >= 0 else { return }
  defer { close(descriptor) }
  _ = write(descriptor, "5", 1)
}
