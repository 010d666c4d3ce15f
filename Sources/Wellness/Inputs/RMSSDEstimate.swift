/// RMSSD estimated from the instantaneous beats per minute a watch lists behind an HRV reading.
///
/// Each beat's interval is 60 000 ÷ BPM milliseconds; RMSSD is the root mean square of the
/// differences between successive intervals (Task Force 1996). Watches round BPM, so this is an
/// estimate, and it is always labelled as one.
package struct RMSSDEstimate: Sendable, Equatable {
    /// The estimate in milliseconds.
    package var milliseconds: Double
    /// How many successive differences it is built from.
    package var differences: Int
    /// The label shown with it.
    package static let label = "RMSSD (estimate from beat-to-beat heart rate)"

    /// - Returns: nil with fewer than 3 beats, or any non-positive BPM.
    package init?(beatsPerMinute: [Double]) {
        guard beatsPerMinute.count >= 3, beatsPerMinute.allSatisfy({ $0 > 0 }) else { return nil }
        let intervals = beatsPerMinute.map { 60_000 / $0 }
        let squares = zip(intervals, intervals.dropFirst()).map { ($1 - $0) * ($1 - $0) }
        self.milliseconds = (squares.reduce(0, +) / Double(squares.count)).squareRoot()
        self.differences = squares.count
    }
}
