import Language
import Testing

@Suite struct QuantityReaderTests {
    let reader = QuantityReader()

    @Test(arguments: [
        ("36.6c", 36.6, Quantity.Unit.celsius), ("36.6 c", 36.6, .celsius), ("36.6 °c", 36.6, .celsius),
        ("36.6°c", 36.6, .celsius), ("36.6 °C", 36.6, .celsius), ("36.6℃", 36.6, .celsius), ("36.6 degrees", 36.6, .celsius),
        ("36.6 degrees c", 36.6, .celsius), ("36.6 degrees celsius", 36.6, .celsius), ("37 celsius", 37, .celsius),
        ("36,6 °c", 36.6, .celsius), ("97.9f", 36.61, .fahrenheit), ("97.9 f", 36.61, .fahrenheit),
        ("97.9 degrees f", 36.61, .fahrenheit), ("97.9 °f", 36.61, .fahrenheit), ("98 fahrenheit", 36.67, .fahrenheit),
        ("98.6 degrees", 37, .fahrenheit), ("99.1 degrees fahrenheit", 37.28, .fahrenheit),
    ])
    func readsTemperaturesWithUnits(text: String, celsius: Double, unit: Quantity.Unit) throws {
        let found = try #require(reader.first(.temperature, in: "it was " + text + " today"))
        #expect(close(found.value, celsius), "\(text)")
        #expect(found.unit == unit)
        #expect(found.text == text)
    }

    @Test(arguments: [
        ("my temp was 36.6", 36.6), ("bbt 97.9 this morning", 36.61), ("temperature 37", 37), ("fever of 101", 38.33),
        ("thermometer said 36.45", 36.45),
    ])
    func aBareNumberInRangeIsATemperatureWhenTheMessageIsAboutTemperature(text: String, celsius: Double) {
        #expect(close(reader.first(.temperature, in: text)?.value, celsius), "\(text)")
    }

    @Test func aBareNumberIsNotATemperatureWithoutContext() {
        #expect(reader.quantities(in: "i am 36.6").isEmpty)
        #expect(reader.first(.temperature, in: "36 degrees outside was 20") != nil)
        #expect(reader.first(.temperature, in: "it was 20 degrees outside") == nil)
    }

    @Test(arguments: [
        ("my temp was 97.9 this morning", 36.61), ("36.8", 36.8), ("at 36 weeks my temp was 37.2", 37.2),
        ("temperature 37", 37), ("it was 99.1 degrees f", 37.28), ("37 or 36.9", 36.9), ("36.6c and 37.5", 36.6),
        ("week 36 temp 37.1", 37.1), ("temp 36,6", 36.6), ("bbt 97,9 today", 36.61),
    ])
    func temperatureCelsiusPrefersAUnitThenDecimals(text: String, celsius: Double) {
        #expect(close(reader.temperatureCelsius(in: text), celsius), "\(text)")
    }

    @Test func temperatureCelsiusIsNilWithoutATemperature() {
        #expect(reader.temperatureCelsius(in: "i feel warm") == nil)
        #expect(reader.temperatureCelsius(in: "20 weeks") == nil)
        #expect(reader.temperatureCelsius(in: "drank 500 ml") == nil)
    }

    @Test(arguments: ["log temp 40x", "temp 36.6o", "temp 40 x"])
    func aNumberWithATypoGluedOnIsNoTemperature(text: String) {
        #expect(reader.temperatureCelsius(in: text) == nil)
        #expect(reader.temperatureCelsius(in: "temp 36.6") == 36.6)
    }

    @Test func convertsFahrenheitToTwoDecimals() {
        #expect(QuantityReader.celsius(fromFahrenheit: 97.9) == 36.61)
        #expect(QuantityReader.celsius(fromFahrenheit: 98.6) == 37)
        #expect(QuantityReader.celsius(fromFahrenheit: 32) == 0)
    }

    @Test(arguments: [
        ("500ml", 500.0, Quantity.Unit.millilitres), ("500 ml", 500, .millilitres), ("500 mls", 500, .millilitres),
        ("250 millilitres", 250, .millilitres), ("1.5 l", 1500, .litres), ("1.5l", 1500, .litres),
        ("2,5 l", 2500, .litres), ("2 litres", 2000, .litres), ("2 liters", 2000, .litres), ("a litre", 1000, .litres),
        ("half a litre", 500, .litres), ("8 oz", 236.59, .fluidOunces), ("8 fl oz", 236.59, .fluidOunces),
        ("a glass", 250, .glasses), ("2 glasses", 500, .glasses), ("two glasses", 500, .glasses),
        ("half a glass", 125, .glasses), ("a cup", 240, .cups), ("3 cups", 720, .cups), ("half a cup", 120, .cups),
        ("a bottle", 500, .bottles), ("2 bottles", 1000, .bottles), ("a couple of glasses", 500, .glasses),
        ("1/2 a cup", 120, .cups), ("1/2 cup", 120, .cups), ("3/4 l", 750, .litres), ("1/4 of a glass", 62.5, .glasses),
        // A container's size is not a measure: a big glass is still counted as a glass.
        ("2 big glasses", 500, .glasses), ("a large glass", 250, .glasses), ("two tall glasses", 500, .glasses), ("a big bottle", 500, .bottles),
    ])
    func readsVolumesInMillilitres(text: String, millilitres: Double, unit: Quantity.Unit) throws {
        let found = try #require(reader.first(.volume, in: "i drank " + text + " of water"))
        #expect(close(found.value, millilitres), "\(text)")
        #expect(found.unit == unit)
        #expect(found.text == text)
    }

