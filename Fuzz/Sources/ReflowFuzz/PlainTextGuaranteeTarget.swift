// Target: plain text's guarantee, with the options the command line gives the
// formatter in each of its modes: a second run changes nothing, and a refill
// reads the same words from the output as from the input.

@testable import ReflowParagraph
@testable import ReflowText
@testable import ReflowUnicode

extension FuzzTarget {
  /// A second run over the output changes nothing, and the words a refill reads are the input's, in every mode the
  /// command line has, at widths from 10, on any bytes (invalid UTF-8 passes through as `reflow` passes it).
  static let plainTextGuarantee = FuzzTarget(
    name: "plain-text-guarantee", summary: "reflow's plain text settles and keeps every word, in every mode"
  ) { input in
    let width = input.number(in: 10...100)
    let mode = input.number(in: 0...12)
    var options = DocumentOptions(wrap: TextWrapOptions(width: width, breaksLongWords: false, spacing: .preserve))
    switch mode {
    case 1: options.wrap.breaksAtSentences = true
    case 2: options.shape = .splitOnly
    case 3:
      options.wrap.width = 1 << 40
      options.wrap.algorithm = .greedy
    case 4: options.wrap.spacing = .sentences
    case 5: options.shape = .crownMargin
    case 6: options.shape = .taggedParagraph
    case 7: options.prefixes.insert(.commentLeaders)
    case 8: options.prefix = "# "
    case 9:
      options.wrap.alignment = .justified
      options.wrap.algorithm = .knuthPlass
    case 10: options.wrap.algorithm = .greedy
    case 11: options.wrap.algorithm = .balance
    default: break
    }
    let text = Array(input.rest)
    let formatter = try! DocumentFormatter(options: options)
    let once = passingThrough(text, formatter)
    let twice = passingThrough(once, formatter)
    let context = "mode \(mode) width \(width): \(shown(text))"
    require(twice == once, "a second run changed it, \(context)\nonce:\n\(shown(once))\ntwice:\n\(shown(twice))")
    require(
      refillWords(once, options) == refillWords(text, options),
      "words changed, \(context)\nonce:\n\(shown(once))")
  }

  /// Formats `bytes` as the plain-text pipeline does: invalid UTF-8 passes through unchanged.
  private static func passingThrough(_ bytes: [UInt8], _ formatter: DocumentFormatter) -> [UInt8] {
    bytes.withUnsafeBufferPointer { buffer in
      guard UTF8Validation.firstInvalidOffset(in: buffer) != nil else { return formatter.format(utf8: buffer) }
      // Text that holds the stand-ins already is refused by the pipeline too.
      guard let escaped = InvalidBytes.escaped(buffer) else { return Array(buffer) }
      var output = escaped.text.withUnsafeBufferPointer { formatter.format(utf8: $0) }
      InvalidBytes.restore(&output)
      return output
    }
  }

  /// The words a refill reads: each paragraph joined onto one line by the same options with no width, split at
  /// white space, without the words that are markers, which a prefix repeats or drops from line to line.
  private static func refillWords(_ bytes: [UInt8], _ options: DocumentOptions) -> [ArraySlice<UInt8>] {
    var joining = options
    joining.wrap.width = 1 << 40
    joining.wrap.algorithm = .greedy
    joining.wrap.alignment = .leading
    joining.wrap.breaksAtSentences = false
    if joining.shape == .splitOnly { joining.shape = .sameIndent }
    let refill = try! DocumentFormatter(options: joining)
    refill.checksReadBack = false
    let markers: Set<[UInt8]> = Set(["#", "//", "///", "//!", "--", "*"].map { Array($0.utf8) })
    return passingThrough(bytes, refill).split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
      .filter { word in
        !(markers.contains(Array(word)) || word.allSatisfy { $0 == UInt8(ascii: ">") }
          || word.allSatisfy { $0 == UInt8(ascii: ";") } || word.allSatisfy { $0 == UInt8(ascii: "%") })
      }
  }
}
