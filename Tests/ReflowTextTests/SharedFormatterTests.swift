// One wrapper or document formatter shared by tasks that run at once
// (issue 60, point 8). Each call claims the shared object (ScratchClaim);
// a call that finds it claimed works on a spare copy. The tests compile
// only while both types are Sendable (a task group's closures capture them),
// and every task must get the output a formatter of its own gives.

import Dispatch
import Testing

@testable import ReflowText

/// Paragraphs that reach the segmenter's caches, ICU, the sentence rules and the layout session, each different
/// enough that a shared cache or buffer would show in another task's output.
private let paragraphs = (0..<16).map { index in
  """
  Task \(index) wraps “quoted” text, 中文和日本語の文章も, a well-known co-operative \
  re-entrant path /usr/share/doc/task-\(index)/README and (brackets) at width \(20 + index). \
  Dr. Smith said so. Then \(String(repeating: "word ", count: index))ended.
  """
}

/// A document of plain-text shapes: quoted, bulleted, indented and commented paragraphs.
private func document(_ index: Int) -> String {
  """
  > \(paragraphs[index])

  - \(paragraphs[(index + 1) % 16])
  - a second item that is long enough to be wrapped onto a line of its own, task \(index)

      \(paragraphs[(index + 2) % 16])

  # \(paragraphs[(index + 3) % 16])

  """
}

/// What each of `inputs` gives when `work` runs on all of them at once, in tasks of one group.
private func concurrently<Output: Sendable>(
  _ inputs: [String], _ work: @escaping @Sendable (String) -> Output
) async -> [Output?] {
  await withTaskGroup(of: (Int, Output).self) { group in
    for (index, input) in inputs.enumerated() {
      group.addTask {
        // Several calls a task, so that the tasks overlap on two cores.
        var output = work(input)
        for _ in 0..<8 { output = work(input) }
        return (index, output)
      }
    }
    var outputs = [Output?](repeating: nil, count: inputs.count)
    for await (index, output) in group { outputs[index] = output }
    return outputs
  }
}

@Suite struct SharedFormatterTests {
  /// Sixteen tasks share one wrapper: each gets the lines a wrapper of its own gives, for every public call.
  @Test func sixteenTasksShareOneTextWrapper() async throws {
    var options = TextWrapOptions(width: 28)
    options.breaksAtSentences = true
    options.hyphenation = .auto
    let shared = try TextWrapper(options: options)
    let alone = try paragraphs.map { paragraph in
      let own = try TextWrapper(options: options)
      return [own.wrapParagraph(paragraph), own.wrapEachLine(paragraph), [own.fill(paragraph + "\n\n" + paragraph)]]
    }
    let together = await concurrently(paragraphs) { paragraph in
      [shared.wrapParagraph(paragraph), shared.wrapEachLine(paragraph), [shared.fill(paragraph + "\n\n" + paragraph)]]
    }
    #expect(together == alone)
  }

  /// Sixteen tasks share one wrapper's segmented paragraphs and widths: each gets the lines of a wrapper of its own.
  @Test func sixteenTasksShareOneWrapperAcrossWidths() async throws {
    let options = TextWrapOptions(width: 30)
    let shared = try TextWrapper(options: options)
    let alone = try paragraphs.enumerated().map { index, paragraph in
      let own = try TextWrapper(options: options)
      return try own.wrap(own.segmented(paragraph), toWidth: 20 + index)
    }
    let indexed = paragraphs.indices.map(String.init)
    let together = await concurrently(indexed) { index in
      let number = Int(index)!
      return (try? shared.wrap(shared.segmented(paragraphs[number]), toWidth: 20 + number)) ?? []
    }
    #expect(together == alone)
  }

  /// Sixteen tasks share one document formatter: each gets the document a formatter of its own gives.
  @Test func sixteenTasksShareOneDocumentFormatter() async throws {
    let options = DocumentOptions(wrap: TextWrapOptions(width: 34))
    let shared = try DocumentFormatter(options: options)
    let documents = (0..<16).map(document)
    let alone = try documents.map { try DocumentFormatter(options: options).format($0) }
    let together = await concurrently(documents) { shared.format($0) }
    #expect(together == alone)
    // The documents do change: the tasks compare rewrapped text, not text passed through.
    #expect(zip(alone, documents).allSatisfy { $0 != $1 })
  }

  /// A call that finds the wrapper held by another thread works on a spare copy, which is kept for the next one.
  @Test func aCallWhileAnotherThreadHoldsTheWrapperUsesASpareCopy() throws {
    let wrapper = try TextWrapper(options: TextWrapOptions(width: 20))
    let paragraph = paragraphs[3]
    let expected = try TextWrapper(options: TextWrapOptions(width: 20)).wrapParagraph(paragraph)
    let other = OtherThreadResult()
    wrapper.exclusively { _ in
      // Held here until the other thread has finished: it cannot wait for this one.
      let done = DispatchSemaphore(value: 0)
      DispatchQueue.global().async {
        other.lines = wrapper.wrapParagraph(paragraph)
        done.signal()
      }
      done.wait()
    }
    #expect(other.lines == expected)
    #expect(wrapper.claim.hasSpare)
  }

  /// A public call inside another on the same thread (``TextWrapper/fill(_:)`` wraps each paragraph with
  /// ``TextWrapper/wrapParagraph(utf8:)``) runs on the wrapper it holds: it neither waits for itself nor makes a copy.
  @Test func aCallInsideAnotherOnOneThreadMakesNoCopy() throws {
    let wrapper = try TextWrapper(options: TextWrapOptions(width: 20))
    let filled = wrapper.fill(paragraphs[0] + "\n\n" + paragraphs[1])
    #expect(filled.contains("\n\n"))
    #expect(!wrapper.claim.hasSpare)
    let formatter = try DocumentFormatter(options: DocumentOptions(wrap: TextWrapOptions(width: 20)))
    #expect(formatter.format(document(0)) != document(0))
    #expect(!formatter.claim.hasSpare)
  }
}

/// The lines another thread gave, read after it signalled that it was done.
private final class OtherThreadResult: @unchecked Sendable {
  var lines: [String] = []
}
