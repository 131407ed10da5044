// Support: the transcript of an editor's session with `reflow lsp`, for a
// reader to see what the end-to-end tests saw. The tests write one only when
// REFLOW_TRANSCRIPTS names a folder (Scripts/check/editor_transcripts.sh);
// otherwise they write nothing.

import Foundation

/// The buffer after each step of an editor's session, and whether the end matched `reflow -i`, as Markdown.
struct EditorTranscript {
  /// The editor and the recipe, as the transcript's heading names them.
  var title: String
  /// What was done, before the steps.
  var setting: String
  /// Each step's name and the buffer after it.
  var steps: [(step: String, buffer: String)] = []
  /// The check against `reflow -i`, in words, and whether it held.
  var check: (said: String, held: Bool)?

  /// Writes the transcript to `name` in the folder REFLOW_TRANSCRIPTS names; does nothing when it names none.
  func write(as name: String) throws {
    guard let folder = ProcessInfo.processInfo.environment["REFLOW_TRANSCRIPTS"], !folder.isEmpty else { return }
    // The buffers hold no four-backtick line, so a four-backtick fence holds each whole.
    var text = "# \(title)\n\n\(setting)\n"
    for (index, step) in steps.enumerated() {
      text += "\n## \(index + 1). \(step.step)\n\n````text\n\(step.buffer)\n````\n"
    }
    if let check { text += "\n## Checked\n\n\(check.said): \(check.held ? "the same" : "**different**").\n" }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try text.write(toFile: (folder as NSString).appendingPathComponent(name), atomically: false, encoding: .utf8)
  }
}
