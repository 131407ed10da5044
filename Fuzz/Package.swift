// swift-tools-version: 6.1
//
// Fuzz targets for Reflow, kept out of the main package because they link
// libFuzzer's driver, which only exists in a build made with
// `-sanitize=fuzzer`. Scripts/ci/fuzz.sh builds and runs them.

import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, which differs between clones.
let reflowIdentity = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "ReflowFuzz",
  dependencies: [.package(path: "..")],
  targets: [
    // C boundary: the declaration of libFuzzer's entry point, which Swift cannot declare itself.
    .target(name: "CFuzzerDriver"),
    .executableTarget(
      name: "ReflowFuzz",
      dependencies: [
        "CFuzzerDriver",
        .product(name: "FlowLayout", package: reflowIdentity),
        .product(name: "ReflowText", package: reflowIdentity),
        .product(name: "ReflowMarkdown", package: reflowIdentity),
      ]
    ),
  ]
)
