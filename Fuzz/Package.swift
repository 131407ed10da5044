// swift-tools-version: 6.1
//
// Fuzz targets for Reflow, kept out of the main package because they link
// libFuzzer's driver, which only exists in a build made with
// `-sanitize=fuzzer`. Scripts/ci/fuzz.sh builds and runs them.
//
// The package also builds Examples/Downstream's MyTool (its sources, through a
// link), so that one sanitized build of the libraries serves both: the fuzz
// targets' replay and the documented code a library user would compile. Like
// that package, it turns the command's trait off, so the libraries build here
// as a library user builds them (Scripts/ci/downstream.sh checks what that
// leaves out). `reflow` is a link to the repository, as in that package: the
// dependency's identity is then the same in every clone, and MyTool finds the
// README where it looks for it.

import PackageDescription

let package = Package(
  name: "ReflowFuzz",
  dependencies: [.package(path: "reflow", traits: [])],
  targets: [
    // C boundary: the declaration of libFuzzer's entry point, which Swift cannot declare itself.
    .target(name: "CFuzzerDriver"),
    .executableTarget(
      name: "ReflowFuzz",
      dependencies: [
        "CFuzzerDriver",
        .product(name: "FlowLayout", package: "reflow"),
        .product(name: "ReflowText", package: "reflow"),
        .product(name: "ReflowMarkdown", package: "reflow"),
      ]
    ),
    // The downstream example's code, with the products Examples/Downstream/Package.swift names.
    .executableTarget(
      name: "MyTool",
      dependencies: [
        .product(name: "FlowLayout", package: "reflow"),
        .product(name: "FlowLayoutSwiftUI", package: "reflow"),
        .product(name: "ReflowText", package: "reflow"),
        .product(name: "ReflowMarkdown", package: "reflow"),
      ]
    ),
  ]
)
