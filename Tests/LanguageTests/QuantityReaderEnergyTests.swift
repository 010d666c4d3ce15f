import Language
import Testing

/// Food energy in a message: "lunch was about 650 kcal", "had a 300 cal snack".
@Suite struct QuantityReaderEnergyTests {
    let reader = QuantityReader()

    @Test(arguments: [
        ("lunch was about 650 kcal", 650.0, Quantity.Unit.kilocalories, "650 kcal"),
        ("had a 300 cal snack", 300, .kilocalories, "300 cal"),
        ("dinner 650 calories", 650, .kilocalories, "650 calories"),
        ("ate 650kcal", 650, .kilocalories, "650kcal"),
        ("breakfast was 420 kcals", 420, .kilocalories, "420 kcals"),
        ("a 250 calorie bar", 250, .kilocalories, "250 calorie"),
        ("two hundred calories", 200, .kilocalories, "two hundred calories"),
        ("2092 kj", 500, .kilojoules, "2092 kj"),
    ])
    func readsFoodEnergyInKcal(text: String, kcal: Double, unit: Quantity.Unit, matched: String) throws {
        let found = try #require(reader.first(.energy, in: text), "\(text)")
        #expect(abs(found.value - kcal) < 0.01, "\(text): \(found.value)")
        #expect(found.unit == unit)
        #expect(found.kind == .energy)
        #expect(found.text == matched)
    }

    @Test func aThousandsSeparatorIsNotADecimalComma() throws {
        let found = try #require(reader.first(.energy, in: "dinner was 1,200 kcal"))
        #expect(found.value == 1200)
    }

    @Test func energyIsNeitherAWeightNorACount() {
        let found = reader.quantities(in: "had a 300 cal snack and weighed 64 kg")
        #expect(found.map(\.kind) == [.energy, .weight])
        #expect(reader.first(.count, in: "650 calories") == nil)
    }

    @Test func everyUnitWordIsListedForTheSpellingCorrector() {
        for word in ["grams", "gram", "kcal", "calories", "kilojoules", "litres", "kg"] { #expect(QuantityReader.unitWords.contains(word), "\(word)") }
    }

    @Test func aCalorieWordWithoutANumberIsNoQuantity() {
        #expect(reader.quantities(in: "how many calories do i have left today").isEmpty)
        #expect(reader.quantities(in: "what is my calorie budget").isEmpty)
    }
}
