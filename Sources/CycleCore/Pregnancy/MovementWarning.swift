/// Why Bloom says to contact the maternity unit now about a baby's movements.
///
/// There is no reassuring counterpart: a count that reaches 10 is reported as a fact, never as
/// "all is well" (red flags: NHS and Tommy's say there is no set number; ACOG's guide is 10
/// movements in under 2 hours from 28 weeks).
public enum MovementWarning: String, Sendable, Hashable, Codable {
    /// From 28 weeks, fewer than 10 movements in 2 hours.
    case fewerThanTenInTwoHours
    /// The person says the movements feel less than usual (or have slowed or stopped).
    case lessThanUsual
}
