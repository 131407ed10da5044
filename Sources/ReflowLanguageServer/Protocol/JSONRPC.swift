// Message types: JSON-RPC 2.0's envelopes. A message from the client is read
// in one pass, its params decoded by the type its method names
// (``ClientParams``); what goes back is a response, a notification or a
// request of the server's own.

/// A request's id: JSON-RPC allows a number or a string.
public enum RequestID: Codable, Hashable, Sendable {
  case number(Int)
  case string(String)

  /// Reads a number or a string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Int.self) {
      self = .number(number)
    } else {
      self = .string(try container.decode(String.self))
    }
  }

  /// Writes the id as it came.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .number(let number): try container.encode(number)
    case .string(let string): try container.encode(string)
    }
  }
}

/// A JSON-RPC error: a code from the specification, or LSP's, and a sentence for the user.
public struct ResponseError: Error, Codable, Equatable, Sendable {
  /// The error's code.
  public var code: Int
  /// What went wrong, naming the document and position where there is one.
  public var message: String

  /// An error with `code` and `message`.
  public init(code: Int, message: String) {
    self.code = code
    self.message = message
  }

  /// The body is not JSON (or not UTF-8).
  public static func parseError(_ message: String) -> Self { Self(code: -32700, message: message) }
  /// The JSON is no request or notification.
  public static func invalidRequest(_ message: String) -> Self { Self(code: -32600, message: message) }
  /// The server has no such method.
  public static func methodNotFound(_ method: String) -> Self {
    Self(code: -32601, message: "reflow lsp has no method '\(method)'")
  }
  /// The params do not fit the method, or point outside the document.
  public static func invalidParams(_ message: String) -> Self { Self(code: -32602, message: message) }
  /// A request before `initialize`.
  public static let serverNotInitialized = Self(code: -32002, message: "the server has not been initialized")
  /// The document changed since what the request refers to was worked out.
  public static let contentModified = -32801
  /// The client cancelled the request (`$/cancelRequest`) before it was answered.
  public static let requestCancelled = Self(code: -32800, message: "the request was cancelled")
  /// The request was understood and could not be done (a broken configuration file, say).
  public static func requestFailed(_ message: String) -> Self { Self(code: -32803, message: message) }
}

/// A message from the client: a request (an id and a method), a notification (a method), or a response to a
/// request of the server's (an id and no method).
struct IncomingMessage: Decodable {
  var id: RequestID?
  var method: String?
  var params: ClientParams = .none
  /// Why the params do not fit the method, when they do not.
  var paramsProblem: String?
  /// Why this is no JSON-RPC 2.0 message, when it is not.
  var envelopeProblem: String?

  private enum Keys: String, CodingKey {
    case jsonrpc, id, method, params
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    do {
      id = try container.decodeIfPresent(RequestID.self, forKey: .id)
    } catch {
      envelopeProblem = "the id is neither a number nor a string"
      return
    }
    let version = try? container.decodeIfPresent(String.self, forKey: .jsonrpc)
    guard version == "2.0" else {
      envelopeProblem = "the message has no \"jsonrpc\": \"2.0\""
      return
    }
    do {
      method = try container.decodeIfPresent(String.self, forKey: .method)
    } catch {
      envelopeProblem = "the method is not a string"
      return
    }
    guard let method else { return }
    do {
      params = try ClientParams(method: method, from: container, key: .params)
    } catch {
      paramsProblem = Self.describe(error, method: method)
    }
  }

  /// A sentence naming the field that did not fit.
  static func describe(_ error: any Error, method: String) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop(while: { $0 == "." })
        .description
    }
    guard let error = error as? DecodingError else { return "\(method): \(error)" }
    switch error {
    case .keyNotFound(let key, let context):
      let place = path(context.codingPath)
      return "\(method): \(place.isEmpty ? "" : place + " ")is missing '\(key.stringValue)'"
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      return "\(method): \(path(context.codingPath)) is not \(Self.name(of: type))"
    case .dataCorrupted(let context):
      return "\(method): \(path(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "\(method): \(error)"
    }
  }

  private static func name(of type: Any.Type) -> String {
    switch type {
    case is Int.Type: "an integer"
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    default: "what the method takes"
    }
  }
}

/// A response to one request: its result, or an error.
struct OutgoingResponse<Result: Encodable>: Encodable {
  var id: RequestID?
  var outcome: Swift.Result<Result, ResponseError>

  private enum Keys: String, CodingKey {
    case jsonrpc, id, result, error
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode("2.0", forKey: .jsonrpc)
    // An error about a message whose id could not be read goes back with a null id, as JSON-RPC says.
    if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
    switch outcome {
    // A nil result is written as null (Optional's own encoding): a response always has one.
    case .success(let result): try container.encode(result, forKey: .result)
    case .failure(let error): try container.encode(error, forKey: .error)
    }
  }
}

/// A notification, or a request when it has an id: the server's own messages to the client.
struct OutgoingMessage<Params: Encodable>: Encodable {
  var id: RequestID?
  var method: String
  var params: Params

  private enum Keys: String, CodingKey {
    case jsonrpc, id, method, params
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode("2.0", forKey: .jsonrpc)
    try container.encodeIfPresent(id, forKey: .id)
    try container.encode(method, forKey: .method)
    try container.encode(params, forKey: .params)
  }
}
