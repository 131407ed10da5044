// The key the server keeps resolved settings and formatters under: a
// document's path, the kind its client gave it, and the line wrapping asked
// for.

import ReflowComments

/// Settings are found per file, per kind the client names, and per line wrapping.
struct SettingsKey: Hashable {
  var path: String?
  var isMarkdown: Bool?
  var codeLanguage: CommentLanguage?
  var wrapping: LineWrapping

  init(path: String?, isMarkdown: Bool? = nil, codeLanguage: CommentLanguage? = nil, wrapping: LineWrapping) {
    self.path = path
    self.isMarkdown = isMarkdown
    self.codeLanguage = codeLanguage
    self.wrapping = wrapping
  }

  /// The key of `document`'s settings with lines ending as `wrapping` says.
  init(_ document: OpenDocument, _ wrapping: LineWrapping) {
    self.init(
      path: document.path, isMarkdown: document.isMarkdown, codeLanguage: document.codeLanguage, wrapping: wrapping)
  }
}
