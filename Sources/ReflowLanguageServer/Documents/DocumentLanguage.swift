// Documents: what the client says a document is. An editor knows a buffer's
// language better than its name does: an untitled buffer has no name, a
// `README` no extension, and `.mkd`, `.Rmd` or `.qmd` files are Markdown to
// the editor while the command line reads them, by name, as plain text.

/// The kind of text the client's `languageId` names, where it names one Reflow formats.
enum DocumentLanguage {
  /// Language identifiers of Markdown and the formats written in it: the LSP's own `markdown`, and the names
  /// editors give R Markdown and Quarto documents.
  static let markdownIdentifiers: Set<String> = ["markdown", "rmd", "rmarkdown", "quarto", "pandoc"]
  /// Language identifiers of plain text.
  static let plainTextIdentifiers: Set<String> = ["plaintext", "text"]

  /// Whether `languageId` is Markdown (true), plain text (false), or neither, so that the name decides (nil).
  static func isMarkdown(languageId: String?) -> Bool? {
    guard let id = languageId?.lowercased() else { return nil }
    if markdownIdentifiers.contains(id) { return true }
    if plainTextIdentifiers.contains(id) { return false }
    return nil
  }
}
