// A generator that prints the seed of every case a property test draws, as
// ReflowTextTests' does (test targets cannot share a file), so that a CI log
// names each one, not only the seed of a case that failed.

import PropertyBased
import Testing

/// Draws nothing, and prints the seed its case was drawn with, as `.fixedSeed` takes it.
///
/// Given first among a property test's inputs, this generator sees each
/// case's generator before anything is drawn from it: its state is the
/// case's seed, which `.fixedSeed("…")` on the test replays.
let printedSeed = Generator<Void, Shrink.None<Void>> { rng in
  guard let rng = rng as? Xoshiro else { return }
  print("seed \(Test.current?.name ?? "property test"): .fixedSeed(\"\(rng.currentSeed)\")")
}
