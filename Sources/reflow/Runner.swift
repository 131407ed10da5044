// Running the command: each input in turn to standard output, to a check, or
// back to its own file; every failure is reported with the file's name and
// the run carries on with the next file.

import ReflowConfiguration
import ReflowText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a run does with each input, whichever command asked for it.
struct RunSettings {
  var files: [String]
  var check = false
  /// Write a unified diff of each change instead of the output (and exit 1 if there is one).
  var diff = false
  /// What `--diff` and `--check` call standard input: the path given by `--stdin-filepath`.
  var standardInputName = "-"
  var inPlace = false
  /// Where formatted output goes when it is neither checked nor written back: standard output, or a pager.
  var output: any OutputSink = OutputFile.standardOutput
  /// Said after "Is a directory" when a folder given was not walked: what to pass so that it is.
  var folderHint: String?
}

/// Carries out one `reflow` or `reflow render` invocation; `run()` returns the exit status.
struct Runner {
  let command: RunSettings
  /// Makes the pipeline for one path (`-` for standard input); a thrown error is a usage error (exit 2), a bad
  /// configuration file among them.
  let makePipeline: (String) throws -> any InputFormatting

  init(_ settings: RunSettings, pipeline: @escaping (String) throws -> any InputFormatting) {
    command = settings
    makePipeline = pipeline
  }

  func run() -> Int32 {
    // A closed pipe, and a write past the size limit (`ulimit -f`), are errors from write(), handled below,
    // instead of signals that would end the run with a temporary file left behind.
    signal(SIGPIPE, SIG_IGN)
    signal(SIGXFSZ, SIG_IGN)
    // Each batch's output is a large buffer; by default glibc hands it back to the system when it is freed, and
    // the next batch faults the same pages in again.
    FreedMemory.keepForReuse()
    var status: Int32 = 0
    for path in command.files.isEmpty ? ["-"] : command.files {
      let pipeline: any InputFormatting
      do {
        pipeline = try makePipeline(path)
      } catch {
        printError("\(error)")
        return 2
      }
      switch process(path, pipeline) {
      case .done: break
      case .failed: status = 1
      case .stop(let code): return code
      }
    }
    return status
  }

  private enum Outcome {
    case done
    /// This input failed; carry on with the next.
    case failed
    /// Standard output is gone; stop at once with this status.
    case stop(Int32)
  }

  private func process(_ path: String, _ pipeline: any InputFormatting) -> Outcome {
    let input: InputFile
    do {
      input = path == "-" ? .standardInput : try InputFile(path: path)
    } catch {
      let hint = error.code == EISDIR ? command.folderHint.map { "; \($0)" } ?? "" : ""
      printError("cannot open '\(path)': \(error.reason)\(hint)")
      return .failed
    }
    // Taken before the first read, so a change during the UTF-8 check counts too.
    let before = input.version
    // A regular file refused for invalid UTF-8 is checked before any output, so that it produces none.
    if input.isRegularFile && pipeline.refusesInvalidUTF8 {
      do {
        if let refusal = try DocumentPipeline.firstRefusal(in: input) {
          report(refusal, input)
          return .failed
        }
        try input.rewind()
      } catch {
        printError("cannot read \(input.displayName): \(error.reason)")
        return .failed
      }
    }
    if command.inPlace { return rewriteInPlace(path, input, pipeline, before: before) }
    if command.diff { return diff(path, input, pipeline) }
    if command.check { return check(path, input, pipeline) }
    let (outcome, writeError) = run(pipeline, input, writingTo: command.output, streamed: true)
    if let writeError {
      // The reader went away (`reflow big.txt | head`): that is its choice, not a failure.
      if writeError.code == EPIPE { return .stop(0) }
      printError("cannot write output: \(writeError.reason)")
      return .stop(1)
    }
    if case .done = outcome, before != nil, input.version != before {
      printError("\(input.displayName) changed while it was read; the output may mix old and new text")
      return .failed
    }
    return outcome
  }

