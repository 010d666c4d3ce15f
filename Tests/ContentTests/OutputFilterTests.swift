import Content
import Testing

@Suite struct OutputFilterTests {
    static let filter = try! Knowledge.load().outputFilter

    @Test(arguments: [
        ("Based on this, you have PCOS.", GuardrailCategory.diagnosis, "you have pcos"),
        ("You’re pregnant!", .diagnosis, "you're pregnant"),
        ("I think you are\nin labour.", .diagnosis, "you are in labour"),
        ("Take ibuprofen for the cramps.", .dose, "take ibuprofen"),
        ("You could take 400 mg a day.", .dose, "take 400 mg"),
        ("Try 200mg of ibuprofen.", .dose, "200mg of ibuprofen"),
        ("Tomorrow is a safe day.", .safeDay, "safe day"),
        ("You CAN'T GET PREGNANT now.", .safeDay, "can't get pregnant"),
        ("Spotting is completely normal.", .reassurance, "completely normal"),
        ("Don't worry about it.", .reassurance, "don't worry"),
        ("That is nothing   to worry about.", .reassurance, "nothing to worry about"),
    ])
    func catchesEachCategory(text: String, category: GuardrailCategory, matched: String) {
        let hit = Self.filter.check(text)
        #expect(hit?.category == category)
        #expect(hit?.matched == matched)
    }

    @Test(arguments: [
        "A warm bath and gentle movement can ease cramps.",
        "If pain is severe or unusual for you, talk to a doctor or pharmacist.",
        "Your period is estimated for Mon 23 Nov. These are estimates, not contraception.",
        "Magnesium-rich foods: pumpkin seeds give 156 mg per ounce.",
        "Unsafe days at work can be tiring.",
        "Safe-ish stretches for your hips.",
        "",
    ])
    func passesCleanText(text: String) {
        #expect(Self.filter.check(text) == nil)
    }

    @Test(arguments: [
        "Tell the pharmacist if you are pregnant or trying to conceive.",
        "Ask whether you have thrush before buying anything.",
        "Mention it when you're in labour.",
    ])
    func aDiagnosisPhraseAfterAConditionIsNotAClaim(text: String) {
        #expect(Self.filter.check(text) == nil)
    }

    @Test func aConditionDoesNotExcuseOtherCategories() {
        #expect(Self.filter.check("If you are worried, don't worry.")?.category == .reassurance)
        #expect(Self.filter.check("When it hurts, take ibuprofen.")?.category == .dose)
        #expect(Self.filter.check("I think you are pregnant.")?.category == .diagnosis)
    }

    @Test func phrasesMatchOnWordBoundariesOnly() throws {
        let filter = try OutputFilter(guardrails: Guardrails(output: [.reassurance: GuardrailRules(phrases: ["fine"])]))
        #expect(filter.check("You are fine.")?.phrase == "fine")
        #expect(filter.check("FINE") != nil)
        #expect(filter.check("Define your goals and refine them.") == nil)
        #expect(filter.check("finest") == nil)
        #expect(filter.check("café fine") != nil)
        #expect(filter.check("caféfine") == nil)
    }

    @Test func aDiagnosisAfterAConditionWordIsACondition() {
        #expect(Self.filter.check("If you are pregnant, tell the pharmacist.") == nil)
        #expect(Self.filter.check("Ask whether you have thrush.") == nil)
        #expect(Self.filter.check("You are pregnant.")?.category == .diagnosis)
        #expect(Self.filter.check("Good news: you are pregnant.")?.category == .diagnosis)
        #expect(Self.filter.check("If you want, take ibuprofen.")?.category == .dose, "only diagnoses are conditional")
    }

    @Test func anInvalidPatternNamesItsPlace() {
        #expect(throws: KnowledgeProblem.self) {
            try OutputFilter(guardrails: Guardrails(output: [.dose: GuardrailRules(phrases: [], patterns: ["(unclosed"])]))
        }
    }

    @Test func everyPhraseOfTheLexiconIsCaughtInASentence() throws {
        let guardrails = try Knowledge.load().guardrails
        for (category, rules) in guardrails.output {
            for phrase in rules.phrases {
                let hit = Self.filter.check("Well, \(phrase.uppercased()), as I said.")
                #expect(hit?.category == category, "'\(phrase)' was not caught as \(category)")
            }
        }
    }
}
