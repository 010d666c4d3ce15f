/// A coding key made from any string or index (coding paths in decoding errors, and models
/// that read objects whose keys are data).
package struct AnyCodingKey: CodingKey, Hashable, Sendable {
    package var stringValue: String
    package var intValue: Int?

    package init(_ string: String) { stringValue = string }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
}
