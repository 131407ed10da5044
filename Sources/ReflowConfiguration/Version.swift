// The version, in one place: `reflow --version` prints it, the manual page's
// header takes it from the argument parser, and `make install` reads it back
// from the built binary.

/// Reflow's release version.
package enum ReflowVersion {
  /// Semantic versioning: the second number grows with every new option or behaviour.
  package static let number = "0.11.0"
}
