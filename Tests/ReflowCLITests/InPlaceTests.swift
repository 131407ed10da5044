// End-to-end: -i keeps the file. The new text replaces the old through a
// temporary file and a rename that keeps the mode and, as root, the owner and
// group; a file with other hard links is overwritten in place instead, so the
// links stay one file; a write that fails (here a size limit, as a full disk
// would) leaves the file as it was and no temporary file behind; and a run
// that changed files exits 0.

import Foundation
import Testing

/// The owner, group, inode, link count and permission bits of the file at `path`.
private func status(_ path: String) throws -> (uid: uid_t, gid: gid_t, inode: UInt64, links: Int, mode: mode_t) {
  var status = stat()
  guard stat(path, &status) == 0 else { throw POSIXError(.ENOENT) }
  return (status.st_uid, status.st_gid, UInt64(status.st_ino), Int(status.st_nlink), status.st_mode & 0o7777)
}

/// A quoted paragraph that grows when rewrapped narrower: each new line takes a `> ` of its own.
private let quoted = "> " + Array(repeating: "word", count: 400).joined(separator: " ") + "\n"

@Suite struct InPlaceTests {
  @Test func aRunThatChangedFilesExitsZero() throws {
    let tree = try ScratchTree(["a.txt": longLine, "b.md": longLine])
    let run = try tree.reflow(["-i", "-w", "40", "a.txt", "b.md"])
    #expect(run.status == 0, "\(run.err)")
    #expect(run.out.isEmpty && run.err.isEmpty)
    #expect(try tree.text("a.txt") != longLine && tree.text("b.md") != longLine)
  }

  /// As root a new file belongs to root: the temporary file is given the original's owner and group first.
  @Test(.enabled(if: getuid() == 0, "only root may give a file to another user"))
  func asRootTheOwnerAndGroupAreKept() throws {
    let tree = try ScratchTree(["a.txt": longLine])
    let path = tree.root.appendingPathComponent("a.txt").path
    #expect(chown(path, 1234, 5678) == 0 && chmod(path, 0o640) == 0)
    let run = try tree.reflow(["-i", "-w", "40", "a.txt"])
    #expect(run.status == 0, "\(run.err)")
    let after = try status(path)
    #expect(after.uid == 1234 && after.gid == 5678)
    #expect(after.mode == 0o640)
    #expect(try tree.text("a.txt") != longLine)
  }

  /// A rename would leave the other name with the old text: the file is rewritten where it is.
  @Test func hardLinksStayOneFile() throws {
    let tree = try ScratchTree(["a.txt": longLine])
    let path = tree.root.appendingPathComponent("a.txt").path
    let other = tree.root.appendingPathComponent("other.txt").path
    #expect(link(path, other) == 0)
    let before = try status(path)
    let run = try tree.reflow(["-i", "-w", "40", "a.txt"])
    #expect(run.status == 0, "\(run.err)")
    let after = try status(path)
    #expect(after.inode == before.inode && after.links == 2)
    #expect(try tree.text("other.txt") == tree.text("a.txt"))
    #expect(widest(try tree.text("other.txt")) <= 40)
    #expect(try FileManager.default.contentsOfDirectory(atPath: tree.root.path).sorted() == ["a.txt", "other.txt"])
  }

  /// A size limit below the new text's size (`ulimit -f`) fails the write: the run says so and exits 1 (rather than
  /// dying of SIGXFSZ, as a shell leaves it to), the file is as it was, and no temporary file stays behind.
  @Test func aWritePastTheSizeLimitLeavesTheFileAsItWas() throws {
    let tree = try ScratchTree(["a.txt": quoted])
    let limit = (quoted.utf8.count / 1024 + 1) * 1024
    #expect(try tree.reflow(["-w", "12", "a.txt"]).out.utf8.count > limit)
    let (code, message) = try runInPlace(in: tree.root, sizeLimit: limit)
    #expect(code == 1, "\(message)")
    #expect(message.contains("'a.txt'") && message.contains("File too large"), "\(message)")
    #expect(try tree.text("a.txt") == quoted)
    #expect(try FileManager.default.contentsOfDirectory(atPath: tree.root.path) == ["a.txt"])
  }

  /// A full disk, on a small tmpfs, leaves the file as it was, its links too, and nothing behind.
  ///
  /// With room for the original but not for the new text, the temporary file
  /// cannot be written; for a hard-linked file, with room for the temporary
  /// file but not for the original to grow to its size, the space cannot be
  /// reserved before the original is touched.
  @Test(.enabled(if: getuid() == 0, "only root may mount a file system"), arguments: [false, true])
  func aFullDiskLeavesTheFileAsItWas(hardLinked: Bool) throws {
    let text = String(repeating: quoted, count: 40)
    let page = 4096
    let pages = { (bytes: Int) in (bytes + page - 1) / page }
    let scratch = try ScratchTree(["a.txt": text])
    let newSize = try scratch.reflow(["-w", "12", "a.txt"]).out.utf8.count
    #expect(pages(newSize) - pages(text.utf8.count) >= 2)
    // Free pages after the original: too few for the new text, or enough for it but not for the growth after.
    let free = hardLinked ? pages(newSize) + (pages(newSize) - pages(text.utf8.count)) / 2 : pages(newSize) - 1
    let disk = scratch.root.appendingPathComponent("disk")
    try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
    let size = (pages(text.utf8.count) + free) * page
    try #require(
      try scratch.run(["sh", "-c", "mount -t tmpfs -o size=\(size) tmpfs disk && echo mounted"]) == "mounted\n")
    defer { _ = try? scratch.run(["umount", "disk"]) }
    try Data(text.utf8).write(to: disk.appendingPathComponent("a.txt"))
    if hardLinked {
      #expect(link(disk.appendingPathComponent("a.txt").path, disk.appendingPathComponent("other.txt").path) == 0)
    }
    let (code, message) = try runInPlace(in: disk)
    #expect(code == 1, "\(message)")
    #expect(message.contains("'a.txt'") && message.contains("No space left on device"), "\(message)")
    #expect(message.contains("left as it was"), "\(message)")
    #expect(try String(contentsOf: disk.appendingPathComponent("a.txt"), encoding: .utf8) == text)
    let left = try FileManager.default.contentsOfDirectory(atPath: disk.path).sorted()
    #expect(left == (hardLinked ? ["a.txt", "other.txt"] : ["a.txt"]))
    if hardLinked { #expect(try status(disk.appendingPathComponent("a.txt").path).links == 2) }
  }
}

/// Runs `reflow -i -w 12 a.txt` in `folder`, with files limited to `sizeLimit` bytes as `ulimit -f` limits them
/// (and SIGXFSZ at its default and unblocked, as a shell leaves it, where a test runner may not); returns the exit status (128 and the signal's
/// number for a process killed) and standard error.
private func runInPlace(in folder: URL, sizeLimit: Int = -1) throws -> (Int32, String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  let launcher = """
    import os, resource, signal, sys
    signal.signal(signal.SIGXFSZ, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGXFSZ])
    resource.setrlimit(resource.RLIMIT_FSIZE, (\(sizeLimit), \(sizeLimit)))
    os.execv(sys.argv[1], sys.argv[1:])
    """
  process.arguments = ["python3", "-c", launcher, CLIFixture.binary.path, "-i", "-w", "12", "a.txt"]
  process.currentDirectoryURL = folder
  let err = Pipe()
  process.standardError = err
  try process.run()
  let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return (process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus, message)
}
