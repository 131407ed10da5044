// A generator that prints the seed of every case a property test draws, so
// that a CI log names each one, not only the seed of a case that failed.

import PropertyBased
import Testing

/// Draws nothing, and prints the seed its case was drawn with, as `.fixedSeed` takes it.
///
/// `propertyCheck` draws a fresh seed for each case and names it only when
/// the case fails. Given first among the inputs, this generator sees each
/// case's generator before anything is drawn from it: its state is the
/// case's seed, which `.fixedSeed("…")` on the test replays. Shrinking
/// never runs generators, so a case prints one line.
let printedSeed = Generator<Void, Shrink.None<Void>> { rng in
  guard let rng = rng as? Xoshiro else { return }
  print("seed \(Test.current?.name ?? "property test"): .fixedSeed(\"\(rng.currentSeed)\")")
}
