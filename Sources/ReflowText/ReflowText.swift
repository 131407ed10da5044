// The plain-text layer and the public API, over the layers below it. They
// are re-exported, so that `import ReflowText` keeps giving every public type
// of plain text (widths, segments, line-break styles) as one module.

@_exported import ReflowParagraph
@_exported import ReflowUnicode
