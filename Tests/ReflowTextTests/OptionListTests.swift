// A command's list of options, a line each, is not prose: it is kept as
// written, where the rows do not line up as well as where they do.

import Testing

@testable import ReflowText

@Suite struct OptionListTests {
  /// `tar --help`: a long option pushes one description past the others' column, and joined, `-c, --create` went
  /// into the middle of the line above.
  @Test func optionsWhoseDescriptionsDoNotLineUpAreKept() {
    let list = """
        -A, --catenate, --concatenate   append tar files to an archive
        -c, --create               create a new archive
        -d, --diff, --compare      find differences between archive and file system

      """
    let (output, kept) = formattedWithKept("Main operation mode:\n\n" + list, width: 72)
    #expect(output == "Main operation mode:\n\n" + list)
    #expect(kept.isEmpty)
  }

  /// Long options alone, under a line that introduces them, as `tar --help` ends.
  @Test func optionsUnderAnIntroductionAreKept() {
    let block = "This tar defaults to:\n--format=gnu -f- -b20 --quoting-style=escape\n--rsh-command=/usr/bin/rsh\n"
    #expect(formattedWithKept(block, width: 72).output == block)
  }

  /// A configure call's options, one a line and continued, as mailutils' README.Debian lists them.
  @Test func continuedOptionsAreKept() {
    let block = """
          --with-lispdir=\\$${prefix}/share/emacs/site-lisp \\
          --enable-virtual-domains \\
          --enable-mh \\
          --with-gnutls

      """
    #expect(formattedWithKept(block, width: 72).output == block)
  }

  /// A `find` expression continued over lines, and GNU find's list of actions, whose arguments are words in
  /// capitals and punctuation.
  @Test(arguments: [
    "    -type d -regex \".*/\\.git\" -prune -o \\\n    -type f -size +99M -prune -o \\\n    -type f -print0\n",
    "      -exec COMMAND ; -exec COMMAND {} + -ok COMMAND ;\n      -execdir COMMAND ; -okdir COMMAND ;\n",
  ])
  func commandsOfOptionsAreKept(block: String) {
    #expect(formattedWithKept(block, width: 40).output == block)
  }

  /// A change log wrapped narrow can open every line with an option, and go on as sentences: joined (GCC's and
  /// coreutils' change logs, which the rule's first form kept).
  @Test(arguments: [
    "--disable-multilib in baseargs.  Accept explicitly passed\n--datadir, --includedir, --infodir, --libdir,\n",
    "-p now marks only directories; it is equivalent to the new option\n--indicator-style=slash.  Use --file-type or\n",
  ])
  func aChangeLogWhoseLinesOpenWithOptionsWraps(text: String) {
    let output = formattedWithKept(text, width: 200).output
    #expect(output.split(separator: "\n").count == 1, "\(output)")
  }

  /// Prose with an option at the start of one line, not of all, is joined; so is a dash list's `- ` item.
  @Test(arguments: [
    ("Use the flag\n--verbose to see more.\n", "Use the flag --verbose to see more.\n"),
    ("--verbose shows more,\nwhile the default is quiet.\n", "--verbose shows more, while the default is quiet.\n"),
  ])
  func proseThatHoldsAnOptionWraps(input: String, joined: String) {
    #expect(formattedWithKept(input, width: 72).output == joined)
  }
}
