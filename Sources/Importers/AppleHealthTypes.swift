import Journal

/// The Apple Health record types Bloom reads, by their identifier after the
/// "HKQuantityTypeIdentifier" / "HKCategoryTypeIdentifier" prefix.
enum AppleHealthType {
    case quantity(SampleKind)
    case basalTemperature
    case menstrualFlow
    case intermenstrualBleeding
    case ovulationTest
    case cervicalMucus
    case sexualActivity
    case sleep
    case mindful
    case pregnancy
    case lactation

    static let quantities: [(StaticString, AppleHealthType)] = [
        ("HeartRate", .quantity(.heartRate)),
        ("StepCount", .quantity(.stepCount)),
        ("ActiveEnergyBurned", .quantity(.activeEnergy)),
        ("HeartRateVariabilitySDNN", .quantity(.heartRateVariabilitySDNN)),
        ("RestingHeartRate", .quantity(.restingHeartRate)),
        ("RespiratoryRate", .quantity(.respiratoryRate)),
        ("OxygenSaturation", .quantity(.oxygenSaturation)),
        ("VO2Max", .quantity(.vo2Max)),
        ("BodyMass", .quantity(.bodyMass)),
        ("BodyFatPercentage", .quantity(.bodyFatPercentage)),
        ("AppleExerciseTime", .quantity(.exerciseMinutes)),
        ("BloodPressureSystolic", .quantity(.bloodPressureSystolic)),
        ("BloodPressureDiastolic", .quantity(.bloodPressureDiastolic)),
        ("BloodGlucose", .quantity(.bloodGlucose)),
        ("DietaryEnergyConsumed", .quantity(.dietaryEnergy)),
        ("DietaryProtein", .quantity(.dietaryProtein)),
        ("DietaryCarbohydrates", .quantity(.dietaryCarbohydrates)),
        ("DietaryFatTotal", .quantity(.dietaryFat)),
        ("BasalBodyTemperature", .basalTemperature),
    ]

    static let categories: [(StaticString, AppleHealthType)] = [
        ("SleepAnalysis", .sleep),
        ("MenstrualFlow", .menstrualFlow),
        ("IntermenstrualBleeding", .intermenstrualBleeding),
        ("OvulationTestResult", .ovulationTest),
        ("CervicalMucusQuality", .cervicalMucus),
        ("SexualActivity", .sexualActivity),
        ("MindfulSession", .mindful),
        ("Pregnancy", .pregnancy),
        ("Lactation", .lactation),
    ]

    /// The type named by a Record's `type` attribute, or nil for types Bloom does not import.
    static func named(_ type: UnsafeBufferPointer<UInt8>) -> AppleHealthType? {
        let table: [(StaticString, AppleHealthType)]
        let prefixLength: Int
        if type.hasPrefix("HKQuantityTypeIdentifier") {
            table = quantities
            prefixLength = 24
        } else if type.hasPrefix("HKCategoryTypeIdentifier") {
            table = categories
            prefixLength = 24
        } else {
            return nil
        }
        let suffix = UnsafeBufferPointer(rebasing: type[prefixLength...])
        for (name, kind) in table where suffix.equals(name) { return kind }
        return nil
    }

    /// A value in `unit` converted to the unit Bloom stores `kind` in, or nil for an unknown unit.
    static func convert(_ value: Double, unit: UnsafeBufferPointer<UInt8>?, to kind: SampleKind) -> Double? {
        guard let unit else { return value }
        switch kind {
        case .bodyMass:
            if unit.equals("kg") { return value }
            if unit.equals("lb") { return value * 0.453_592_37 }
            if unit.equals("g") { return value / 1000 }
            if unit.equals("st") { return value * 6.350_293_18 }
            return nil
        case .activeEnergy, .dietaryEnergy:
            if unit.equals("kcal") || unit.equals("Cal") { return value }
            if unit.equals("kJ") { return value / 4.184 }
            if unit.equals("cal") { return value / 1000 }
            return nil
        case .oxygenSaturation, .bodyFatPercentage:
            // Apple Health writes these as fractions ("0.97" with unit "%").
            return value <= 1.0 ? value * 100 : value
        case .bloodGlucose:
            // Apple writes "mg/dL" or "mmol<180.1558800000541>/L" (mmol of glucose, its molar mass in the unit).
            if unit.equals("mg/dL") { return value / VitalKind.milligramsPerDecilitrePerMillimole }
            if unit.hasPrefix("mmol"), unit.count >= 6, unit[unit.count - 2] == UInt8(ascii: "/"), unit[unit.count - 1] == UInt8(ascii: "L") {
                return value
            }
            return nil
        case .bloodPressureSystolic, .bloodPressureDiastolic:
            if unit.equals("mmHg") { return value }
            if unit.equals("kPa") { return value * 7.500_616_83 }
            return nil
        case .exerciseMinutes:
            if unit.equals("min") { return value }
            if unit.equals("s") { return value / 60 }
            if unit.equals("hr") || unit.equals("h") { return value * 60 }
            return nil
        case .dietaryProtein, .dietaryCarbohydrates, .dietaryFat:
            if unit.equals("g") { return value }
            if unit.equals("mg") { return value / 1000 }
            if unit.equals("oz") { return value * 28.349_523_125 }
            return nil
        default:
            return value
        }
    }
}
