// Published diagnostics are written by hand (DiagnosticsJSON): the bytes are
// JSONEncoder's, whatever the strings hold (quotes, backslashes, control
// characters, slashes, any script) and however many diagnostics there are.

import PropertyBased
import Testing

@testable import ReflowLanguageServer

/// Characters that JSON escapes, or that an escape could get wrong, among ordinary ones.
private let pieces = [
  "a", " ", "\"", "\\", "/", "\n", "\r", "\t", "\u{08}", "\u{0C}", "\u{01}", "\u{1F}", "\u{7F}",
  "é", "中", "😀", "\u{2028}", "Line 3 is 90 columns",
]

@Suite struct DiagnosticsJSONTests {
  @Test func aNotificationIsTheBytesJSONEncoderWrites() async {
    let text = Gen.int(in: 0..<pieces.count).map { pieces[$0] }.array(of: 0...6).map { $0.joined() }
    let number = Gen.int(in: 0...100_000)
    let diagnostic = zip(text, text, number.array(of: 4), Gen.int(in: 1...4)).map { code, message, numbers, severity in
      Diagnostic(
        range: TextRange(
          start: Position(line: numbers[0], character: numbers[1]),
          end: Position(line: numbers[2], character: numbers[3])),
        severity: DiagnosticSeverity(rawValue: severity)!, code: code, source: message + code, message: message)
    }
    await propertyCheck(count: 300, input: text, Gen.int(in: -1...50), diagnostic.array(of: 0...5)) {
      uri, version, diagnostics in
      let params = PublishDiagnosticsParams(
        uri: uri, version: version < 0 ? nil : version, diagnostics: diagnostics)
      let expected = LanguageServer.encoded(OutgoingMessage(method: DiagnosticsJSON.method, params: params))
      #expect(
        String(decoding: DiagnosticsJSON.notification(params), as: UTF8.self)
          == String(decoding: expected, as: UTF8.self))
    }
  }
}
