/// A blood pressure reading: the top (systolic) and bottom (diastolic) numbers, in mmHg.
package struct BloodPressureReading: Sendable, Equatable {
    package let systolic: Int
    package let diastolic: Int

    package init(systolic: Int, diastolic: Int) {
        self.systolic = systolic
        self.diastolic = diastolic
    }

    /// Whether either number reaches its threshold ("140/90 or higher" is either 140 or more
    /// on top, or 90 or more below).
    package func reaches(systolic top: Int, diastolic bottom: Int) -> Bool {
        systolic >= top || diastolic >= bottom
    }
}

/// Finds blood pressure readings in a message's normalised words: "165/110", "bp 150 / 100",
/// "148 over 98".
///
/// A reading is two whole numbers, the top from 70 to 260 and the bottom from 30 to 160 and
/// below the top. Both are then 30 or more, which no date written with a slash ("3/11", "12/10")
/// can be, so "165/110" needs no word of blood pressure beside it; "148 over 98" does ("bp",
/// "blood pressure", "pressure", "mmhg", "reading").
///
/// ```swift
/// BloodPressureReader.readings(["bp", "165/110", "this", "morning"])   // [165/110]
/// ```
package enum BloodPressureReader {
    /// Every reading in `tokens`, in order.
    package static func readings(_ tokens: [String]) -> [BloodPressureReading] {
        var found: [BloodPressureReading] = []
        let saysPressure = tokens.contains { pressureWords.contains($0) }
        for index in tokens.indices {
            let token = tokens[index]
            if token.contains("/") {
                let parts = token.split(separator: "/", omittingEmptySubsequences: false)
                if parts.count == 2, let top = Int(parts[0]), let bottom = Int(parts[1]), let reading = reading(top, bottom) { found.append(reading) }
            } else if index + 2 < tokens.count, tokens[index + 1] == "/" || tokens[index + 1] == "over" && saysPressure,
                      let top = Int(token), let bottom = Int(tokens[index + 2]), let reading = reading(top, bottom) {
                found.append(reading)
            }
        }
        return found
    }

    /// Words that say a pair of numbers is a blood pressure ("148 over 98" needs one).
    static let pressureWords: Set<String> = ["bp", "pressure", "mmhg", "reading", "readings", "systolic", "diastolic"]

    private static func reading(_ top: Int, _ bottom: Int) -> BloodPressureReading? {
        guard (70...260).contains(top), (30...160).contains(bottom), bottom < top else { return nil }
        return BloodPressureReading(systolic: top, diastolic: bottom)
    }
}
