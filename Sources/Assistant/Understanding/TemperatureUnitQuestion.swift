/// "What's that in celsius?", "and in fahrenheit?": a short question asking for a reading in
/// another unit of temperature.
enum TemperatureUnitQuestion {
    enum Unit { case celsius, fahrenheit }

    /// The unit `tokens` (normalised) ask a reading in, when they are a short question of one
    /// ("whats that in celsius", "in f?", "how much is it in fahrenheit"); nil otherwise.
    static func asked(_ tokens: [String]) -> Unit? {
        guard tokens.count <= 8, let index = tokens.firstIndex(of: "in"), index + 1 < tokens.count,
              tokens.contains(where: { ["what", "whats", "that", "thats", "it", "its", "and", "how"].contains($0) }) || index == 0 else { return nil }
        switch tokens[index + 1] {
        case "celsius", "centigrade", "c": return .celsius
        case "fahrenheit", "farenheit", "f": return .fahrenheit
        default: return nil
        }
    }
}