  /// Runs the pipeline over one input into `output`; a write failure stops it and is returned.
  ///
  /// `streamed` says that what is written is seen at once (standard
  /// output), not kept back until the whole input is read.
  private func run(
    _ pipeline: any InputFormatting, _ input: InputFile, writingTo output: any OutputSink, streamed: Bool = false
  ) -> (Outcome, SystemError?) {
    var writeError: SystemError?
    var wrote = false
    let outcome = run(pipeline, input, afterOutput: { streamed && wrote }) { batch in
      do throws(SystemError) {
        for piece in batch.output where !piece.isEmpty {
          try output.write(piece)
          wrote = true
        }
        return true
      } catch {
        writeError = error
        return false
      }
    }
    return (outcome, writeError)
  }

  /// Runs the pipeline over one input and reports read and UTF-8 failures; `listingParagraphs` asks the
  /// formatter for its paragraphs too, and `afterOutput` says whether the consumer has written output of this input.
  private func run(
    _ pipeline: any InputFormatting, _ input: InputFile, listingParagraphs: Bool = false,
    afterOutput: () -> Bool = { false }, consume: (FormattedBatch) -> Bool
  ) -> Outcome {
    do {
      if let passed = try pipeline.run(input, listingParagraphs: listingParagraphs, consume: consume) {
        reportPassedThrough(input, passed)
      }
      return .done
    } catch {
      report(error, input, afterOutput: afterOutput())
      return .failed
    }
  }

  /// Says why `input` could not be formatted (a consumer's failure has said so already).
  ///
  /// Standard output is written as the input is read, so a NUL far into a
  /// file is met after its first batches went out: then the message says
  /// where the output stops, rather than that the input was left alone.
  private func report(_ failure: PipelineFailure, _ input: InputFile, afterOutput: Bool = false) {
    switch failure {
    case .read(let reason): printError("cannot read \(input.displayName): \(reason.reason)")
    case .invalidUTF8(let offset): reportInvalid(input, at: offset)
    case .notText(let nonText) where afterOutput:
      printError("\(input.displayName): \(nonText); the output stops at a blank line before it")
    case .notText(let nonText): printError("\(input.displayName): \(nonText), left alone")
    case .consumer: break
    }
  }

  private func reportInvalid(_ input: InputFile, at offset: Int) {
    printError("\(input.displayName): invalid UTF-8 at byte offset \(offset) (use --lossy to replace it)")
  }

  /// Warns of invalid bytes passed through, unless the warning would land in the output itself.
  ///
  /// An editor filtering text (vim's `formatprg`, `:!`) sends standard
  /// error to the file it reads back as the new text; there the warning
  /// would be written into the user's document.
  private func reportPassedThrough(_ input: InputFile, _ passed: PassedThroughBytes) {
    guard !StandardStreams.errorGoesToOutputFile else { return }
    let bytes = passed.count == 1 ? "1 byte" : "\(passed.count) bytes"
    printError(
      "\(input.displayName): \(bytes) of invalid UTF-8 passed through unchanged, the first at byte offset "
        + "\(passed.firstOffset) (--lossy replaces them, --strict-utf8 refuses the input)")
  }

  /// `--check`: lists the input on standard output if formatting would change it.
  private func check(_ path: String, _ input: InputFile, _ pipeline: any InputFormatting) -> Outcome {
    var changed = false
    let outcome = run(pipeline, input) { batch in
      if !changed && !batch.input.elementsEqual(batch.output.joined()) { changed = true }
      return true
    }
    guard case .done = outcome else { return outcome }
    guard changed else { return .done }
    do {
      try OutputFile.standardOutput.write(Array("\(path == "-" ? command.standardInputName : path)\n".utf8))
    } catch {
      return .stop(1)
    }
    return .failed
  }

