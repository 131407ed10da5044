// Message types: settings and watched files, which change what the server
// formats with, and the server's messages for the client's log and for the
// user.

/// `workspace/didChangeConfiguration`.
struct DidChangeConfigurationParams: Decodable {
  /// The settings: Reflow's own object (`{"reflow": {...}}`), or the settings themselves.
  var settings: JSONValue?
}

/// `workspace/didChangeWatchedFiles`.
struct DidChangeWatchedFilesParams: Decodable {
  struct FileEvent: Decodable {
    var uri: String
    var type: Int
  }
  var changes: [FileEvent]
}

/// `client/registerCapability`, asking to be told when configuration files change.
struct RegistrationParams: Encodable {
  struct Registration: Encodable {
    var id: String
    var method: String
    var registerOptions: WatchOptions
  }
  struct WatchOptions: Encodable {
    struct Watcher: Encodable {
      var globPattern: String
    }
    var watchers: [Watcher]
  }
  var registrations: [Registration]
}

/// `window/logMessage` and `window/showMessage`.
struct MessageParams: Encodable {
  /// 1 error, 2 warning, 3 info, 4 log.
  var type: Int
  var message: String
}
