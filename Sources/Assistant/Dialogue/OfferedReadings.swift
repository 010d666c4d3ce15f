/// The two readings Bloom offered when it was not sure what a message meant, kept for one
/// turn so "the first one", "the second" or "fertile window" can pick one.
package struct OfferedReadings: Sendable, Equatable {
    /// The intents offered, in the order they were named.
    package let intents: [String]
    /// The message they are readings of (answered with the chosen intent).
    package let message: String
}
