// Inputs built to exhaust memory, stack or patience: a huge word, a huge
// paragraph, deep nesting, a giant tag cloud and a long stream. Each run must
// finish with everything kept, and memory must grow with the input, not
// faster; Scripts/check/resource_bounds.sh runs the full sizes on a release build.

import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct ResourceBoundTests {
  /// False under Scripts/check/sanitize.sh: shadow memory and quarantine swamp what the memory bounds measure.
  private let memoryIsMeasured = ProcessInfo.processInfo.environment["REFLOW_SANITIZER"] == nil

  @Test func aTenMegabyteWordIsKeptWholeOnItsOwnLineAsFmtDoes_orCutToTheWidth() throws {
    let word = [UInt8](repeating: UInt8(ascii: "x"), count: 10_000_000)
    let file = try temporaryFile("word.txt", contents: Array("head ".utf8) + word + Array(" tail\n".utf8))
    defer { try? FileManager.default.removeItem(at: file) }
    // With --break-words a word wider than the line is cut between characters, so no line overflows.
    let cut = try runMeasured(["-w", "40", "--break-words", file.path])
    #expect(cut.status == 0)
    #expect(cut.output.filter { $0 != 0x0A && $0 != 0x20 } == Array("head".utf8) + word + Array("tail".utf8))
    #expect(cut.output.split(separator: 0x0A).allSatisfy { $0.count <= 40 })
    // By default it stands whole on a line of its own, between its neighbours.
    let whole = try runMeasured(["-w", "40", file.path])
    #expect(whole.status == 0)
    #expect(whole.output.split(separator: 0x0A).map(Array.init) == [Array("head".utf8), word, Array("tail".utf8)])
  }

  /// One paragraph of `words` pseudo-random words, without a blank line.
  private func paragraph(words: Int) -> [UInt8] {
    let vocabulary = ["lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do"]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var text: [UInt8] = []
    text.reserveCapacity(words * 7)
    for index in 0..<words {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      if index > 0 { text.append(index % 13 == 0 ? 0x0A : 0x20) }
      text += vocabulary[Int(state >> 33) % vocabulary.count].utf8
    }
    return text + [0x0A]
  }

  @Test func aSingleParagraphKeepsEveryWord_inMemoryThatGrowsInProportion() throws {
    var peaks: [Int] = []
    for words in [50_000, 200_000] {
      let text = paragraph(words: words)
      let file = try temporaryFile("paragraph-\(words).txt", contents: text)
      defer { try? FileManager.default.removeItem(at: file) }
      let run = try runMeasured(["-w", "72", file.path])
      #expect(run.status == 0)
      #expect(run.output.split { $0 == 0x20 || $0 == 0x0A } == text.split { $0 == 0x20 || $0 == 0x0A })
      #expect(run.output.split(separator: 0x0A).allSatisfy { $0.count <= 72 })
      peaks.append(run.peakMemory)
    }
    // Four times the paragraph may take at most about four times the memory above the program's own.
    guard memoryIsMeasured else { return }
    let base = try runMeasured(["-w", "72"]) { try? $0.write(contentsOf: Data("x\n".utf8)) }.peakMemory
    #expect(peaks[1] - base <= 5 * max(peaks[0] - base, 1 << 20), "peaks \(peaks), base \(base)")
  }

  @Test func aStreamThroughAPipeRunsInMemoryThatDoesNotGrowWithIt() throws {
    signal(SIGPIPE, SIG_IGN)
    let block = Array(String(repeating: "a stream of words that never ends ", count: 30).utf8) + [0x0A, 0x0A]
    let chunk = Data(Array(repeating: block, count: 1000).joined())
    var peaks: [Int] = []
    for total in [4 << 20, 16 << 20] {
      let run = try runMeasured(["-w", "50"]) { pipe in
        var written = 0
        while written < total {
          guard (try? pipe.write(contentsOf: chunk)) != nil else { return }
          written += chunk.count
        }
      }
      #expect(run.status == 0)
      #expect(run.output.count > total * 9 / 10, "\(run.output.count) bytes out of \(total)")
      peaks.append(run.peakMemory)
    }
    guard memoryIsMeasured else { return }
    // Four times the stream, 12 MB more of it: memory that held the stream would grow by at least that.
    #expect(peaks[1] < peaks[0] + (8 << 20), "peaks \(peaks.map { $0 >> 20 }) MB for 4 and 16 MB streams")
  }

  /// A large file is formatted batch by batch, and a batch is small: working memory beyond start-up stays a few
  /// megabytes whatever the file's size (30 MiB in all on the 53 MB corpus, where 4 MB batches took 46).
  @Test func aLargeFileIsFormattedInAFewMegabytesBeyondStartUp() throws {
    let block = Array(String(repeating: "a file of words that goes on and on ", count: 30).utf8) + [0x0A, 0x0A]
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-\(getpid())-large-file.txt")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(Array(repeating: block, count: 16 << 20 / block.count).joined()).write(to: file)
    let run = try runMeasured(["-w", "50", "--jobs", "2", file.path])
    #expect(run.status == 0)
    guard memoryIsMeasured else { return }
    let base = try runMeasured(["-w", "50", "--jobs", "2"]) { try? $0.write(contentsOf: Data("x\n".utf8)) }.peakMemory
    // Two 4 MB batches (the one read and the one formatted, with its lines and its output) took 20 MB more.
    #expect(run.peakMemory - base < 10 << 20, "peak \(run.peakMemory >> 20) MB, start-up \(base >> 20) MB")
  }

  /// Words that never repeat and have breaks inside (base64, minified code) are not all remembered.
  @Test func aStreamOfDistinctLongWordsRunsInMemoryThatDoesNotGrowWithIt() throws {
    signal(SIGPIPE, SIG_IGN)
    // Words of 64 KB cut from random text at different offsets, so no two are the same.
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789/+".utf8)
    let source = (0..<(1 << 20)).map { _ in
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return alphabet[Int(state % UInt64(alphabet.count))]
    }
    var peaks: [Int] = []
    for total in [4 << 20, 16 << 20] {
      let run = try runMeasured(["-w", "72"]) { pipe in
        var written = 0
        var offset = 0
        while written < total {
          let paragraph = Data(source[offset..<(offset + (64 << 10))] + [0x0A, 0x0A])
          guard (try? pipe.write(contentsOf: paragraph)) != nil else { return }
          written += paragraph.count
          offset = (offset + 997) % (source.count - (64 << 10))
        }
      }
      #expect(run.status == 0)
      #expect(run.output.count >= total, "\(run.output.count) bytes out of \(total)")
      peaks.append(run.peakMemory)
    }
    guard memoryIsMeasured else { return }
    // Four times the stream, 12 MB more of distinct words: memory that remembered them would grow by that.
    #expect(peaks[1] < peaks[0] + (6 << 20), "peaks \(peaks.map { $0 >> 20 }) MB for 4 and 16 MB streams")
  }

  @Test(arguments: [(">", " deep"), ("- ", "deep"), ("1. ", "deep"), ("> - ", "deep")])
  func aHundredThousandNestedContainersNeitherCrashNorLoseText(marker: String, text: String) throws {
    let source = Array((String(repeating: marker, count: 100_000) + text + "\n").utf8)
    // Cases run side by side: each needs its own file, or one would rewrite another's mid-read.
    let file = try temporaryFile("nested-\(UUID().uuidString).md", contents: source)
    defer { try? FileManager.default.removeItem(at: file) }
    let rewrapped = try runMeasured(["--markdown", "-w", "40", file.path])
    #expect(rewrapped.status == 0, "\(rewrapped.errors)")
    #expect(rewrapped.output == source)
    let rendered = try runMeasured(["render", "-w", "60", file.path])
    #expect(rendered.status == 0, "\(rendered.errors)")
    #expect(String(decoding: rendered.output, as: UTF8.self).contains("deep"))
  }

  @Test func aTagCloudOfAHundredThousandChipsIsDrawnWhole() throws {
    let count = 100_000
    let source = (0..<count).map { "[t\($0 % 1000)]{.chip}" }.joined(separator: " ") + "\n"
    let file = try temporaryFile("cloud.md", contents: Array(source.utf8))
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try runMeasured(["render", "-w", "80", file.path])
    #expect(run.status == 0)
    let drawn = String(decoding: run.output, as: UTF8.self)
    #expect(drawn.split(separator: "\n").allSatisfy { $0.count <= 80 })
    #expect(drawn.count { $0 == "[" } == count)
  }
}
