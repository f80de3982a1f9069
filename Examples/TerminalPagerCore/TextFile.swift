#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and writes small text files without Foundation: script files, golden transcripts.
public enum TextFile {
  /// The contents of a file.
  ///
  /// - Parameter path: The file's path.
  /// - Returns: Its text, or `nil` if it cannot be read.
  public static func read(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = Glibc.read(descriptor, &buffer, buffer.count)
      if count < 0 { return nil }
      if count == 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Replaces a file's contents.
  ///
  /// - Parameters:
  ///   - text: The new contents.
  ///   - path: The file's path.
  /// - Returns: Whether everything was written.
  @discardableResult
  public static func write(_ text: String, to path: String) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return write(text, toDescriptor: descriptor)
  }

  /// Writes all of `text` to an open file descriptor, however many calls it takes.
  ///
  /// - Parameters:
  ///   - text: What to write.
  ///   - descriptor: An open descriptor, such as 1 for standard output.
  /// - Returns: Whether everything was written.
  @discardableResult
  public static func write(_ text: String, toDescriptor descriptor: Int32) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(
          descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
        if written <= 0 { return false }
        offset += written
      }
      return true
    }
  }
}
