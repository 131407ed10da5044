// Documents: a configuration file's text, read from disk to place its
// diagnostic on the key at fault.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole files.
enum FileContents {
  /// The bytes of the file at `path`, or nil when it cannot be read.
  static func read(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let got = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { return got == 0 ? bytes : nil }
      bytes += chunk[..<got]
    }
  }
}
