// swift-tools-version: 6.1
//
// Reflow: text layout as flow layout. One engine places boxes; front ends turn
// plain text and Markdown into boxes and placed lines back into text.

import PackageDescription

let package = Package(
  name: "Reflow",
  products: [
    .library(name: "FlowLayout", targets: ["FlowLayout"]),
    .library(name: "FlowLayoutSwiftUI", targets: ["FlowLayoutSwiftUI"]),
    .library(name: "ReflowText", targets: ["ReflowText"]),
    .library(name: "ReflowMarkdown", targets: ["ReflowMarkdown"]),
    .library(name: "ReflowHighlight", targets: ["ReflowHighlight"]),
    .library(name: "ReflowComments", targets: ["ReflowComments"]),
    .executable(name: "reflow", targets: ["reflow"]),
  ],
  // The command's own dependencies (argument parsing, TOML) sit behind a trait, on by default. A package that
  // uses only the libraries turns it off, `.package(url: ..., from: ..., traits: [])`, and SwiftPM then neither
  // fetches nor builds them (nor ArgumentParser's plugins).
  traits: [
    .trait(name: "CommandLineTool", description: "The reflow command's dependencies: ArgumentParser and TOMLKit."),
    .default(enabledTraits: ["CommandLineTool"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.6.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    // .reflow.toml: TOML read by toml++ (a conforming parser), through TOMLKit.
    .package(url: "https://github.com/LebJe/TOMLKit.git", from: "0.6.0"),
    // `swift package generate-documentation`: the libraries' DocC catalogs.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // MARK: Core engine: pure Swift, no Foundation, no C.

    .target(name: "FlowLayout"),
    // A SwiftUI `Layout` over the engine; empty where SwiftUI does not exist.
    .target(name: "FlowLayoutSwiftUI", dependencies: ["FlowLayout"]),

    // MARK: Front ends.

    // MARK: C boundary: the only targets that include C headers.

    // A `.target` cannot name the package that provides its library, as a `.systemLibrary` does: each names it
    // here instead, for whoever meets a linker error.

    // ICU's break iterators: apt `libicu-dev`.
    .target(name: "CReflowICU", linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]),
    // Hunspell's hyphenation library and its dictionaries: apt `libhyphen-dev` (and `hyphen-en-us`, `hyphen-de`...).
    .target(name: "CReflowHyphen", linkerSettings: [.linkedLibrary("hyphen")]),
    // Reflow's own C: no library.
    .target(name: "CReflowArena"),
    // A small C++ shim with a C interface over GNU source-highlight, linked statically with boost's regex library:
    // apt `libsource-highlight-dev` and `libboost-regex-dev`. Only ReflowHighlight uses it.
    .target(
      name: "CReflowHighlight",
      linkerSettings: [
        .linkedLibrary(":libsource-highlight.a"), .linkedLibrary(":libboost_regex.a"), .linkedLibrary("stdc++"),
      ]),
    .systemLibrary(
      name: "CReflowEditorConfig", pkgConfig: "editorconfig", providers: [.apt(["libeditorconfig-dev"])]),
    .systemLibrary(
      name: "CReflowCmark", pkgConfig: "libcmark-gfm",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),

    // Plain text in three layers, each a target that sees only the ones below it, so that an upward reference
    // fails to compile. ReflowText re-exports the two below it: `import ReflowText` is the whole API.
    // Widths, graphemes, escapes, ICU's breaks and their fast paths: text cut into measured segments.
    .target(name: "ReflowUnicode", dependencies: ["CReflowICU", "CReflowHyphen"]),
    // The paragraph builder: segments and a front end's policies in, items through the engine, placed lines out.
    .target(name: "ReflowParagraph", dependencies: ["ReflowUnicode", "FlowLayout"]),
    // Plain-text documents (prefixes, records, tables, settling) and the public wrapping API.
    .target(name: "ReflowText", dependencies: ["ReflowParagraph", "ReflowUnicode", "FlowLayout", "CReflowArena"]),
    .target(name: "ReflowMarkdown", dependencies: ["FlowLayout", "ReflowText", "CReflowCmark", "CReflowArena"]),
    // Code highlighting for render, apart so that ReflowMarkdown links no source-highlight or boost.
    .target(name: "ReflowHighlight", dependencies: ["ReflowMarkdown", "CReflowHighlight"]),
    // Source files: their comments, found by source-highlight's language definitions, rewrapped by the text front end
    // (doc comments by the Markdown one).
    .target(
      name: "ReflowComments", dependencies: ["ReflowUnicode", "ReflowText", "ReflowMarkdown", "ReflowHighlight"]),

    // MARK: Configuration: file kind, config search, TOML and EditorConfig, the options they set, and the
    // document pipeline; the command and the language server both resolve settings through it. Its TOML and
    // argument parsing are the command's trait's, so a package that uses only the libraries builds neither.

    .target(
      name: "ReflowConfiguration",
      dependencies: [
        "ReflowText", "ReflowMarkdown", "ReflowComments", "CReflowEditorConfig",
        .product(
          name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["CommandLineTool"])),
        .product(name: "TOMLKit", package: "TOMLKit", condition: .when(traits: ["CommandLineTool"])),
      ]
    ),

    // MARK: Language server: `reflow lsp`'s protocol, documents and edits, over the same libraries.

    .target(
      name: "ReflowLanguageServer",
      dependencies: ["ReflowText", "ReflowMarkdown", "ReflowComments", "ReflowConfiguration"]),

    // MARK: Command-line tool: arguments, files and errors only.

    .executableTarget(
      name: "reflow",
      dependencies: [
        "ReflowText", "ReflowMarkdown", "ReflowHighlight", "ReflowConfiguration", "ReflowLanguageServer",
        .product(
          name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["CommandLineTool"])),
      ]
    ),

    // MARK: Tests.

    // Golden files, for every test target.
    .target(name: "GoldenFiles", path: "Tests/GoldenFiles"),

    .testTarget(
      name: "FlowLayoutTests",
      dependencies: [
        "FlowLayout", "GoldenFiles",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      // Read from the source tree (#filePath), so that REFLOW_RECORD=1 can rewrite them.
      exclude: ["Snapshots"]
    ),
    .testTarget(
      name: "ReflowTextTests",
      dependencies: [
        "ReflowText", "ReflowParagraph", "ReflowUnicode", "FlowLayout",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "ReflowMarkdownTests",
      dependencies: [
        "ReflowMarkdown", "ReflowHighlight", "ReflowText", "ReflowParagraph", "ReflowUnicode", "FlowLayout",
        "CReflowArena", "GoldenFiles",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Corpus"]
    ),
    .testTarget(
      name: "ReflowLanguageServerTests",
      dependencies: [
        "ReflowLanguageServer", "ReflowText", .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "ReflowCommentsTests",
      dependencies: [
        "ReflowComments", "ReflowText", "ReflowMarkdown",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]),
    .testTarget(
      name: "ReflowCLITests",
      dependencies: ["reflow", "GoldenFiles", .product(name: "PropertyBased", package: "swift-property-based")],
      exclude: ["Golden", "FmtCases", "Comments", "Neovim", "Emacs"]
    ),
  ]
)

#if os(Linux)
  // SwiftUI exists on Apple's systems only. Here a stand-in module with SwiftUI's signatures takes its
  // place, and a test target compiles the adapter's own source file (a symbolic link) against it.
  package.targets += [
    .target(name: "SwiftUI", path: "Tests/SwiftUIStandIn"),
    .testTarget(name: "FlowLayoutSwiftUITests", dependencies: ["FlowLayout", "SwiftUI", "GoldenFiles"]),
  ]
#endif

// A release build of the command places the functions a paragraph runs through side by side, hottest first
// (Benchmarks/function-order.txt, written by Scripts/ci/instruction_budget.sh --order), so that they share fewer of
// the instruction cache's lines with cold code: each module's functions get sections of their own, and the
// toolchain's own linker (lld) lays them out in that order. A function the list no longer names is placed where
// it falls. SwiftPM refuses unsafe flags in a dependency resolved by version, so a tagged checkout carries none.
if Context.gitInformation?.currentTag == nil {
  let ordered = ["-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Benchmarks/function-order.txt"]
  for target in package.targets where target.type == .regular || target.type == .executable {
    guard !target.name.hasPrefix("C") else { continue }
    target.swiftSettings =
      (target.swiftSettings ?? []) + [
        .unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release))
      ]
  }
  for target in package.targets where target.name == "reflow" {
    target.linkerSettings =
      (target.linkerSettings ?? []) + [
        .unsafeFlags(
          ["-use-ld=lld"] + ordered + ["-Xlinker", "--no-warn-symbol-ordering"],
          .when(platforms: [.linux], configuration: .release))
      ]
  }
}
