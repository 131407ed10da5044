// Test support: the text a rewrap must keep, with white space and escape
// sequences removed.

import Foundation

/// Non-space text with escape sequences removed: what must survive any rewrap.
func visibleText(_ text: String) -> String {
  let escape = #/\x1B(\[[0-?]*[ -/]*[@-~]|\][^\x07\x1B]*(\x07|\x1B\\))/#
  return text.replacing(escape, with: "").split(whereSeparator: \.isWhitespace).joined()
}
