// A response's result: whichever message type the request answers with,
// encoded as itself.

/// Any result a request answers with.
struct AnyResult: Encodable {
  var value: any Encodable
  init(_ value: any Encodable) { self.value = value }
  func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}
