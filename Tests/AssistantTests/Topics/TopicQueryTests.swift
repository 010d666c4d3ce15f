@testable import Assistant
@testable import Content
import CycleCore
import Foundation
import Testing

/// Query-side reading of a topic question: the stage it is about (pregnant or after the
/// birth), an "if…" clause before the question, and history before it.
@Suite struct TopicQueryTests {
    let assistant = AssistantFixture.assistant

    func best(_ question: String) -> String? {
        assistant.searchTopics(question, limit: 3, today: AssistantFixture.today).best?.topic.id
    }

    /// "My bump measured 26cm" got the topic on cervical mucus: "cm" after a number is a
    /// unit, not the slang a synonym expands.
    @Test func aUnitAfterANumberIsNoSlang() {
        let synonyms: [String: [(rest: [String], replacement: [String])]] = ["cm": [(rest: [], replacement: ["cervical", "mucus"])]]
        let measured = TopicIndex.words(["bump", "26", "cm"], weights: nil, synonyms: synonyms, stopWords: []).map(\.term)
        #expect(!measured.contains("mucus") && measured.contains("cm"), "\(measured)")
        let slang = TopicIndex.words(["creamy", "cm", "today"], weights: nil, synonyms: synonyms, stopWords: []).map(\.term)
        #expect(slang.contains("mucus"), "\(slang)")
        #expect(best("my bump measured 26cm") != "cervical-mucus-ttc")
    }

    @Test func aMedicineQuestionInPregnancyStaysOnPregnancyTopics() {
        #expect(best("im 20 weeks pregnant with a bad headache, which painkillers can i take") == "painkillers-pregnancy")
        #expect(best("breastfeeding my 2 month old and have a headache, which painkillers can i take") == "painkillers-breastfeeding")
    }

    /// A medicine's brand name is read as what it is (`topics/synonyms.json`): an insect
    /// repellent, an emergency pill, progestogen tablets.
    @Test(arguments: [
        ("is odomos safe to use when pregnant", "insect-repellent-pregnancy"),
        ("took an ipill yesterday, when can i do a test", "test-after-emergency-contraception"),
        ("been on duphaston for ten days, when will my period come", "period-after-progestogen-tablets"),
    ])
    func aBrandNameFindsTheTopicOfWhatItIs(question: String, topic: String) {
        #expect(best(question) == topic, "\(best(question) ?? "-") for \(question)")
    }

    @Test func theOtherStageIsWeightedDownOnlyWhenTheMessageNamesOneStage() throws {
        let retriever = assistant.topics
        let pregnant = retriever.otherStage(assistant.analyzer.analyze("pregnant and need antibiotics", today: AssistantFixture.today, profiles: []))
        #expect(pregnant.contains("painkillers-breastfeeding"))
        #expect(pregnant.contains("lochia-bleeding-after-birth"))
        #expect(!pregnant.contains("antibiotics-pregnancy"))
        let feeding = retriever.otherStage(assistant.analyzer.analyze("is ibuprofen ok while breastfeeding", today: AssistantFixture.today, profiles: []))
        #expect(feeding.contains("painkillers-pregnancy"))
        #expect(!feeding.contains("painkillers-breastfeeding"))
        // Pregnant while still breastfeeding an older child is about both: nothing is weighted down.
        let both = retriever.otherStage(assistant.analyzer.analyze("im pregnant and still breastfeeding my toddler", today: AssistantFixture.today, profiles: []))
        // (Topics after a loss are weighted down for every message that names none.)
        #expect(!both.contains("painkillers-pregnancy") && !both.contains("painkillers-breastfeeding"))
        // "Get pregnant" is not "pregnant": a question about conceiving while feeding stays after the birth.
        #expect(["breastfeeding-as-contraception", "ttc-while-breastfeeding"].contains(best("can i get pregnant while breastfeeding")))
    }

    @Test func aPregnantProfileWeightsAfterBirthTopicsDownWhenTheMessageNamesNoStage() {
        let retriever = assistant.topics
        let message = assistant.analyzer.analyze("which painkillers can i take for a headache", today: AssistantFixture.today, profiles: [])
        // Naming no stage, from someone not pregnant: the topics after a birth count less, not
        // the pregnancy ones (the profile's mode weighs those). (Topics after a loss are
        // weighted down for every message that names none.)
        #expect(retriever.otherStage(message).contains("painkillers-breastfeeding"))
        #expect(!retriever.otherStage(message).contains("painkillers-pregnancy"))
        let baby = assistant.analyzer.analyze("which painkillers can i take, the baby is 3 weeks old", today: AssistantFixture.today, profiles: [])
        #expect(!retriever.otherStage(baby).contains("painkillers-breastfeeding"))
        #expect(retriever.otherStage(message, pregnantNow: true).contains("painkillers-breastfeeding"))
        let feeding = assistant.analyzer.analyze("which painkillers can i take while breastfeeding", today: AssistantFixture.today, profiles: [])
        #expect(retriever.otherStage(feeding, pregnantNow: true).contains("painkillers-pregnancy"))
    }

