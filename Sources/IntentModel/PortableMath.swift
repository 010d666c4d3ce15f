/// `exp` and `log` computed with plain IEEE arithmetic in a fixed order, so training gives the
/// same bits on every platform (the C library's versions may differ in the last place).
enum PortableMath {
    static let ln2 = 0.693_147_180_559_945_3

    /// e^x: x = k·ln2 + r with |r| ≤ ln2/2, e^r by its Taylor series (to 1e-17), times 2^k.
    ///
    /// The series stops after 13 terms. The 14th is at most 0.347^14 / 14! ≈ 4.2e-18, under a
    /// quarter of the last place of any sum from e^-0.347 ≈ 0.71 up (2.8e-17): adding it, or
    /// any later (smaller) term, rounds back to the sum whichever way it points, so the result
    /// has the bits of all 18 terms (`referenceExp`, tested against it) for 5 fewer divisions.
    static func exp(_ x: Double) -> Double { exp(x, terms: 13) }

    /// `exp` adding 18 terms, as it was first written: the reference it is tested against, bit for bit.
    static func referenceExp(_ x: Double) -> Double { exp(x, terms: 18) }

    @inline(__always)
    private static func exp(_ x: Double, terms: Int) -> Double {
        if x.isNaN { return x }
        if x > 709 { return .infinity }
        if x < -745 { return 0 }
        let k = (x / ln2).rounded()
        let r = x - k * ln2
        var term = 1.0, sum = 1.0
        for n in 1...terms {
            term *= r / Double(n)
            sum += term
        }
        return scale(sum, Int(k))
    }

    /// The natural logarithm of a positive x: x = m·2^e with m in [√½, √2), then
    /// log m = 2·atanh((m−1)/(m+1)) by its series.
    static func log(_ x: Double) -> Double {
        guard x > 0 else { return x == 0 ? -.infinity : .nan }
        if x.isInfinite { return x }
        var exponent = Int(x.exponent)
        var mantissa = x.significand
        if mantissa > 2.0.squareRoot() { mantissa /= 2; exponent += 1 }
        let s = (mantissa - 1) / (mantissa + 1)
        let s2 = s * s
        var term = s, sum = 0.0
        var n = 1.0
        for _ in 0..<30 {
            sum += term / n
            term *= s2
            n += 2
        }
        return 2 * sum + Double(exponent) * ln2
    }

    /// x · 2^k, exact.
    static func scale(_ x: Double, _ k: Int) -> Double {
        Double(sign: .plus, exponent: k, significand: x)
    }
}

func exp(_ x: Double) -> Double { PortableMath.exp(x) }
func log(_ x: Double) -> Double { PortableMath.log(x) }
