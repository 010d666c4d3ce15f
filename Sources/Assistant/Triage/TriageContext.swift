import CycleCore

/// What triage knows about the person beyond the message: pregnant (and how far), after a
/// birth, or trying to conceive.
package struct TriageContext: Sendable, Equatable, CustomStringConvertible {
    /// Pregnant now.
    package var pregnant = false
    /// The week of pregnancy in progress (36+2 is in week 37), when known: the rules' week
    /// ranges count weeks so.
    package var week: Int?
    /// After a birth (up to a year), with the weeks since when known.
    package var postpartum = false
    package var postpartumWeeks: Int?
    /// Within the 12 weeks after a birth (or after one, weeks unknown): RCOG counts bleeding
    /// up to 12 weeks after a birth as after the birth (a secondary postpartum haemorrhage,
    /// Green-top Guideline 52); from then on bleeding is read as periods again, and a new
    /// pregnancy as possible.
    package var isEarlyPostpartum: Bool { postpartum && (postpartumWeeks ?? 0) <= TriageContext.weeksAfterBirthBleeding }
    /// The weeks after a birth that bleeding is read as after the birth.
    package static let weeksAfterBirthBleeding = 12
    /// Trying to conceive.
    package var ttc = false
    /// Trying, and this cycle's period is not yet due: a pregnancy begun this cycle would be
    /// under four weeks, too early for the signs the possibly-pregnant rules look for (an
    /// ectopic pregnancy shows itself from about six weeks), so trying alone does not make the
    /// person possibly pregnant; a late period or a positive test in the message still does.
    package var periodNotYetDue = false

    /// No context: not known to be pregnant, postpartum or trying.
    package static let none = TriageContext()

    package init(pregnant: Bool = false, week: Int? = nil, postpartum: Bool = false, postpartumWeeks: Int? = nil, ttc: Bool = false,
                periodNotYetDue: Bool = false) {
        self.pregnant = pregnant
        self.week = week
        self.postpartum = postpartum
        self.postpartumWeeks = postpartumWeeks
        self.ttc = ttc
        self.periodNotYetDue = periodNotYetDue
    }

    /// The context a pregnancy profile gives on a day: pregnant in its completed weeks, or, from 42+0
    /// (`GestationalAge.isPastAnyPregnancy`), most likely after the birth, with the weeks since
    /// the due date: bleeding three weeks after a due date is read as after a birth, not as
    /// bleeding in pregnancy.
    package static func pregnancyProfile(at age: GestationalAge?) -> TriageContext {
        guard let age else { return TriageContext(pregnant: true) }
        if age.isPastAnyPregnancy {
            return TriageContext(postpartum: true, postpartumWeeks: age.weeks - 40)
        }
        // Completed weeks, as people and the rules' thresholds count them: at 19+0 "19 weeks",
        // not yet the second half's "from 20 weeks" (the 20th week is under way).
        return TriageContext(pregnant: true, week: age.weeks)
    }

    /// Reads the vignette notation: `none`, `pregnant`, `pregnant:N`, `postpartum`, `postpartum:N`, `ttc`.
    /// - Throws: `TriageContextError` for anything else.
    package init(parsing text: String) throws(TriageContextError) {
        let parts = text.lowercased().split(separator: ":", maxSplits: 1).map(String.init)
        let number = parts.count > 1 ? Int(parts[1]) : nil
        if parts.count > 1, number == nil { throw TriageContextError(text: text) }
        switch parts.first ?? "" {
        case "none", "": self.init()
        case "pregnant": self.init(pregnant: true, week: number)
        case "postpartum": self.init(postpartum: true, postpartumWeeks: number)
        case "ttc": self.init(ttc: true)
        default: throw TriageContextError(text: text)
        }
    }

    package var description: String {
        if pregnant { return week.map { "pregnant:\($0)" } ?? "pregnant" }
        if postpartum { return postpartumWeeks.map { "postpartum:\($0)" } ?? "postpartum" }
        return ttc ? "ttc" : "none"
    }
}

/// A triage context that cannot be read.
package struct TriageContextError: Error, Sendable, CustomStringConvertible {
    package let text: String
    package var description: String {
        "unknown triage context '\(text)'; use none, pregnant, pregnant:N, postpartum, postpartum:N or ttc"
    }
}
