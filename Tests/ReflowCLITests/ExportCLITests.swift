// `render --format svg` and `--format html` from the command line (issue 46,
// point 8): every byte value (read with `--lossy` where it is no UTF-8) and
// every noncharacter comes out in a document an XML parser reads. d850d45
// wrote U+FFFE, U+FFFF and the C0 controls as they came.

import Foundation
import FoundationXML
import Testing

@Suite struct ExportCLITests {
  /// A paragraph for each byte value from 1 to 255 and each noncharacter: in text, in a link's text and destination,
  /// and in code.
  static let document: Data = {
    let noncharacters = Array(0xFDD0...0xFDEF) + (0...16).flatMap { [$0 << 16 | 0xFFFE, $0 << 16 | 0xFFFF] }
    let characters =
      (1...255).map { [UInt8($0)] } + noncharacters.compactMap(Unicode.Scalar.init).map { Array(String($0).utf8) }
    var bytes: [UInt8] = []
    for character in characters {
      bytes += Array("a".utf8) + character + Array("b [t".utf8) + character + Array("t](https://e.x/".utf8)
      bytes += character + Array(") `c".utf8) + character + Array("`\n\n".utf8)
    }
    return Data(bytes)
  }()

  @Test(arguments: ["svg", "html"])
  func everyByteAndNoncharacterExportsAsWellFormedXML(format: String) throws {
    let run = try runReflow(["render", "--lossy", "--format", format, "-w", "80"], stdin: Self.document)
    #expect(run.status == 0, "\(run.err)")
    let parser = XMLParser(data: Data(run.outBytes))
    #expect(parser.parse(), "\(String(describing: parser.parserError))")
  }

  /// A NUL byte makes the input binary: it is refused, and no page is begun.
  @Test(arguments: ["svg", "html"])
  func aNulByteExportsNothing(format: String) throws {
    let run = try runReflow(["render", "--lossy", "--format", format], stdin: Data("a\0b\n".utf8))
    #expect(run.status == 1)
    #expect(run.outBytes.isEmpty)
    #expect(run.err.contains("binary input"), "\(run.err)")
  }
}
