import CycleCore

extension Assistant {
    /// The triage context the message tells (`TriageEngine.context(for:profile:)`), read
    /// without someone else's story that is over: in "my sister had her baby at 33 weeks… I'm
    /// 14 weeks now" the 33 weeks are the sister's, not the person's. While anyone's story is
    /// still going on ("my wife is 30 weeks pregnant and bleeding", "…and she doesn't look
    /// good"), the message is read whole.
    func triageContext(of understanding: Understanding, profile: TriageContext, today: Day) -> TriageContext {
        let clauses = understanding.speech.clauses
        let past = SituationReader.anotherPersonsPast(clauses)
        guard past.contains(true), !past.allSatisfy({ $0 }), !SituationReader.anotherPersonsStoryIsGoingOn(clauses) else {
            return triageEngine.context(for: understanding.message, profile: profile)
        }
        let own = zip(clauses, past).filter { !$0.1 }.map(\.0.text).joined(separator: ". ")
        return triageEngine.context(for: analyzer.analyze(own, today: today, profiles: []), profile: profile)
    }
}
