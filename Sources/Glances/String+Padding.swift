extension String {
    /// The string padded with spaces on the right to `width` characters.
    package func padded(to width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
    /// The string padded with spaces on the left to `width` characters.
    package func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
