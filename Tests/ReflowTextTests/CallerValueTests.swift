// Values a caller sets through the public API that must never trap, and
// errors as an app shows them: a tab width of zero set after initialising,
// a negative truncation width, and `localizedDescription`.

import FlowLayout
import Foundation
import ReflowText
import Testing

@Suite struct CallerValueTests {
  /// The setter brings a tab width into range as the initializer does: zero once divided by zero.
  @Test(arguments: [0, -3, Int.min])
  func aTabWidthBelowOneSetLaterIsOne(tabWidth: Int) {
    var widths = WidthOptions()
    widths.tabWidth = tabWidth
    #expect(widths.tabWidth == 1)
    #expect(TextWrap.displayWidth("a\tb", options: widths) == 3)
    #expect(TextWrap.expandTabs("a\tb", options: widths) == "a b")
  }

  /// A tab stop billions of columns away would expand one tab into billions of spaces.
  @Test func aHugeTabWidthStopsAtTheMaximum() {
    var widths = WidthOptions(tabWidth: Int.max)
    #expect(widths.tabWidth == WidthOptions.maximumTabWidth)
    widths.tabWidth = Int.max
    #expect(widths.tabWidth == WidthOptions.maximumTabWidth)
    #expect(TextWrap.displayWidth("\t", options: widths) == WidthOptions.maximumTabWidth)
  }

  @Test func anAmbiguousWidthOtherThanTwoSetLaterIsOne() {
    var widths = WidthOptions(ambiguousWidth: 2)
    widths.ambiguousWidth = 7
    #expect(widths.ambiguousWidth == 1)
    #expect(widths == WidthOptions(ambiguousWidth: 1))
  }

  /// A negative width is the width's fault, not the placeholder's.
  @Test func truncatingToANegativeWidthNamesTheWidth() {
    #expect(throws: TextError.invalidWidth(-1)) { try TextWrap.truncate("abc", toWidth: -1) }
    #expect((try? TextWrap.truncate("abc", toWidth: 0, placeholder: "")) == "")
  }

  /// Widths and goals at `Int`'s ends are errors or answers: each of these overflowed (found by fuzzing public-api).
  @Test func widthsAndGoalsAtTheEndsOfIntNeverOverflow() throws {
    #expect(throws: TextError.invalidWidth(Int.min)) {
      try TextWrap.wrap("a b", options: TextWrapOptions(width: Int.min, initialIndent: "> "))
    }
    #expect(throws: TextError.invalidGoal(goal: Int.min, width: Int.max)) {
      try TextWrap.wrap("a b", options: TextWrapOptions(width: Int.max, goal: Int.min))
    }
    #expect(try TextWrap.wrap("a b", options: TextWrapOptions(width: Int.max, goal: Int.max)) == ["a b"])
    // Centring in a measure of a billion columns would write half a billion spaces a line.
    #expect(throws: TextError.widthTooWideToAlign(1 << 30)) {
      try TextWrap.wrap("a b", options: TextWrapOptions(width: 1 << 30, alignment: .center))
    }
    #expect(try TextWrap.wrap("a b", options: TextWrapOptions(width: 1 << 30)) == ["a b"])
  }

  /// Bytes cut inside a character are measured without reading past the buffer (found by fuzzing public-api).
  @Test func aCharacterCutByTheBuffersEndIsMeasuredInside() {
    var measurer = DisplayWidthMeasurer()
    let cut: [UInt8] = [0x61, 0xE6, 0x97]  // "a" and the first two bytes of 日
    #expect(cut.withUnsafeBufferPointer { measurer.width(of: $0, in: 0..<$0.count) } >= 1)
  }

  /// `localizedDescription`, what an app shows, is the error's own sentence.
  @Test func errorsDescribeThemselvesToFoundation() {
    let textError: any Error = TextError.invalidWidth(0)
    #expect(textError.localizedDescription == "the width 0 leaves no room for text")
    let layoutError: any Error = FlowLayoutError.invalidSetting(name: "item spacing", value: "-1.0")
    #expect(layoutError.localizedDescription == "item spacing is -1.0; it must not be negative")
  }
}
