// Phase: line starts, plain text. A rewrapped line is read again by the next
// run, and its first word is read as a lead: a quote or comment marker, a
// bullet, a header field's name, a signature's separator, a rule line. Such a
// word is kept off a line's start, so the paragraph reads back as written.
// ``LineLead`` reads the leads; this decides where none may be made.

extension LineStartPolicy {
  /// Plain text's line-start rules: which segment of a paragraph may start a line under ``LeadRules``.
  ///
  /// ``TextWrapper`` asks for every segment after a space (through ``Rules``,
  /// which ``TextParagraph/items(into:narrowestLine:rules:)`` reads), with the
  /// rule holds of the paragraph found once before.
  enum PlainText {
    /// The rules for one paragraph: the leads the document reads, and the paragraph's rule holds, found once.
    struct Rules: LineStartRules {
      let leads: LeadRules
      let ruleHolds: [Int: RuleHold]

      /// The rules for `paragraph`, whose narrowest line is `narrowestLine` columns.
      init(_ paragraph: TextParagraph, leads: LeadRules, narrowestLine: Int) {
        self.leads = leads
        ruleHolds = PlainText.ruleHolds(paragraph.content.bytes, paragraph.segments, narrowestLine: narrowestLine)
      }

      @inline(__always)
      func lineStart(ofSegment index: Int, in paragraph: TextParagraph) -> LineStart {
        PlainText.lineStart(paragraph.content.bytes, paragraph.segments, index, rules: leads, ruleHolds: ruleHolds)
      }
    }

    /// Whether `segment` is a rule (``HorizontalRules/isRule(_:)``).
    ///
    /// Asked of nearly every word, so the first byte answers for most.
    @inline(__always)
    private static func isRule(_ content: [UInt8], _ segment: TextSegment) -> Bool {
      guard segment.end - segment.start >= 3, HorizontalRules.isRuleCharacter(content[Int(segment.start)]) else {
        return false
      }
      return content.withUnsafeBufferPointer {
        HorizontalRules.isRule(UnsafeBufferPointer(rebasing: $0[Int(segment.start)..<Int(segment.end)]))
      }
    }

    /// Which word a rule keeps on its line, so that it never stands alone there unless it is to.
    ///
    /// A rule alone on a line reads back as a rule line, a paragraph of its
    /// own. So a rule holds the word after it (`--- it` stays together, as
    /// prose writes a dash) where the two fit the narrowest line, and
    /// otherwise the word before it, with whatever a rule before that word
    /// holds to it; a rule that ends the paragraph holds the word before it.
    /// Where neither fits, the rule stands alone between forced breaks: the
    /// paragraph is set as the next pass will read it, two paragraphs and a
    /// rule line, each line within the width. A rule held by the rule before
    /// it cannot start a line, so it holds nothing, and a run of rules
    /// (`===== =====`) stays breakable; nor does a rule that UAX #14 holds to
    /// a neighbour already (`#### }`).
    enum RuleHold {
      case after, before, alone, neither
    }

    /// The hold of every rule of a paragraph (``RuleHold``), by segment index; empty when it has no rule.
    ///
    /// One pass, left to right: a rule's hold depends on the holds before it.
    static func ruleHolds(_ content: [UInt8], _ segments: [TextSegment], narrowestLine: Int) -> [Int: RuleHold] {
      var holds: [Int: RuleHold] = [:]
      for current in segments.indices where isRule(content, segments[current]) {
        let previousHold = current > 0 ? holds[current - 1] : nil
        if previousHold == .after || segments[current].next == .spaceWithoutBreak
          || current > 0 && segments[current - 1].next == .spaceWithoutBreak
        {
          holds[current] = .neither
          continue
        }
        let startsLine = current == 0 || previousHold == .alone
        // The neighbours as a line holds them: with what UAX #14 holds to them across a space (`#### }x`), and
        // before, with a rule that holds the word before.
        let width = Int(segments[current].width)
        var after = current + 1 < segments.count ? Int(segments[current + 1].width) : 0
        var next = current + 1
        while next + 1 < segments.count && segments[next].next == .spaceWithoutBreak && after <= narrowestLine {
          next += 1
          after += 1 + Int(segments[next].width)
        }
        var before = current > 0 ? Int(segments[current - 1].width) : 0
        var previous = current - 1
        while previous > 0 && segments[previous - 1].next == .spaceWithoutBreak && before <= narrowestLine {
          previous -= 1
          before += 1 + Int(segments[previous].width)
        }
        if previous > 0, holds[previous - 1] == .after { before += 1 + Int(segments[previous - 1].width) }
        let fitsAfter = current + 1 < segments.count && width + 1 + after <= narrowestLine
        let fitsBefore = !startsLine && before + 1 + width <= narrowestLine
        if current + 1 == segments.count {
          holds[current] = startsLine ? .neither : fitsBefore ? .before : .alone
        } else {
          holds[current] = fitsAfter ? .after : fitsBefore ? .before : .alone
        }
      }
      return holds
    }

    /// Whether a line may start with `segments[index]`: at once for a word that starts with a lowercase letter in a
    /// paragraph with no rule, since no marker, bullet, leader, separator or field's name starts so; otherwise by
    /// ``lineStartByFullRule(_:_:_:rules:ruleHolds:)``.
    ///
    /// Asked of nearly every word after a space, so the common answer is
    /// inlined where the items are made and most words never call the rule.
    @inline(__always)
    static func lineStart(
      _ content: [UInt8], _ segments: [TextSegment], _ index: Int, rules: LeadRules, ruleHolds: [Int: RuleHold]
    ) -> LineStart {
      let first = content[Int(segments[index].start)]
      if first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") && ruleHolds.isEmpty { return .free }
      return lineStartByFullRule(content, segments, index, rules: rules, ruleHolds: ruleHolds)
    }

