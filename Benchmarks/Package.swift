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
    benchmark("FlowLayoutBenchmarks", measuring: "FlowLayout"),
    benchmark("ReflowTextBenchmarks", measuring: "ReflowText"),
  ]
)

/// A package-benchmark executable for one of Reflow's libraries.
func benchmark(_ name: String, measuring library: String) -> Target {
  .executableTarget(
    name: name,
    dependencies: [
      .product(name: "Benchmark", package: "benchmark"),
      .product(name: library, package: reflowIdentity),
    ],
    path: "Benchmarks/\(name)",
    plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
  )
}
