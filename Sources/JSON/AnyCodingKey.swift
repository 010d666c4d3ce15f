/// A coding key made from any string or index (coding paths in decoding errors, and models
/// that read objects whose keys are data).
public struct AnyCodingKey: CodingKey, Hashable, Sendable {
    public var stringValue: String
    public var intValue: Int?

    public init(_ string: String) { stringValue = string }
    public init?(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
}
