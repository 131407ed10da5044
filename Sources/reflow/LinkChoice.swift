// The `--links` choice of `reflow render`: OSC 8 hyperlinks, numbered notes,
// or both. `auto` asks the environment what the terminal follows. tmux (3.3
// passes OSC 8 on only when told to) and screen show a hyperlink's text with
// its destination nowhere, and most terminals do not say whether they follow
// one, so notes come too, unless the terminal is one known to follow them.

import ArgumentParser
import ReflowMarkdown

/// `--links` values.
enum LinkChoice: String, ExpressibleByArgument, CaseIterable {
  case auto, osc8, notes, both

  /// The style to draw with: the one asked for, or for `auto` what the terminal `environment` describes follows.
  ///
  /// An SVG or HTML page (`forDocument`) is opened in a browser, which follows its links: `auto` gives links only.
  func style(forDocument: Bool, environment: [String: String]) -> LinkStyle {
    switch self {
    case .osc8: return .osc8
    case .notes: return .notes
    case .both: return .both
    case .auto:
      if forDocument { return .osc8 }
      if Self.isMultiplexed(environment) { return .both }
      return Self.followsHyperlinks(environment) ? .osc8 : .both
    }
  }

  /// Whether the output goes through tmux or screen, which may not pass OSC 8 on.
  static func isMultiplexed(_ environment: [String: String]) -> Bool {
    let term = environment["TERM"] ?? ""
    return environment["TMUX"] != nil || environment["STY"] != nil || term.hasPrefix("tmux")
      || term.hasPrefix("screen")
  }

  /// Whether the terminal is one whose own documentation says it follows OSC 8 hyperlinks: iTerm2, WezTerm,
  /// kitty, foot, Alacritty, Ghostty, VS Code's terminal, Windows Terminal, and those built on VTE 0.50 or later
  /// (GNOME Terminal, Tilix).
  static func followsHyperlinks(_ environment: [String: String]) -> Bool {
    let programs: Set = ["iTerm.app", "WezTerm", "vscode", "ghostty"]
    let terms: Set = ["xterm-kitty", "foot", "foot-extra", "alacritty", "xterm-ghostty", "wezterm"]
    if let program = environment["TERM_PROGRAM"], programs.contains(program) { return true }
    if let term = environment["TERM"], terms.contains(term) { return true }
    if environment["WT_SESSION"] != nil { return true }
    if let vte = environment["VTE_VERSION"].flatMap({ Int($0) }), vte >= 5000 { return true }
    return false
  }
}

extension LinkStyle: ExpressibleByArgument {}
