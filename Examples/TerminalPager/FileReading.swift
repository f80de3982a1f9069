#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The contents of a text file, or `nil` if it cannot be read.
func readFile(_ path: String) -> String? {
  let descriptor = open(path, O_RDONLY)
  guard descriptor >= 0 else { return nil }
  defer { close(descriptor) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4_096)
  while true {
    let count = read(descriptor, &buffer, buffer.count)
    if count < 0 { return nil }
    if count == 0 { break }
    bytes += buffer[0..<count]
  }
  return String(decoding: bytes, as: UTF8.self)
}
