/// Weights logged during a pregnancy, grouped by trimester: each group's first and last
/// weight and the change between them. It describes what was logged; it sets no target and
/// makes no judgement.
public struct WeightByTrimester: Sendable, Hashable {
    /// One weighing: its day and kilograms.
    public struct Entry: Sendable, Hashable {
        public let day: Day
        public let kilograms: Double

        public init(day: Day, kilograms: Double) {
            self.day = day
            self.kilograms = kilograms
        }
    }

    /// The weighings of one trimester, oldest first.
    public struct Group: Sendable, Hashable {
        public let trimester: Trimester
        public let entries: [Entry]

        /// The change from the first weighing of the trimester to the last, in kg.
        public var change: Double { (entries.last?.kilograms ?? 0) - (entries.first?.kilograms ?? 0) }
    }

    /// Weighings before the LMP, oldest first.
    public let before: [Entry]
    /// The trimesters with at least one weighing, in order.
    public let groups: [Group]

    /// Groups `entries` (any order) by the trimester of the pregnancy dated from `lmp`;
    /// weighings before `lmp` go to `before`, those past 44 weeks are left out.
    public init(_ entries: [Entry], lmp: Day) {
        let sorted = entries.sorted { $0.day < $1.day }
        before = sorted.filter { $0.day < lmp }
        let during = sorted.filter { $0.day >= lmp && lmp.days(to: $0.day) < 44 * 7 }
        groups = Trimester.allCases.compactMap { trimester in
            let inTrimester = during.filter { Trimester(gestationalDays: lmp.days(to: $0.day)) == trimester }
            return inTrimester.isEmpty ? nil : Group(trimester: trimester, entries: inTrimester)
        }
    }
}
