// A command's synopsis keeps its lines: joined, the description under it
// became the command's last arguments, and a wrap broke inside its groups.

import Testing

@testable import ReflowText

@Suite struct UsageSynopsisTests {
  /// GNU's `--help`: the synopsis, then the description at the same indent, which is rewrapped on its own.
  @Test func aSynopsisIsNotJoinedWithTheDescriptionUnderIt() {
    let help = "Usage: xz [OPTION]... [FILE]...\nCompress or decompress FILEs in the .xz\nformat.\n"
    let (output, kept) = formattedWithKept(help, width: 72)
    #expect(output == "Usage: xz [OPTION]... [FILE]...\nCompress or decompress FILEs in the .xz format.\n")
    #expect(kept.isEmpty)
  }

  /// `ssh`'s synopsis: its lines align with the command, each group whole, and one is wider than the width.
  @Test func theLinesIndentedUnderASynopsisAreKept() {
    let synopsis = """
      usage: ssh [-46AaCfGgKkMNnqsTtVvXxYy] [-B bind_interface]
                 [-l login_name] [-m mac_spec] [-O ctl_cmd] [-o option] [-p port]
                 [-w local_tun[:remote_tun]] destination [command [argument ...]]

      """
    #expect(formattedWithKept(synopsis, width: 60).output == synopsis)
  }

  /// `cp`'s other forms, under `or:`, are the synopsis's; the prose after them is not.
  @Test func otherFormsBelongToTheSynopsis() {
    let help = """
      Usage: cp [OPTION]... [-T] SOURCE DEST
        or:  cp [OPTION]... SOURCE... DIRECTORY
      Copy SOURCE to DEST, or multiple
      SOURCE(s) to DIRECTORY.

      """
    let expected = """
      Usage: cp [OPTION]... [-T] SOURCE DEST
        or:  cp [OPTION]... SOURCE... DIRECTORY
      Copy SOURCE to DEST, or multiple SOURCE(s) to DIRECTORY.

      """
    #expect(formattedWithKept(help, width: 72).output == expected)
  }

  /// A script's header comment, under `-q`: the synopsis stays on its line.
  @Test func aSynopsisInACommentKeepsItsLine() {
    let header = "# Usage: backup.sh [-n] SOURCE DEST\n# Copies SOURCE to DEST,\n# then checks them.\n"
    let options = DocumentOptions(wrap: TextWrapOptions(width: 72), prefixes: [.quotes, .commentLeaders, .bullets])
    let output = (try? DocumentFormatter(options: options))?.format(header)
    #expect(output == "# Usage: backup.sh [-n] SOURCE DEST\n# Copies SOURCE to DEST, then checks them.\n")
  }

  /// `usage:` inside a sentence is prose.
  @Test func usageInsideASentenceIsProse() {
    #expect(
      formattedWithKept("The usage: of this\ntool is plain.\n", width: 72).output
        == "The usage: of this tool is plain.\n")
  }

  /// `Usage:` alone over prose: joined, the two would open a synopsis, which the next run would keep on its line; the
  /// paragraph is kept as written, and named.
  @Test func aUsageLabelAloneIsKeptAndNamed() {
    let text = "Usage:\nthe tool reads\nits input.\n"
    let (output, kept) = formattedWithKept(text, width: 72)
    #expect(output == text)
    #expect(kept.map(\.lineNumber) == [1])
  }
}
