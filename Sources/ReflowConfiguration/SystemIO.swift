// The C library's file calls, wrapped so that every failure is an error value
// carrying errno: files are read in chunks (so output can start before the
// input ends), and writes are checked (so a full disk is reported).

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed system call.
package struct SystemError: Error {
  package let code: Int32

  /// The failure `code` (an errno value) names.
  package init(code: Int32) { self.code = code }

  /// The C library's description, such as "No such file or directory".
  package var reason: String { String(cString: strerror(code)) }

  package static var current: SystemError { SystemError(code: errno) }
}

/// A file descriptor open for reading.
package final class InputFile {
  /// How messages name it: `'path'`, or `standard input`.
  package let displayName: String
  package let descriptor: Int32
  private let ownsDescriptor: Bool
  /// A regular file's size when it was opened: reading stops there, so a file that another program keeps
  /// appending to (a log) is read to an end instead of forever.
  private let sizeWhenOpened: Int?
  /// Bytes still to read before ``sizeWhenOpened``.
  private var remaining: Int?

  /// Standard input.
  package static var standardInput: InputFile { InputFile(displayName: "standard input", descriptor: 0, owns: false) }

  /// Reads `descriptor`, which messages call `displayName`; closes it when done if it `owns` it.
  package init(displayName: String, descriptor: Int32, owns: Bool) {
    self.displayName = displayName
    self.descriptor = descriptor
    self.ownsDescriptor = owns
    var status = stat()
    let isRegular = fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    // Files in /proc and /sys say they are empty and are not: a size of 0 sets no limit.
    sizeWhenOpened = isRegular && status.st_size > 0 ? Int(status.st_size) : nil
    remaining = sizeWhenOpened
  }

  /// Opens `path` for reading.
  package convenience init(path: String) throws(SystemError) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .current }
    self.init(displayName: "'\(path)'", descriptor: descriptor, owns: true)
    // A directory opens, but cannot be read; say so now rather than on the first read.
    if !isRegularFile {
      var status = stat()
      if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR { throw SystemError(code: EISDIR) }
    }
  }

  deinit { if ownsDescriptor { close(descriptor) } }

  /// Whether the descriptor is a regular file, which can be read twice.
  package var isRegularFile: Bool {
    var status = stat()
    return fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
  }

  /// What tells one version of a regular file from another; nil for a pipe or terminal, which has none.
  ///
  /// Compared before and after a run to find a file that changed while it was read.
  package var version: FileVersion? {
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    return FileVersion(status)
  }

  /// When a regular file was last modified; nil for a pipe or terminal.
  package var modified: timespec? {
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    return status.st_mtim
  }

  /// The file's owner and group.
  package var owner: (uid_t, gid_t)? {
    var status = stat()
    return fstat(descriptor, &status) == 0 ? (status.st_uid, status.st_gid) : nil
  }

  /// How many names (hard links) the file has.
  package var linkCount: Int {
    var status = stat()
    return fstat(descriptor, &status) == 0 ? Int(status.st_nlink) : 1
  }

  /// The file's permission bits.
  package var mode: mode_t? {
    var status = stat()
    return fstat(descriptor, &status) == 0 ? status.st_mode & 0o7777 : nil
  }

  /// Appends up to `count` bytes to `buffer`; returns how many, 0 at the end.
  package func read(appendingTo buffer: inout [UInt8], count requested: Int) throws(SystemError) -> Int {
    let count = remaining.map { Swift.min($0, requested) } ?? requested
    guard count > 0 else { return 0 }
    let start = buffer.count
    buffer.append(contentsOf: repeatElement(0, count: count))
    var got = -1
    repeat {
      got = buffer.withUnsafeMutableBufferPointer { Glibc.read(descriptor, $0.baseAddress! + start, count) }
    } while got < 0 && errno == EINTR
    guard got >= 0 else {
      let error = SystemError.current
      buffer.removeLast(count)
      throw error
    }
    buffer.removeLast(count - got)
    if let left = remaining { remaining = got == 0 ? 0 : left - got }
    return got
  }

  /// Reads everything left.
  ///
  /// A regular file's size is known, so its bytes are read into storage of that size at once: growing by
  /// doubling would copy a large file several times over, into memory the kernel maps afresh each time.
  package func readAll() throws(SystemError) -> [UInt8] {
    var bytes: [UInt8] = []
    if let remaining, remaining > 0 { bytes.reserveCapacity(remaining) }
    while try read(appendingTo: &bytes, count: Swift.max(remaining ?? 0, 1 << 16)) > 0 {}
    return bytes
  }

  /// Goes back to the start, for a second pass over a regular file.
  package func rewind() throws(SystemError) {
    guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw .current }
    remaining = sizeWhenOpened
  }
}

/// The size, modification time and inode of a file at one moment.
package struct FileVersion: Equatable {
  package var size: Int64
  package var seconds: Int64
  package var nanoseconds: Int64
  package var inode: UInt64

  package init(_ status: stat) {
    size = Int64(status.st_size)
    seconds = Int64(status.st_mtim.tv_sec)
    nanoseconds = Int64(status.st_mtim.tv_nsec)
    inode = UInt64(status.st_ino)
  }

  /// The version of the file now at `path` (a symbolic link is followed), or nil if there is none.
  package static func of(path: String) -> FileVersion? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return FileVersion(status)
  }
}

/// A file descriptor open for writing.
package final class OutputFile: Sendable {
  package let descriptor: Int32
  private let ownsDescriptor: Bool

  /// Standard output.
  package static let standardOutput = OutputFile(descriptor: 1, owns: false)

  package init(descriptor: Int32, owns: Bool) {
    self.descriptor = descriptor
    self.ownsDescriptor = owns
  }

  deinit { if ownsDescriptor { close(descriptor) } }

  /// Writes all of `bytes`, however many calls that takes.
  package func write(_ bytes: [UInt8]) throws(SystemError) {
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBufferPointer {
        Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw .current
      }
      written += result
    }
  }
}

/// Writes a message to standard error.
package func printError(_ message: String) {
  let line = Array("reflow: \(message)\n".utf8)
  _ = line.withUnsafeBufferPointer { Glibc.write(2, $0.baseAddress!, $0.count) }
}

/// Where standard output and standard error lead.
package enum StandardStreams {
  /// Whether standard error is the same file as standard output, and not a terminal: an editor's filter
  /// (`cmd >out 2>&1`), whose every byte becomes the user's text.
  package static var errorGoesToOutputFile: Bool {
    var output = stat()
    var error = stat()
    guard fstat(STDOUT_FILENO, &output) == 0, fstat(STDERR_FILENO, &error) == 0 else { return false }
    return output.st_dev == error.st_dev && output.st_ino == error.st_ino && isatty(STDERR_FILENO) == 0
  }
}
