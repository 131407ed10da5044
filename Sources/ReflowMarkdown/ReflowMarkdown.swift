// ReflowMarkdown: Markdown through cmark-gfm, rewrapped or rendered with the
// flow engine. This library is reserved here and filled by the Markdown issue;
// it exposes nothing yet beyond its namespace.

/// The namespace of Reflow's Markdown front end.
///
/// Markdown rewrapping (`reflow --markdown`) and terminal rendering
/// (`reflow render`) land here; until then the library only exists so that
/// the package's products are stable for dependants.
public enum ReflowMarkdown {}
