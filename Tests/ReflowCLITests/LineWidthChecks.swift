// Test support: a line every width rewraps, and checks that output lines were
// filled to a width.

/// A paragraph of forty words on one line: every width below 200 rewraps it.
let longLine = Array(repeating: "word", count: 40).joined(separator: " ") + "\n"

/// The widest line of `text`, in characters (the tests' text is ASCII).
func widest(_ text: String) -> Int {
  text.split(separator: "\n").map(\.count).max() ?? 0
}

/// Whether `text`'s lines were filled to `width`: none wider, and the widest within one word ("word ") of it.
func filled(_ text: String, to width: Int) -> Bool {
  widest(text) <= width && widest(text) > width - 5
}
