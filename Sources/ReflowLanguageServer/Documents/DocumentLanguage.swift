// Documents: what the client says a document is. An editor knows a buffer's
// language better than its name does: an untitled buffer has no name, a
// `README` no extension, and `.mkd`, `.Rmd` or `.qmd` files are Markdown to
// the editor while the command line reads them, by name, as plain text.

import ReflowComments

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

  /// Language identifiers of source code (VS Code's, which other clients follow), each with a file name whose
  /// language the comment library knows: the name is how the command line decides, so both read one table.
  static let codeFileNames: [String: String] = [
    "swift": "a.swift", "c": "a.c", "cpp": "a.cpp", "objective-c": "a.m", "objective-cpp": "a.mm",
    "python": "a.py", "shellscript": "a.sh", "rust": "a.rs", "go": "a.go", "java": "a.java", "kotlin": "a.kt",
    "scala": "a.scala", "csharp": "a.cs", "javascript": "a.js", "typescript": "a.ts", "javascriptreact": "a.js",
    "typescriptreact": "a.tsx", "ruby": "a.rb", "perl": "a.pl", "lua": "a.lua", "haskell": "a.hs", "sql": "a.sql",
    "toml": "a.toml", "yaml": "a.yaml", "ini": "a.ini", "makefile": "Makefile", "cmake": "CMakeLists.txt",
  ]

  /// The source language `languageId` names, or nil when it names none (the name then decides).
  static func codeLanguage(languageId: String?) -> CommentLanguage? {
    guard let id = languageId?.lowercased(), let name = codeFileNames[id] else { return nil }
    return CommentLanguage(forFileNamed: name)
  }
}
