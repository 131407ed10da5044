// Phase: code blocks, coloured. The highlighter `reflow render` passes to
// ReflowMarkdown: GNU source-highlight, linked statically with boost's regex
// library. It is a target of its own so that ReflowMarkdown links neither.

import ReflowMarkdown

/// Colours fenced code blocks by their language, through GNU source-highlight (Debian's libsource-highlight-dev).
///
/// Pass it to ``ReflowMarkdown/MarkdownRenderOptions/codeHighlighting``:
///
/// ```swift
/// var options = MarkdownRenderOptions(width: 80, styled: true)
/// options.codeHighlighting = SourceHighlight()
/// ```
///
/// The library knows the languages in its data folder, and Reflow adds
/// Swift and YAML. A block in a language it does not know is drawn plain.
public struct SourceHighlight: CodeHighlighting {
  /// Lines longer than this leave their block plain.
  ///
  /// The library's regular expressions rescan a line from each place a
  /// match fails, so its time grows faster than a line's length. Code
  /// written by people has shorter lines; longer ones are minified or
  /// generated, and read no better coloured.
  public static let longestHighlightedLine = 1_000

  /// Creates the highlighter.
  public init() {}

  /// A new session of the library, for one thread.
  public func makeSession() -> any CodeHighlightingSession { SourceHighlightSession() }
}
