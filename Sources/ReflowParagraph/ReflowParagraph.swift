// The paragraph layer: one builder that turns a paragraph's segments, under
// the policies a front end hands it (width rules, line starts), into items,
// breaks them with the engine and places the lines. It sees the Unicode layer
// below it and nothing above: documents and Markdown come to it, never the
// other way.

@_exported import ReflowUnicode