  /// `--diff`: writes a unified diff of what formatting would change.
  ///
  /// The changed lines come from the formatter's paragraphs (``LineChanges``), so the diff takes time in
  /// proportion to the file, not to the file times the changes.
  private func diff(_ path: String, _ input: InputFile, _ pipeline: any InputFormatting) -> Outcome {
    let modified = input.modified
    var old: [UInt8] = []
    var new: [UInt8] = []
    // The paragraphs, their lines counted from the start of the file; nil once a batch has none to give.
    var paragraphs: [FormattedParagraph]? = []
    var oldLines = 0
    var newLines = 0
    let outcome = run(pipeline, input, listingParagraphs: true) { batch in
      if let listed = batch.paragraphs, paragraphs != nil {
        for paragraph in listed {
          paragraphs!.append(
            FormattedParagraph(
              input: (paragraph.input.lowerBound + oldLines)..<(paragraph.input.upperBound + oldLines),
              output: (paragraph.output.lowerBound + newLines)..<(paragraph.output.upperBound + newLines)))
        }
        // A batch ends at a line end, in the input and the output alike, so the next one starts a line.
        oldLines += batch.input.count { $0 == 0x0A }
        newLines += batch.output.reduce(0) { $0 + $1.count { $0 == 0x0A } }
      } else {
        paragraphs = nil
      }
      old += batch.input
      for piece in batch.output { new += piece }
      return true
    }
    guard case .done = outcome else { return outcome }
    let before = TextLines(old)
    let after = TextLines(new)
    let changes =
      paragraphs.flatMap { LineChanges.from($0, old: before, new: after) } ?? LineChanges.whole(old: before, new: after)
    let patch = UnifiedDiff.text(
      changes, old: before, new: after, path: path == "-" ? command.standardInputName : UnifiedDiff.patchedFile(path),
      modified: modified)
    guard !patch.isEmpty else { return .done }
    do {
      try OutputFile.standardOutput.write(patch)
    } catch {
      // A reader that went away (`reflow --diff . | head`) needs no message; a change was found either way.
      if error.code != EPIPE { printError("cannot write output: \(error.reason)") }
      return .stop(1)
    }
    return .failed
  }

  /// `-i`: writes the output to a new file beside the input, then renames it over the input; a file with other
  /// hard links, or an owner the new file could not be given, is overwritten from it instead.
  ///
  /// Either way the file is the old text or the new one, and a failure (a full disk included) leaves the old.
  private func rewriteInPlace(
    _ path: String, _ input: InputFile, _ pipeline: any InputFormatting, before: FileVersion?
  ) -> Outcome {
    // Permission bits are honoured even for root, who could otherwise replace a file marked read-only.
    let refusal: String? =
      access(path, W_OK) != 0
      ? SystemError.current.reason : input.mode.map { $0 & 0o222 == 0 } == true ? "it is read-only" : nil
    if let refusal {
      printError("cannot rewrite '\(path)': \(refusal); left as it was")
      return .failed
    }
    let temporary: TemporaryFile
    do {
      temporary = try TemporaryFile(replacing: path, mode: input.mode, owner: input.owner)
    } catch {
      printError("cannot rewrite '\(path)': \(error.reason)")
      return .failed
    }
    let (outcome, writeError) = run(pipeline, input, writingTo: temporary.file)
    if let writeError {
      temporary.discard()
      printError("cannot write '\(path)': \(writeError.reason); left as it was")
      return .failed
    }
    guard case .done = outcome else {
      temporary.discard()
      return outcome
    }
    // Another program wrote to the file (or replaced it) meanwhile: replacing it would throw that away.
    if FileVersion.of(path: path) != before {
      temporary.discard()
      printError("'\(path)' changed while it was read; left as it now is")
      return .failed
    }
    var failure: OverwriteFailure?
    if temporary.hasOwner && input.linkCount == 1 {
      do { try temporary.commit() } catch { failure = OverwriteFailure(reason: error, restored: true) }
    } else {
      do { try temporary.copyOver() } catch { failure = error }
    }
    if let failure {
      let state = failure.restored ? "left as it was" : "the old text could not be put back either"
      printError("cannot replace '\(path)': \(failure.reason.reason); \(state)")
      return .failed
    }
    return .done
  }
}
