import CycleCore
@testable import EnergyBudget
import Foundation

/// The scenarios and expected values written by `scripts/energy_reference.py`, an independent
/// implementation of the model in Python.
struct ReferenceScenario: CustomStringConvertible, Sendable {
    let name: String
    let input: EnergyInput
    /// Expected numbers (a key is absent where the reference has null) and flags.
    let numbers: [String: Double]
    let flags: [String: Bool]

    var description: String { name }

    nonisolated(unsafe) static let fixture: [String: Any] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/energy_reference.json")
        let data = try! Data(contentsOf: url)
        return try! JSONSerialization.jsonObject(with: data) as! [String: Any]
    }()

    static let all: [ReferenceScenario] = (fixture["scenarios"] as! [[String: Any]]).map(ReferenceScenario.init)

    static var constants: [String: Any] { fixture["constants"] as! [String: Any] }

    init(_ object: [String: Any]) {
        name = object["name"] as! String
        func days(_ key: String) -> [Day: Double] {
            Dictionary(uniqueKeysWithValues: (object[key] as! [String: Double]).map { (try! Day(iso: $0.key), $0.value) })
        }
        let today = try! Day(iso: object["today"] as! String)
        let bodyFat = (object["bodyFat"] as? Double).map { BodyFatReading(day: today, percent: $0) }
        let luteal = Set((object["luteal"] as! [String]).map { try! Day(iso: $0) })
        input = EnergyInput(intake: days("intake"), weights: days("weights"), bodyFat: bodyFat, goalKcal: object["goal"] as! Double,
                            lutealDays: luteal, downWeightLuteal: object["downWeightLuteal"] as! Bool, today: today)
        let expected = object["expected"] as! [String: Any]
        let flagKeys: Set = ["isRoughGuess"]
        numbers = expected.filter { !flagKeys.contains($0.key) }.compactMapValues { ($0 as? NSNumber)?.doubleValue }
        flags = expected.filter { flagKeys.contains($0.key) }.compactMapValues { $0 as? Bool }
    }

    func number(_ key: String) -> Double? { numbers[key] }
}
