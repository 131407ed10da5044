// Segmentation plus width on real text: the English and Chinese editions of
// the Debian Reference (Debian's debian-reference-en and -zh-cn packages),
// split into paragraphs at blank lines once, outside the measurement. Each
// run segments every paragraph and measures every segment in columns, with a
// fresh wrapper (its caches empty) and with one whose caches are warm. For
// comparison, ICU's line iterator alone runs over the same paragraphs, on its
// own and pass by pass with the warm wrapper. Throughput is the text's size
// over the p50 time. Last, every paragraph is wrapped at ten widths, as a
// SwiftUI layout is asked for several: segmented once and wrapped at each
// width (`TextWrapper.segmented` and `wrap(_:toWidth:)`), against wrapped from
// its text at each width, which segments it ten times.

import Benchmark
import Foundation
import ReflowText

/// The paragraphs of a gzip-compressed text, as UTF-8.
func paragraphs(_ path: String) -> [[UInt8]] {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/gzip")
  process.arguments = ["-dc", path]
  let pipe = Pipe()
  process.standardOutput = pipe
  try! process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: data, as: UTF8.self).components(separatedBy: "\n\n").map { Array($0.utf8) }
}

let corpora = [
  ("English", "/usr/share/debian-reference/debian-reference.en.txt.gz"),
  ("Chinese", "/usr/share/debian-reference/debian-reference.zh-cn.txt.gz"),
  ("Japanese", "/usr/share/debian-reference/debian-reference.ja.txt.gz"),
]

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput],
    timeUnits: .milliseconds,
    warmupIterations: 1,
    maxDuration: .seconds(4),
    maxIterations: 50
  )
  // The string API called once per string, as a program wraps its messages: each call builds a wrapper
  // (an ICU iterator, the fast path's tables), so this is set-up more than segmentation.
  let sentence = "The quick brown fox jumps over the lazy dog, and then it runs away into the forest."
  Benchmark(
    "TextWrap.wrap one-shot, 84-character sentence at width 30",
    configuration: .init(
      metrics: [.wallClock], timeUnits: .microseconds, maxDuration: .seconds(2), maxIterations: 100_000)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try! TextWrap.wrap(sentence, options: TextWrapOptions(width: 30)))
    }
  }

  for (name, path) in corpora where FileManager.default.fileExists(atPath: path) {
    let text = paragraphs(path)
    let bytes = text.reduce(0) { $0 + $1.count }

    Benchmark("segment+width \(name) (\(bytes) bytes)") { benchmark in
      let wrapper = try! TextWrapper(options: TextWrapOptions())
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        for paragraph in text {
          paragraph.withUnsafeBufferPointer { blackHole(wrapper.segments(utf8: $0).count) }
        }
      }
    }

    // The same wrapper for every run, warmed by one pass first: the segmenter's caches of ICU's answers
    // (pairs around spaces, breaks inside words such as paths) are full, as they are a few hundred
    // kilobytes into any long input. The benchmark above pays for filling them on every run.
    let warmWrapper = try! TextWrapper(options: TextWrapOptions())
    for paragraph in text { paragraph.withUnsafeBufferPointer { blackHole(warmWrapper.segments(utf8: $0).count) } }
    Benchmark("segment+width \(name), caches warm (\(bytes) bytes)") { benchmark in
      for _ in benchmark.scaledIterations {
        for paragraph in text {
          paragraph.withUnsafeBufferPointer { blackHole(warmWrapper.segments(utf8: $0).count) }
        }
      }
    }

    // This machine's speed varies by half from one second to the next (another tenant on the core, it seems), so
    // two benchmarks run a few seconds apart can be measured at different speeds. Here each iteration times one
    // pass of the warm wrapper and one of ICU's iterator back to back, so the two speeds, and their ratio, are
    // taken at the same moment.
    let ours = BenchmarkMetric.custom("ours, MB/s", polarity: .prefersLarger, useScalingFactor: false)
    let icu = BenchmarkMetric.custom("ICU alone, MB/s", polarity: .prefersLarger, useScalingFactor: false)
    let ratio = BenchmarkMetric.custom("ours / ICU, percent", polarity: .prefersLarger, useScalingFactor: false)
    Benchmark(
      "segment+width \(name), caches warm, and ICU alone, pass by pass (\(bytes) bytes)",
      configuration: .init(metrics: [ours, icu, ratio], maxDuration: .seconds(6), maxIterations: 60)
    ) { benchmark in
      let iterator = try! LineBreakIterator()
      for _ in benchmark.scaledIterations {
        let start = DispatchTime.now().uptimeNanoseconds
        for paragraph in text {
          paragraph.withUnsafeBufferPointer { blackHole(warmWrapper.segments(utf8: $0).count) }
        }
        let middle = DispatchTime.now().uptimeNanoseconds
        for paragraph in text {
          var count = 0
          paragraph.withUnsafeBufferPointer { iterator.forEachBreak(in: $0) { _, _ in count += 1 } }
          blackHole(count)
        }
        let end = DispatchTime.now().uptimeNanoseconds
        // Bytes per nanosecond are GB/s; a thousand times that, MB/s.
        let oursSpeed = Double(bytes) * 1000 / Double(middle - start)
        let icuSpeed = Double(bytes) * 1000 / Double(end - middle)
        benchmark.measurement(ours, Int(oursSpeed))
        benchmark.measurement(icu, Int(icuSpeed))
        benchmark.measurement(ratio, Int(100 * oursSpeed / icuSpeed))
      }
    }

    // Ten widths, timed pass by pass for the same reason: each iteration wraps every paragraph at the ten widths
    // both ways, back to back. The wrappers (one a width, or one in all) are made, and warmed, outside the timing.
    let widths = Array(stride(from: 40, through: 85, by: 5))
    let strings = text.map { String(decoding: $0, as: UTF8.self) }
    let wrappersByWidth = widths.map { try! TextWrapper(options: TextWrapOptions(width: $0)) }
    let onceWrapper = try! TextWrapper(options: TextWrapOptions(width: widths[0]))
    for string in strings {
      for wrapper in wrappersByWidth { blackHole(wrapper.wrapParagraph(string)) }
      let segmented = onceWrapper.segmented(string)
      for width in widths { blackHole(try! onceWrapper.wrap(segmented, toWidth: width)) }
    }
    let eachTime = BenchmarkMetric.custom("segmented at each width, ms", polarity: .prefersSmaller)
    let once = BenchmarkMetric.custom("segmented once, ms", polarity: .prefersSmaller)
    let share = BenchmarkMetric.custom("once / at each width, percent", polarity: .prefersSmaller)
    Benchmark(
      "ten widths \(name): segmented once, against at each width, pass by pass (\(bytes) bytes)",
      configuration: .init(metrics: [eachTime, once, share], maxDuration: .seconds(8), maxIterations: 20)
    ) { benchmark in
      for _ in benchmark.scaledIterations {
        let start = DispatchTime.now().uptimeNanoseconds
        for string in strings {
          for wrapper in wrappersByWidth { blackHole(wrapper.wrapParagraph(string)) }
        }
        let middle = DispatchTime.now().uptimeNanoseconds
        for string in strings {
          let segmented = onceWrapper.segmented(string)
          for width in widths { blackHole(try! onceWrapper.wrap(segmented, toWidth: width)) }
        }
        let end = DispatchTime.now().uptimeNanoseconds
        benchmark.measurement(eachTime, Int((middle - start) / 1_000_000))
        benchmark.measurement(once, Int((end - middle) / 1_000_000))
        benchmark.measurement(share, Int(100 * Double(end - middle) / Double(middle - start)))
      }
    }

    Benchmark("ICU line iterator alone \(name) (\(bytes) bytes)") { benchmark in
      let iterator = try! LineBreakIterator()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        for paragraph in text {
          var count = 0
          paragraph.withUnsafeBufferPointer { iterator.forEachBreak(in: $0) { _, _ in count += 1 } }
          blackHole(count)
        }
      }
    }
  }
}