    @Test(arguments: [
        ("64 kg", 64.0, Quantity.Unit.kilograms), ("64kg", 64, .kilograms), ("64 kgs", 64, .kilograms),
        ("64 kilos", 64, .kilograms), ("64 kilograms", 64, .kilograms), ("64.5 kg", 64.5, .kilograms),
        ("500 g", 0.5, .grams), ("141 lb", 63.96, .pounds), ("141 lbs", 63.96, .pounds), ("141 pounds", 63.96, .pounds),
        ("141lbs", 63.96, .pounds), ("10 st", 63.5, .stones), ("10 stone", 63.5, .stones), ("10 st 3", 64.86, .stones),
        ("10 stone 3", 64.86, .stones), ("10st 3lb", 64.86, .stones), ("10 stone 3 pounds", 64.86, .stones),
        ("10 stone and 3 pounds", 64.86, .stones), ("7 lb 8 oz", 3.4, .pounds),
    ])
    func readsWeightsInKilograms(text: String, kilograms: Double, unit: Quantity.Unit) throws {
        let found = try #require(reader.first(.weight, in: "i weigh " + text + " now"))
        #expect(close(found.value, kilograms), "\(text)")
        #expect(found.unit == unit)
        #expect(found.text == text)
    }

    @Test(arguments: [
        ("45 seconds", 45.0, Quantity.Unit.seconds), ("45 secs", 45, .seconds), ("45 sec", 45, .seconds),
        ("45s", 45, .seconds), ("45 s", 45, .seconds), ("a second", 1, .seconds), ("5 min", 300, .minutes),
        ("5 mins", 300, .minutes), ("5 minutes", 300, .minutes), ("1 minute", 60, .minutes), ("a minute", 60, .minutes),
        ("90 mins", 5400, .minutes), ("a couple of minutes", 120, .minutes), ("5 min 30 s", 330, .minutes),
        ("2 hours", 7200, .hours), ("2 hrs", 7200, .hours), ("2 hr", 7200, .hours), ("2h", 7200, .hours),
        ("2 h", 7200, .hours), ("an hour", 3600, .hours), ("half an hour", 1800, .hours), ("a half hour", 1800, .hours),
        ("an hour and a half", 5400, .hours), ("1.5 hours", 5400, .hours), ("one and a half hours", 5400, .hours),
        ("2 and a half hours", 9000, .hours), ("1h30", 5400, .hours), ("1h 30", 5400, .hours), ("1h30m", 5400, .hours),
        ("1 hour 30 minutes", 5400, .hours), ("1 hour and 30 minutes", 5400, .hours), ("1 hr 15 min", 4500, .hours),
    ])
    func readsDurationsInSeconds(text: String, seconds: Double, unit: Quantity.Unit) throws {
        let found = try #require(reader.first(.duration, in: "it lasted " + text + " or so"))
        #expect(close(found.value, seconds), "\(text)")
        #expect(found.unit == unit)
        #expect(found.text == text)
    }

    /// "Took 2hrs 50": bare minutes after the hours, with nothing after them they could count.
    @Test func bareMinutesAfterHoursAtTheEndAreMinutes() throws {
        #expect(try #require(reader.first(.duration, in: "long run on sunday, took 2hrs 50")).value == 10_200)
        #expect(try #require(reader.first(.duration, in: "2 hours 50 on sunday")).value == 10_200)
        #expect(try #require(reader.first(.duration, in: "i walk 2 hours 3 times a week")).value == 7_200)
    }

    @Test(arguments: [
        ("10 kicks", 10.0, "kick"), ("ten kicks", 10, "kick"), ("2 coffees", 2, "coffee"), ("1 coffee", 1, "coffee"),
        ("3 strong contractions", 3, "contraction"), ("a couple of coffees", 2, "coffee"), ("3 times", 3, "time"),
        ("2 black coffees", 2, "coffee"), ("4 berries", 4, "berry"), ("2 sandwiches", 2, "sandwich"),
    ])
    func countsThingsWithTheirNoun(text: String, count: Double, noun: String) throws {
        let found = try #require(reader.first(.count, in: "i had " + text + " today"))
        #expect(found.value == count)
        #expect(found.noun == noun)
        #expect(found.unit == .items)
        #expect(found.text == text)
    }

    @Test(arguments: [
        "3 days", "20 weeks", "3 march", "2 of them", "the 3rd time", "2.5 kicks", "a lot of water", "a few glasses",
        "i sat 2 hours ago and", "covid 19", "36.6", "500 mg of iron", "3 cm dilated", "b12",
    ])
    func spansOrdinalsAndVagueAmountsAreNotCounts(text: String) {
        #expect(reader.first(.count, in: text) == nil, "\(text)")
    }

    @Test func findsEveryQuantityInOrder() {
        let message = "drank 2 glasses and a cup, weighed 141 lb, walked for 45 min and felt 10 kicks"
        let found = reader.quantities(in: message)
        #expect(found.map(\.kind) == [.volume, .volume, .weight, .duration, .count])
        #expect(found.map(\.text) == ["2 glasses", "a cup", "141 lb", "45 min", "10 kicks"])
        #expect(found.map { String(message[$0.range]) } == found.map(\.text))
    }

    @Test func skipsRangesAnotherReaderClaimed() throws {
        let message = "10 kicks and 2 coffees"
        let kicks = try #require(message.range(of: "10 kicks"))
        #expect(reader.quantities(in: message, excluding: [kicks]).map(\.text) == ["2 coffees"])
    }

    @Test func unitsAreMatchedWhole() {
        #expect(reader.quantities(in: "the kgb hourglass cupboard").isEmpty)
        #expect(reader.first(.volume, in: "2 glassy eyes") == nil)
    }
}
