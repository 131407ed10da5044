// Framing: Content-Length headers in, message bodies out.

import Testing

@testable import ReflowLanguageServer

@Suite struct FramingTests {
}
