// Test support: the text a terminal shows for ANSI output, with its SGR
// sequences and OSC 8 hyperlinks removed.

/// The text a terminal shows for ANSI output: SGR sequences and OSC 8 hyperlinks removed.
func withoutEscapes(_ text: String) -> String {
  var result = ""
  var scalars = text.unicodeScalars[...]
  while let first = scalars.first {
    scalars = scalars.dropFirst()
    guard first == "\u{1B}" else {
      result.unicodeScalars.append(first)
      continue
    }
    if scalars.first == "[" {
      while let next = scalars.first, !("@"..."~").contains(next) || next == "[" { scalars = scalars.dropFirst() }
      scalars = scalars.dropFirst()
    } else if scalars.first == "]" {
      while let next = scalars.first, next != "\\" { scalars = scalars.dropFirst() }
      scalars = scalars.dropFirst()
    }
  }
  return result
}
