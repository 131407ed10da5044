import Foundation
import Testing

@testable import ReflowMarkdown

@Test func debugNormalize() throws {
  let a = Array(try String(contentsOfFile: "/tmp/chk.a", encoding: .utf8).utf8)
  let b = Array(try String(contentsOfFile: "/tmp/chk.b", encoding: .utf8).utf8)
  var c = HTMLComparison()
  let x = c.normalized(a)
  let y = c.normalized(b)
  var i = 0
  while i < min(x.count, y.count) && x[i] == y[i] { i += 1 }
  print(
    "DEBUG", x.count, y.count, i, String(decoding: x[max(0, i - 80)..<min(x.count, i + 40)], as: UTF8.self), "|||",
    String(decoding: y[max(0, i - 80)..<min(y.count, i + 40)], as: UTF8.self))
}
