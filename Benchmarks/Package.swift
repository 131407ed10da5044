// swift-tools-version: 6.1
//
// Benchmarks for Reflow, kept out of the main package so that building and
// testing Reflow never builds the benchmark harness.
//
// Run: swift package --allow-writing-to-package-directory benchmark

import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, which differs between clones.
let reflowIdentity = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "ReflowBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "FlowLayoutBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "FlowLayout", package: reflowIdentity),
      ],
      path: "Benchmarks/FlowLayoutBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "ReflowTextBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "ReflowText", package: reflowIdentity),
      ],
      path: "Benchmarks/ReflowTextBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ]
)
