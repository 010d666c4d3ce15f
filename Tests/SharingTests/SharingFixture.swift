import BloomTestSupport
import CycleCore
import DayModel
import Sharing

/// Snapshots and sealed files for the sharing tests: built from the shared scenarios, sealed
/// with the cheapest key derivation (`ShareKDF.minimum`) and a seeded random source, so each
/// test runs in milliseconds and gives the same bytes every time.
enum SharingFixture {
    /// A code to seal with.
    static let code = try! ShareCode(typed: "7KQM4X")

    /// The day model of `scenario`.
    static func day(_ scenario: Scenario) -> PersonDay {
        try! PersonDay(scenario.inputs, today: scenario.today)
    }

    /// Eight periods, seen 9 days after the last start (follicular phase), in `mode`.
    static func scenario(_ mode: Mode = .cycle, offset: Int = 9) -> Scenario {
        Scenario(mode: mode, history: .long, charted: false, dayOffset: offset)
    }

    /// Symptoms and moods logged over the days before `scenario.today`, and one day long before.
    static func logs(before today: Day) -> [SharedDay] {
        [
            SharedDay(day: today - 1, symptoms: [SharedSymptom(id: "headache", severity: 2), SharedSymptom(id: "bloating")], moods: ["irritable"]),
            SharedDay(day: today - 3, symptoms: [SharedSymptom(id: "back-pain", severity: 1)], moods: []),
            SharedDay(day: today, symptoms: [], moods: ["anxious", "tired"]),
            SharedDay(day: today - 40, symptoms: [SharedSymptom(id: "migraine", severity: 3)], moods: ["sad"]),
        ]
    }

    /// The snapshot of `scenario` as `request` asks, with `logs(before:)`.
    static func snapshot(_ scenario: Scenario = scenario(), include: Set<ShareInclusion> = [], days: Int = 30,
                         name: String? = "Sam") throws -> ShareSnapshot {
        let request = try ShareRequest(days: days, include: include, name: name)
        return try ShareSnapshot.make(from: day(scenario), request: request, logs: logs(before: scenario.today))
    }

    /// `snapshot` sealed under `code` with the cheapest key derivation and seed `seed`.
    static func sealed(_ snapshot: ShareSnapshot, seed: UInt64 = 42) -> [UInt8] {
        snapshot.sealed(under: code, kdf: .minimum, random: SeededRandomSource(seed: seed))
    }
}
