// swift-tools-version: 6.1
//
// A package that uses Reflow as another project would: through its products
// only, with the README's and the DocC articles' code. CI resolves it and runs
// its code (`Scripts/ci/downstream.sh`), which the Fuzz package compiles with
// the same products, to build the libraries once. `reflow` is a link to the
// repository, so the dependency is called "reflow" wherever the repository is
// checked out, as it is when a project names the published package by its URL.
// The README shows this manifest with that URL in place of the path.
// `traits: []` turns the command's trait off: the libraries alone, without
// ArgumentParser and TOMLKit, as a library user builds them.

import PackageDescription

let package = Package(
  name: "Downstream",
  dependencies: [
    .package(path: "reflow", traits: [])
  ],
  targets: [
    .executableTarget(
      name: "MyTool",
      dependencies: [
        .product(name: "FlowLayout", package: "reflow"),
        .product(name: "FlowLayoutSwiftUI", package: "reflow"),
        .product(name: "ReflowText", package: "reflow"),
        .product(name: "ReflowMarkdown", package: "reflow"),
      ]
    )
  ]
)