    /// Whether a line may start with `segment` under `rules`: never where it would read as a marker or bullet, and
    /// only where nothing else fits where it would read as a field's name or a signature's separator.
    ///
    /// A line that read back as a list item, a quote or a rule would change
    /// the paragraph's structure on the next refill, so those words stay off a
    /// line's start even at the cost of the width. A `--` at a line's start,
    /// or a field's name where the paragraph (`segments`) holds no other,
    /// reads back the same, and yields to the width: two names
    /// starting lines would read back as a run of header fields.
    @inline(never)
    static func lineStartByFullRule(
      _ content: [UInt8], _ segments: [TextSegment], _ index: Int, rules: LeadRules, ruleHolds: [Int: RuleHold]
    ) -> LineStart {
      let segment = segments[index]
      let first = content[Int(segment.start)]
      // A field's name starting a line after the first, next to another line that starts with one (the first, or
      // a later one), would read back as a run of header fields, kept as written: the paragraph would come back
      // cut in two, and its first part set again on its own. A name ends with its colon, so that byte goes first.
      if rules.detectsFields && content[Int(segment.end) - 1] == UInt8(ascii: ":")
        && first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
        && (segment.next == .space || segment.next == .spaceWithoutBreak || segment.next == .end)
      {
        guard isFieldName(content, segment) else { return .free }
        // A trailer's name starting a line reads back as a trailer, a record of its own, wherever it stands.
        let name = content.withUnsafeBufferPointer {
          UnsafeBufferPointer(rebasing: $0[Int(segment.start)..<Int(segment.end)])
        }
        if LineLead.isTrailerName(name) { return .forbidden }
        // Names are rare: the paragraph is searched only when one asks, and only up to a second.
        let names = segments.lazy.filter { isFieldName(content, $0) }.prefix(2).count
        return names <= 1 ? .avoided : .forbidden
      }
      // A rule (`======`, `-----`) alone on a line reads back as a rule line, kept as written: the paragraph would
      // come back cut in two, and its first part set again on its own. So a rule shares its line with a word, or
      // stands between forced breaks where none fits beside it (``RuleHold``, `ruleHolds` from ``ruleHolds(_:_:narrowestLine:)``).
      if !ruleHolds.isEmpty {
        switch ruleHolds[index] {
        case .before: return .forbidden
        case .alone: return .required
        default: break
        }
        switch ruleHolds[index - 1] {
        case .after: return .forbidden
        case .alone: return .required
        default: break
        }
      }
      // Only these bytes can start a marker, a bullet or a signature's separator.
      guard
        QuoteMarkers.isMarker(first) || first == UInt8(ascii: "-") || first == UInt8(ascii: "*")
          || first == UInt8(ascii: "+") || first == UInt8(ascii: "#") || first == UInt8(ascii: "/")
          || first == UInt8(ascii: ";") || first == UInt8(ascii: "%") || first == 0xE2
          || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
      else { return .free }
      // A comment leader alone (`//`, `--`, `;`, `%`) starting two lines in a row would read back as a comment block.
      if rules.detectsCommentBlocks,
        content.withUnsafeBufferPointer({
          DocumentLineReader.blockLeader($0, lineStart: Int(segment.start), lineEnd: Int(segment.end))
        }) != nil
      {
        return .forbidden
      }
      // The word `--` on a line of its own reads as a signature's separator to mail tools that drop trailing spaces,
      // and any line it starts may
      // end after it, so it never starts one (a dash reads better at a line's end anyway). Dashes joined to a word
      // (`--verbose`) are that word's start; a line ends between them only when the word is cut.
      if rules.detectsSignatures && segment.end - segment.start == 2 && first == UInt8(ascii: "-")
        && content[Int(segment.start) + 1] == UInt8(ascii: "-")
        && (segment.next == .space || segment.next == .spaceWithoutBreak || segment.next == .end)
      {
        // Under -q it is a comment leader, which would start a paragraph of its own.
        return rules.detectsComments ? .forbidden : .avoided
      }
      // The segment, then what follows it: a space and a word, a word, or the line end.
      let start = Int(segment.start)
      let length = Int(segment.end) - start
      // Built on the stack: this runs for every word that starts with one of the bytes above.
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length + 2) { probe in
        content.withUnsafeBufferPointer { probe.baseAddress!.initialize(from: $0.baseAddress! + start, count: length) }
        var count = length
        switch segment.next {
        case .space, .spaceWithoutBreak:
          probe[count] = 0x20
          probe[count + 1] = 0x78
          count += 2
        case .end: break
        default:
          probe[count] = 0x78
          count += 1
        }
        return LineLead(UnsafeBufferPointer(rebasing: probe[..<count]), rules: rules).textStart > 0 ? .forbidden : .free
      }
    }

    /// Whether `segment` is a field's name on its own (`Password:`), as a line could start with it.
    static func isFieldName(_ content: [UInt8], _ segment: TextSegment) -> Bool {
      let first = content[Int(segment.start)]
      guard content[Int(segment.end) - 1] == UInt8(ascii: ":"), first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z")
      else { return false }
      return content.withUnsafeBufferPointer {
        LineLead.fieldNameEnd(UnsafeBufferPointer(rebasing: $0[Int(segment.start)..<Int(segment.end)]), from: 0) != nil
      }
    }
  }
}
