#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and writes small text files without Foundation: script files, golden transcripts.
package enum TextFile {
  /// The contents of a file.
  ///
  /// - Parameter path: The file's path.
  /// - Returns: Its text, or `nil` if it cannot be read.
  package static func read(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
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
  package static func write(_ text: String, to path: String) -> Bool {
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
  package static func write(_ text: String, toDescriptor descriptor: Int32) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(
          descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
        if written < 0, errno == EINTR { continue }
        if written <= 0 { return false }
        offset += written
      }
      return true
    }
  }
}

/// Output lines bound for a file descriptor, written in blocks, that remember whether every
/// write succeeded: a full disk, a closed descriptor or a broken pipe is an error the program
/// reports, not something it hides behind exit status 0.
package final class LineWriter {
  private let descriptor: Int32
  private var buffer = ""
  /// The `errno` of the first failed write, or `nil` while everything was written.
  package private(set) var failure: Int32?

  /// A writer to `descriptor` (1 for standard output).
  ///
  /// - Parameter descriptor: An open file descriptor.
  package init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Adds a line (a newline is appended); writes when 64 KiB are waiting.
  ///
  /// - Parameter line: The line, without its newline.
  package func write(line: String) {
    guard failure == nil else { return }
    buffer += line
    buffer += "\n"
    if buffer.utf8.count >= 65_536 { flush() }
  }

  /// Writes everything waiting.
  ///
  /// - Returns: Whether every write so far succeeded.
  @discardableResult
  package func flush() -> Bool {
    guard failure == nil else { return false }
    if !buffer.isEmpty {
      errno = 0
      if !TextFile.write(buffer, toDescriptor: descriptor) { failure = errno == 0 ? EIO : errno }
      buffer = ""
    }
    return failure == nil
  }
}

/// read(2), under the name each C library gives it.
package func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
  #else
    Darwin.read(descriptor, buffer, count)
  #endif
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
  #else
    Darwin.write(descriptor, buffer, count)
  #endif
}

extension LineWriter {
  /// Exit status for output that could not be written (sysexits' EX_IOERR).
  package static let outputErrorStatus: Int32 = 74

  /// Writes the last lines and exits with `status`; if standard output could not be written,
  /// says why on stderr and exits 74 instead.
  ///
  /// - Parameters:
  ///   - program: The program's name, for the message.
  ///   - status: The exit status when everything was written.
  package func finish(program: String, status: Int32) -> Never {
    guard flush() else {
      let reason = failure.flatMap { strerror($0) }.map { String(cString: $0) } ?? "error"
      TextFile.write(
        "\(program): cannot write to standard output: \(reason)\n", toDescriptor: 2)
      exit(Self.outputErrorStatus)
    }
    exit(status)
  }
}