    @Test(arguments: ["i never get cramps, is that weird?", "i never get cramps is that weird", "if I get cramps tomorrow should I worry", "are cramps normal"])
    func aPersonWhoIsNotPregnantAskingAboutCrampsIsNotAnsweredWithAPregnancyTopic(question: String) throws {
        let library = assistant.knowledge.topics
        for mode in [Mode.cycle, .ttc] {
            let best = assistant.searchTopics(question, mode: mode, today: AssistantFixture.today).best
            let modes = try #require(best.map { $0.topic.modes })
            #expect(modes != [.pregnancy], "\(question) (\(mode)) → \(best?.topic.id ?? "nothing") in \(library.areaByID[best?.topic.id ?? ""] ?? "?")")
        }
        // The chat passes the profile's mode: the answer is not about pregnancy either.
        let reply = TopicFixture.chat([question], store: TopicFixture.cycleStore(), assistant: assistant)[0]
        #expect(!reply.text.lowercased().contains("pregnan"), "\(question) → \(reply.text)")
    }

    @Test func aMessageThatNamesAPregnancyOrBirthStillFindsPregnancyTopicsWhenNotPregnant() throws {
        let cases = ["is cramping normal in early pregnancy": "early-pregnancy-cramping",
                     "still bleeding 5 weeks after giving birth": "lochia-bleeding-after-birth",
                     "what is the glucose test for gestational diabetes": "gestational-diabetes-test"]
        for (question, id) in cases {
            let hits = assistant.searchTopics(question, mode: .cycle, today: AssistantFixture.today).hits.map(\.topic.id)
            #expect(hits.contains(id), "\(question) → \(hits)")
            let message = assistant.analyzer.analyze(question, today: AssistantFixture.today, profiles: [])
            #expect(TopicRetriever.notPregnant(message, profile: .cycle, pregnantNow: false) == nil, "\(question)")
        }
        let cramps = assistant.analyzer.analyze("are cramps normal", today: AssistantFixture.today, profiles: [])
        #expect(TopicRetriever.notPregnant(cramps, profile: .cycle, pregnantNow: false)?.modes == [.cycle, .ttc])
        #expect(TopicRetriever.notPregnant(cramps, profile: .pregnancy, pregnantNow: true) == nil)
        #expect(TopicRetriever.notPregnant(cramps, profile: nil, pregnantNow: false) == nil)
    }

    @Test func anIfClauseCountsLessThanTheQuestionAfterIt() throws {
        let (tokens, weights) = try #require(assistant.topics.weighted("what if my period doesn't come next week, when should i test?"))
        let test = try #require(tokens.lastIndex(of: "test"))
        let period = try #require(tokens.firstIndex(of: "period"))
        #expect(weights[test] == 1)
        #expect(weights[period] == TopicRetriever.conditionWeight)
    }

    @Test func historyCountsLessOnlyWhenTheQuestionHasWordsOfItsOwn() throws {
        let (tokens, weights) = try #require(assistant.topics.weighted("we lost our baby at 10 weeks last year. is it normal to still be grieving this long?"))
        #expect(weights[try #require(tokens.firstIndex(of: "lost"))] == TopicRetriever.historyWeight)
        #expect(weights[try #require(tokens.firstIndex(of: "normal"))] == 1)
        // "…, is that normal?" alone cannot carry the message: nothing is weighted down.
        #expect(assistant.topics.weighted("my period lasted eleven days this time. is that ok?") == nil)
    }
}

extension TopicQueryTests {
    @Test(arguments: ["pregnant and need antibiotics", "is ibuprofen ok while breastfeeding", "trying to conceive for 6 months",
                      "the scan showed gestational diabetes", "i never get cramps, is that weird?", "getting pregnant after the pill"])
    func theWordListsAreReadInOnePassAsMentionsReadsThem(question: String) {
        let message = assistant.analyzer.analyze(question, today: AssistantFixture.today, profiles: [])
        let mentioned = TopicRetriever.Mentions(message)
        let lists: [(Set<String>, TopicRetriever.Mentions)] = [
            (TopicRetriever.pregnancyWords, .pregnancy), (TopicRetriever.tryingWords, .trying), (TopicRetriever.birthWords, .birth),
            (TopicRetriever.pregnantWords, .pregnant), (TopicRetriever.gettingPregnantWords, .gettingPregnant), (TopicRetriever.stageWords, .stage),
        ]
        for (words, list) in lists { #expect(mentioned.contains(list) == message.mentions(MentionWords(words)), "\(question): \(words.sorted().prefix(3))") }
    }
}
