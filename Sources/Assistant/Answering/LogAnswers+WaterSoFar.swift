import CycleCore
import Language

extension LogAnswers {
    /// The water a message says was drunk so far today, in ml, when it counts drinks by their
    /// place rather than their amount: "on my 4th glass of water today" is four glasses in all,
    /// "that's my third bottle" three bottles. Nil for an amount ("2 glasses of water"), for a
    /// drink that is not water ("my 3rd glass of wine"), and for a count not of one's own.
    static func waterSoFar(_ message: AnalyzedMessage) -> Int? {
        guard message.first(.volume) == nil, drinkKind(message) == nil else { return nil }
        for ordinal in NumberReader().ordinals(in: message.normalized.text) where ordinal.before == "my" && (1 ... 24).contains(ordinal.value) {
            guard let next = ordinal.next, let unit = runningCountUnits[next] else { continue }
            return Int((Double(ordinal.value) * unit.factor).rounded())
        }
        return nil
    }

    /// The containers a running count of water is told in ("my 4th glass").
    static let runningCountUnits: [String: Quantity.Unit] = ["glass": .glasses, "cup": .cups, "bottle": .bottles]

    /// What to write for a running count of water (`waterSoFar`): what it adds to the water
    /// already logged on `day`, or nothing when that is already counted.
    static func waterAdded(toTotal total: Int, on day: Day, store: any RecordReading) -> [JournalWrite] {
        let logged = (try? store.water(on: day)) ?? 0
        return total > logged ? [.water(milliliters: total - logged, day)] : []
    }
}

extension LogAnswers {
    /// The water logged before `message` counted its glasses so far, given what it wrote: 0
    /// when it told an amount instead.
    static func waterLoggedBefore(_ writes: [JournalWrite], counted message: AnalyzedMessage) -> Int {
        guard let total = waterSoFar(message), case let .water(added, _)? = writes.first(where: { if case .water = $0 { true } else { false } }) else { return 0 }
        return max(0, total - added)
    }

    /// "Make that 5" after "on my 4th glass": five glasses in all since the same start, so the
    /// entry is the new count less the water logged before the first one.
    static func countedFromTheSameStart(_ correction: ValueCorrection, _ context: AnswerContext) -> ValueCorrection {
        let before = context.conversation.waterLoggedBeforeTheCount
        guard before > 0, !context.message.hasEntity(.volume), case let .water(total, day) = correction.corrected, total > before else { return correction }
        return ValueCorrection(index: correction.index, corrected: .water(milliliters: total - before, day))
    }

    /// "That's already in": a count of water so far that the water logged today already holds.
    static func alreadyCounted(_ total: Int, on day: Day, _ context: AnswerContext) -> AnswerOutput {
        let logged = (try? context.store.water(on: day)) ?? total
        var values = WriteGate.values([.water(milliliters: logged, day)], context.today)
        values["alreadyLogged"] = .bool(true)
        values["yes"] = .bool(false)
        values["justWrote"] = .bool(false)
        return AnswerOutput(key: .speechNothingPending, values: values, rememberIntent: false)
    }
}
