// Phase: units. The engine is generic over the number type that measures a
// layout, so one algorithm serves terminal cells (`Int`, exact) and points
// (`Double`). Everything a breaker or placer needs from a number is here.

/// A number type the flow engine can measure widths, heights and spacing in.
///
/// The engine is written once and used with two units: terminal cells, where
/// every width is a whole number and a layout must come out exact, and points,
/// where widths are fractional. Sums, comparisons and fits are done in `Self`,
/// so an `Int` layout never suffers float drift; only *costs* (raggedness,
/// badness, demerits) are computed in `Double`, where exactness does not matter
/// for the result's geometry.
public protocol FlowScalar: Comparable, AdditiveArithmetic, ExpressibleByIntegerLiteral, Hashable,
  Sendable, CustomStringConvertible
{
  /// The value converted to `Double`, for cost arithmetic.
  var doubleValue: Double { get }

  /// Whether the value is finite (always true for integers).
  var isFiniteValue: Bool { get }

  /// A width so large that nothing is ever wider: the "unspecified proposal".
  static var unbounded: Self { get }

  /// Half of the value; integers round toward zero, so centring is exact and stable.
  func halved() -> Self

  /// Whether a bisection between `low` and `high` has converged.
  ///
  /// Integers converge when the two are adjacent; reals when the gap is
  /// negligible next to their size.
  static func bisectionHasConverged(low: Self, high: Self) -> Bool

  /// Splits `amount` over parts in proportion to `weights`, writing one share per weight.
  ///
  /// The shares always add up to `amount` exactly. For integers the
  /// remainder is handed out one unit at a time to the parts with the largest
  /// fractional claim; among equal claims the units are spread evenly (two
  /// extra cells over five gaps go to the second and fourth), so the result is
  /// deterministic and reproducible. `total` is the sum of `weights` and is
  /// greater than zero.
  static func apportion(_ amount: Self, weights: ArraySlice<Self>, total: Self, into shares: inout [Self])
}

/// Terminal cells: exact integer layout.
extension Int: FlowScalar {
  /// The value as a `Double`, for cost arithmetic.
  public var doubleValue: Double { Double(self) }
  /// Whether the value is finite.
  public var isFiniteValue: Bool { true }
  /// A width nothing exceeds: the unspecified proposal.
  public static var unbounded: Int { Int.max / 4 }
  /// Half the value; integers round toward zero.
  public func halved() -> Int { self / 2 }

  /// Whether a bisection between `low` and `high` has converged.
  public static func bisectionHasConverged(low: Int, high: Int) -> Bool { high - low <= 1 }

  /// Splits `amount` over parts in proportion to `weights`; the shares sum to `amount` exactly.
  public static func apportion(_ amount: Int, weights: ArraySlice<Int>, total: Int, into shares: inout [Int]) {
    shares.removeAll(keepingCapacity: true)
    let magnitude = amount.magnitude
    var given: UInt = 0
    var bestRemainder: [(remainder: UInt, index: Int)] = []
    bestRemainder.reserveCapacity(weights.count)
    for (offset, weight) in weights.enumerated() {
      // amount * weight / total, with a double-width product so it cannot overflow.
      let product = magnitude.multipliedFullWidth(by: UInt(weight))
      let (quotient, remainder) = UInt(total).dividingFullWidth(product)
      shares.append(Int(quotient))
      given += quotient
      bestRemainder.append((remainder, offset))
    }
    var left = Int(magnitude - given)
    if left > 0 {
      // Largest remainder first. Among parts with equal remainders (equal
      // weights, as between words), the extra units are spread evenly rather
      // than piled on the left, so justified text shows no lopsided gaps.
      bestRemainder.sort { $0.remainder != $1.remainder ? $0.remainder > $1.remainder : $0.index < $1.index }
      var groupStart = 0
      while left > 0 {
        var groupEnd = groupStart + 1
        while groupEnd < bestRemainder.count && bestRemainder[groupEnd].remainder == bestRemainder[groupStart].remainder
        {
          groupEnd += 1
        }
        let tied = groupEnd - groupStart
        let taken = Swift.min(left, tied)
        for pick in 0..<taken {
          // The centre of the pick-th of `taken` equal slices of the tied group.
          let offset = (2 * pick + 1) * tied / (2 * taken)
          shares[bestRemainder[groupStart + offset].index] += 1
        }
        left -= taken
        groupStart = groupEnd
      }
    }
    if amount < 0 {
      for index in shares.indices { shares[index] = -shares[index] }
    }
  }
}

/// Points: fractional layout.
extension Double: FlowScalar {
  /// The value as a `Double`, for cost arithmetic.
  public var doubleValue: Double { self }
  /// Whether the value is finite.
  public var isFiniteValue: Bool { isFinite }
  /// A width nothing exceeds: the unspecified proposal.
  public static var unbounded: Double { .infinity }
  /// Half the value; integers round toward zero.
  public func halved() -> Double { self / 2 }

  /// Whether a bisection between `low` and `high` has converged.
  public static func bisectionHasConverged(low: Double, high: Double) -> Bool {
    high - low <= Swift.max(1e-9, Swift.abs(high) * 1e-12)
  }

  /// Splits `amount` over parts in proportion to `weights`; the shares sum to `amount` exactly.
  public static func apportion(
    _ amount: Double, weights: ArraySlice<Double>, total: Double, into shares: inout [Double]
  ) {
    shares.removeAll(keepingCapacity: true)
    var given = 0.0
    for (offset, weight) in weights.enumerated() {
      // The last share takes whatever rounding left over, so the sum is exact.
      let share = offset == weights.count - 1 ? amount - given : amount * weight / total
      shares.append(share)
      given += share
    }
  }
}
