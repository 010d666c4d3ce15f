/// An amount with a unit found in a message: a temperature, a volume, a weight, a duration,
/// food energy or a count of something.
///
/// `value` is always in Bloom's own units, whatever the person typed: °C, millilitres,
/// kilograms, seconds, kcal, or the number of things. `unit` keeps what they typed, so an answer can
/// speak their units back ("141 lb").
///
/// ```swift
/// QuantityReader().quantities(in: "drank 2 glasses and weighed 141 lb")
/// // [2 glasses → 500 ml, 141 lb → 63.96 kg]
/// ```
package struct Quantity: Sendable, Hashable {
    /// What a quantity measures.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A body temperature, in °C.
        case temperature
        /// An amount drunk, in millilitres.
        case volume
        /// A body weight, in kilograms.
        case weight
        /// How long something lasted, in seconds.
        case duration
        /// How many of something ("10 kicks"); see `noun`.
        case count
        /// Food energy, in kcal.
        case energy
    }

    /// The unit a quantity was written in (for compounds such as "10 st 3" or "1h30", the first).
    package enum Unit: String, Sendable, Hashable, CaseIterable {
        /// °C: "36.6c", "36.6 degrees celsius".
        case celsius
        /// °F: "97.9f", "98 fahrenheit"; converted to °C.
        case fahrenheit
        /// "500ml", "250 millilitres".
        case millilitres
        /// "1.5 l", "2 litres", "2 liters".
        case litres
        /// US fluid ounces (29.57 ml): "8 oz", "8 fl oz".
        case fluidOunces
        /// A glass of water, 250 ml.
        case glasses
        /// A cup, 240 ml.
        case cups
        /// A bottle, 500 ml.
        case bottles
        /// "64 kg", "64 kilos".
        case kilograms
        /// "500 g".
        case grams
        /// "141 lb", "141 pounds"; "7 lb 8 oz".
        case pounds
        /// "10 st", "10 stone 3" (14 lb a stone).
        case stones
        /// "45 seconds", "45s".
        case seconds
        /// "5 min", "5 minutes".
        case minutes
        /// "2 hours", "2h", "an hour", "1h30".
        case hours
        /// Things counted: kicks, coffees, times.
        case items
        /// Food energy: "650 kcal", "300 cal", "650 calories" (a food "calorie" is a kcal).
        case kilocalories
        /// Food energy in kilojoules: "2000 kj" (4.184 kJ a kcal); converted to kcal.
        case kilojoules

        /// What this unit measures.
        package var kind: Kind {
            switch self {
            case .celsius, .fahrenheit: return .temperature
            case .millilitres, .litres, .fluidOunces, .glasses, .cups, .bottles: return .volume
            case .kilograms, .grams, .pounds, .stones: return .weight
            case .seconds, .minutes, .hours: return .duration
            case .items: return .count
            case .kilocalories, .kilojoules: return .energy
            }
        }

        /// How many of Bloom's units (ml, kg, s, or 1) one of this unit is. Temperatures are
        /// not a plain factor; see `QuantityReader.celsius(fromFahrenheit:)`.
        package var factor: Double {
            switch self {
            case .celsius, .fahrenheit, .millilitres, .kilograms, .seconds, .items, .kilocalories: return 1
            case .kilojoules: return 1 / 4.184
            case .litres: return 1000
            case .fluidOunces: return 29.5735
            case .glasses: return 250
            case .cups: return 240
            case .bottles: return 500
            case .grams: return 0.001
            case .pounds: return 0.45359237
            case .stones: return 14 * 0.45359237
            case .minutes: return 60
            case .hours: return 3600
            }
        }
    }

    /// What the quantity measures.
    package var kind: Kind { unit.kind }
    /// The amount in Bloom's units: °C, ml, kg, seconds, kcal, or the count. Converted values are
    /// rounded to 2 decimals.
    package let value: Double
    /// The unit as written.
    package let unit: Unit
    /// For counts, the thing counted in the singular ("kick" for "10 kicks"); nil otherwise.
    package let noun: String?
    /// The words matched, as they appear in the message ("97.9 degrees f").
    package let text: String
    /// Where the words are in the message that was read.
    package let range: Range<String.Index>

    /// Creates a quantity; `value` is in Bloom's units (see `value`).
    package init(value: Double, unit: Unit, noun: String? = nil, text: String, range: Range<String.Index>) {
        self.value = value
        self.unit = unit
        self.noun = noun
        self.text = text
        self.range = range
    }
}
