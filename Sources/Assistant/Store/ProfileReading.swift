import CycleCore

/// The active profile and its settings, and the names of every profile on this device.
package protocol ProfileReading {
    /// The active profile's name.
    var profileName: String { get }
    /// The active profile's mode.
    var mode: Mode { get }
    /// The daily water goal in millilitres.
    var waterGoalMilliliters: Int { get }
    /// The cycle length the person gave at onboarding, used as the prediction's prior until
    /// three cycles are logged; nil when not given.
    var typicalCycleLength: Int? { get }
    /// Whether the profile types weights in pounds (a bare "weight 140" is then 140 lb).
    var weighsInPounds: Bool { get }
    /// The names of every profile on this device.
    func profileNames() throws -> [String]
}

extension ProfileReading {
    /// A store that keeps no usual cycle length (an older test double) has none.
    package var typicalCycleLength: Int? { nil }

    /// Stores that keep no units (tests, benchmarks) weigh in kilograms.
    package var weighsInPounds: Bool { false }
}
