import BloomBase
import CycleCore

extension TemplateLibrary {
    /// A seed that picks the same variant all day and the next variant the next day, identical
    /// on every run and every device.
    ///
    /// The seed is the 64-bit FNV-1a hash of the key's UTF-8 bytes plus the day's ordinal plus
    /// the salt (wrapping). The hash gives each key its own starting variant; adding the day
    /// makes consecutive days step through the variants in turn, so a group of n variants shows
    /// each of them once in any n consecutive days. Swift's `Hasher` is not used: it is seeded
    /// afresh in every process.
    /// - Parameters:
    ///   - key: the template key.
    ///   - day: the day the answer is for (usually today).
    ///   - salt: moves to a later variant on the same day, e.g. the number of times the
    ///     question was already answered today.
    /// - Returns: a seed for `render(_:attributes:values:seed:)`.
    package static func seed(key: String, day: Day, salt: Int = 0) -> UInt64 {
        FNV1a.hash(key) &+ UInt64(bitPattern: Int64(day.ordinal)) &+ UInt64(bitPattern: Int64(salt))
    }
}
