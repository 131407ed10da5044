// Phase: break opportunities. A Swift owner for an ICU break iterator.
// Opening one costs microseconds, so segmenters keep theirs for every
// paragraph they see, and a new one is cloned from the first opened for its
// locale; ICU keeps a pointer to the text, so the text is only handed over
// inside a scope that keeps it alive.

import CReflowICU

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An error from the text layer.
public enum TextError: Error, Hashable, Sendable, CustomStringConvertible {
  /// ICU could not open a line-break iterator for the locale.
  case breakIteratorUnavailable(locale: String, reason: String)
  /// ICU could not open a sentence-break iterator for the locale (`--wrap sentence`).
  case sentenceBreakIteratorUnavailable(locale: String, reason: String)
  /// The hyphenation dictionary could not be loaded.
  case hyphenationDictionaryUnavailable(path: String)
  /// A width or indent leaves no room for text.
  case invalidWidth(Int)
  /// The locale names a language or region ISO does not: a misspelling ICU would quietly treat as the root locale.
  case unknownLocale(String)
  /// The placeholder that ends a shortened line or text is wider than the room for it.
  case placeholderTooWide(placeholder: String, width: Int)
  /// A line limit below one.
  case invalidLineLimit(Int)
  /// Lines are to be centred, right-aligned or justified in more than `TextWrapOptions.maximumAlignedWidth` columns.
  case widthTooWideToAlign(Int)
  /// A goal below one column, or wider than the width (`TextLayoutOptions.goalIsValid`).
  case invalidGoal(goal: Int, width: Int)

  /// The widest line that may be aligned (`TextWrapOptions.maximumAlignedWidth`), here with the error that names
  /// it, in the layer below the options.
  package static let maximumAlignedWidth = 4_096

  /// A message for people, naming what went wrong.
  public var description: String {
    switch self {
    case .breakIteratorUnavailable(let locale, let reason):
      "cannot open a line-break iterator for locale '\(locale)': \(reason)"
    case .sentenceBreakIteratorUnavailable(let locale, let reason):
      "cannot open a sentence-break iterator for locale '\(locale)': \(reason)"
    case .hyphenationDictionaryUnavailable(let path): "cannot load the hyphenation dictionary '\(path)'"
    case .invalidWidth(let width): "the width \(width) leaves no room for text"
    case .unknownLocale(let locale):
      "unknown locale '\(locale)': give an ISO language code, such as 'ja' or 'zh_Hant' (or '' for the root rules)"
    case .placeholderTooWide(let placeholder, let width):
      "the placeholder '\(placeholder)' does not fit in \(width) columns"
    case .invalidLineLimit(let limit): "the line limit \(limit) must be at least 1"
    case .widthTooWideToAlign(let width):
      "the width \(width) is too wide to align lines in: at most \(Self.maximumAlignedWidth) columns"
    case .invalidGoal(let goal, let width): "the goal \(goal) must be between 1 and the width, \(width)"
    }
  }
}

/// An ICU line or character break iterator.
final class ICUBreakIterator {
  private let handle: OpaquePointer

  /// Opens a line-break iterator for an ICU locale identifier.
  ///
  /// The first for a locale is opened, and kept as a prototype that later
  /// ones are cloned from: opening looks the locale's rules up among ICU's
  /// resources each time, cloning copies what is already built. A one-shot
  /// `TextWrap.wrap` pays for one iterator, so this is most of its set-up.
  convenience init(lineBreaksFor locale: String) throws(TextError) {
    try self.init(key: "line \(locale)", locale: locale, failure: TextError.breakIteratorUnavailable) { status in
      rf_break_open(Int32(RF_BREAK_LINE), locale, &status)
    }
  }

  /// Opens a sentence-break iterator for an ICU locale identifier that ends no sentence after the locale's
  /// abbreviations in ICU's data nor after `abbreviations`.
  ///
  /// ICU has no such data for some locales (Chinese, Japanese), and its
  /// filter then refuses to open at all: the plain sentence iterator is
  /// filtered by `fallback` instead, since text in those languages quotes
  /// English (`e.g.`, `Dr.`) as much as any.
  convenience init(
    sentenceBreaksFor locale: String, suppressing abbreviations: [String], fallback: [String]
  ) throws(TextError) {
    try self.init(key: "sentence \(locale)", locale: locale, failure: TextError.sentenceBreakIteratorUnavailable) {
      status in
      var pointers = abbreviations.map { UnsafePointer(strdup($0)) }
      var fallbackPointers = fallback.map { UnsafePointer(strdup($0)) }
      defer { for pointer in pointers + fallbackPointers { free(UnsafeMutablePointer(mutating: pointer)) } }
      return pointers.withUnsafeMutableBufferPointer { listed in
        fallbackPointers.withUnsafeMutableBufferPointer {
          rf_sentence_open(
            locale, listed.baseAddress, Int32(listed.count), $0.baseAddress, Int32($0.count), &status)
        }
      }
    }
  }

  /// Clones the prototype kept under `key`, opening it with `open` the first time; a failure to open is reported as
  /// `failure` (locale, ICU's reason), which names the kind of iterator.
  private init(
    key: String, locale: String, failure: (String, String) -> TextError, open: (inout Int32) -> OpaquePointer?
  ) throws(TextError) {
    var status: Int32 = 0
    var unknown = false
    let cloned = ICUBreakIterator.prototypes.withLock { prototypes -> OpaquePointer? in
      if let prototype = prototypes[key] { return rf_break_clone(prototype, &status) }
      guard rf_locale_is_known(locale) == 1 else {
        unknown = true
        return nil
      }
      guard let opened = open(&status) else { return nil }
      // Locales are few; a caller that names more gets iterators opened afresh past this many.
      guard prototypes.count < 64 else { return opened }
      prototypes[key] = opened
      return rf_break_clone(opened, &status)
    }
    if unknown { throw .unknownLocale(String(locale.prefix { $0 != "@" })) }
    guard let handle = cloned else {
      throw failure(locale, String(cString: rf_error_name(status)))
    }
    self.handle = handle
  }

  /// The prototype for each kind and locale opened so far: iterators kept for the life of the process, only ever
  /// cloned, and only under the lock (a pthread mutex, which the thread sanitizer follows).
  private static let prototypes = PthreadLocked<[String: OpaquePointer]>([:])

  deinit { rf_break_close(handle) }

  /// Calls `body(offset, isMandatory)` for every break opportunity in `text` after its start.
  ///
  /// The last opportunity is always the end of the text.
  func forEachBreak(in text: UnsafeBufferPointer<UInt8>, _ body: (Int, Bool) -> Void) {
    guard let base = text.baseAddress, !text.isEmpty else { return }
    let status = base.withMemoryRebound(to: CChar.self, capacity: text.count) {
      rf_break_set_utf8(handle, $0, Int64(text.count))
    }
    guard status <= 0 else {
      body(text.count, false)
      return
    }
    while true {
      let offset = rf_break_next(handle)
      if offset < 0 { break }
      let rule = rf_break_rule_status(handle)
      body(Int(offset), rule >= 100 && rule < 200)
    }
  }
}
