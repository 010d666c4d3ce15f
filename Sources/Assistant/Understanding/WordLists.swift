import Content
import JSON
import Language

/// A fixed word list the assistant's rules read a message with, named as in
/// `Knowledge/assistant/word-lists.json` (see that file's `about`): adding a word to a list
/// needs no Swift.
///
/// The lists are read from the built-in copy of Knowledge once, on first use
/// (`AssistantData.WordListsFile.builtIn`), and each rule keeps the list it asks for in a
/// `static let` of its own, made on first use too (a `WordTable` for a rule that looks up
/// every word of a message: `table`): no message reads the file again. A folder given with
/// `--knowledge` does not change them, as it does not change the rules that read them. The
/// `analyzer.*` lists, and the speech-act words the spelling corrector keeps
/// (`SpeechActReader.vocabulary`), are read when the message analyser is built, which start-up
/// does ahead of time (`analyzer-tables.txt`); the body complaints' words and the pattern
/// scores' stopwords make the learned models' features (`*-model.txt`): `AnalyzerTablesTests`
/// and `IntentModelFileTests` fail until `scripts/compile-knowledge.sh` is run after changing
/// them (each such list's `about` says so).
///
/// `WordListsTests` checks that the file holds every list named here, and no other.
enum WordList: String, CaseIterable, Sendable {
    case analyzerKnownWords = "analyzer.knownWords"

    case routeAddressingBloom = "route.addressingBloom"
    case speechOtherSubjects = "speech.otherSubjects"
    case speechOwnSubjects = "speech.ownSubjects"
    case speechPredicateVerbs = "speech.predicateVerbs"
    case routeGeneralBeyondWhy = "route.generalBeyondWhy"
    case routeLikelihoodCues = "route.likelihoodCues"
    case routeSomeoneWords = "route.someoneWords"
    case routeMoodFrameWords = "route.moodFrameWords"
    case routeAskingForSomethingElse = "route.askingForSomethingElse"
    case routeDefiningWords = "route.definingWords"
    case routeParticularWords = "route.particularWords"
    case routeHowToChangePeople = "route.howToChangePeople"
    case routePregnancyOwnWords = "route.pregnancyOwnWords"
    case appointmentsFillerWords = "appointments.fillerWords"
    case appointmentsAppointmentWords = "appointments.appointmentWords"
    case appointmentsNamedOnTheirOwn = "appointments.namedOnTheirOwn"
    case appointmentsInstructionWords = "appointments.instructionWords"

    case bareDayFillers = "bareDay.fillers"

    case nutritionPregnancyWords = "nutrition.pregnancyWords"
    case nutritionCaffeineWords = "nutrition.caffeineWords"

    case modeInPassing = "mode.inPassing"
    case modeCycleWords = "mode.cycleWords"
    case modeMonthNames = "mode.monthNames"
    case modeAboutPeriod = "mode.aboutPeriod"
    case modeExpectingBabyWords = "mode.expectingBabyWords"

    case energyCalorieWords = "energy.calorieWords"
    case energyNotAFoodNext = "energy.notAFoodNext"
    case energyNotAFoodAfter = "energy.notAFoodAfter"

    case reportsFertilityWords = "reports.fertilityWords"
    case reportsMidwifeWords = "reports.midwifeWords"
    case reportsGpWords = "reports.gpWords"

    case followUpFirstWords = "followUp.firstWords"
    case followUpSecondWords = "followUp.secondWords"
    case followUpNeitherWords = "followUp.neitherWords"
    case followUpPlainYes = "followUp.plainYes"
    case followUpAfterWords = "followUp.afterWords"
    case followUpNextOneWords = "followUp.nextOneWords"
    case followUpDayAnswerWords = "followUp.dayAnswerWords"
    case followUpAnotherWords = "followUp.anotherWords"
    case followUpAnotherCues = "followUp.anotherCues"
    case followUpHowItWorks = "followUp.howItWorks"
    case followUpWhatToDoPhrases = "followUp.whatToDoPhrases"
    case followUpWhileWaitingPhrases = "followUp.whileWaitingPhrases"
    case elidedItemAfterTheCount = "elidedItem.afterTheCount"
    case followUpPointingWords = "followUp.pointingWords"
    case followUpDayQuestionWords = "followUp.dayQuestionWords"
    case followUpClauseHeads = "followUp.clauseHeads"
    case followUpClauseVerbs = "followUp.clauseVerbs"
    case routeStageWords = "route.stageWords"
    case fertileDayPastWords = "fertileDay.pastWords"
    case followUpWhatHelpsPhrases = "followUp.whatHelpsPhrases"
    case tipsTryingWords = "tips.tryingWords"
    case contentDuringThePeriodPhrases = "content.duringThePeriodPhrases"

    case guardsTakingWords = "guards.takingWords"
    case guardsMedicineWords = "guards.medicineWords"
    case guardsNotTakenWords = "guards.notTakenWords"
    case guardsEatingWords = "guards.eatingWords"
    case guardsNormalityWords = "guards.normalityWords"
    case guardsCauseWords = "guards.causeWords"
    case guardsSomeoneElse = "guards.someoneElse"
    case guardsHarmToMe = "guards.harmToMe"
    case guardsHarmingOneself = "guards.harmingOneself"

    case foodMealWords = "food.mealWords"

    case logCommandOnlyWords = "log.commandOnlyWords"
    case logBackAgainPhrases = "log.backAgainPhrases"
    case logResultWords = "log.resultWords"
    case logLengthWords = "log.lengthWords"
    case logBodyTemperatureWords = "log.bodyTemperatureWords"
    case logWaterWords = "log.waterWords"
    case logPeriodStartAnchors = "log.periodStartAnchors"
    case logPeriodStartLooseAnchors = "log.periodStartLooseAnchors"
    case logPeriodStartPlainAnchors = "log.periodStartPlainAnchors"
    case logComeOnSubjects = "log.comeOnSubjects"
    case logBareStartWords = "log.bareStartWords"
    case logLateMealNeeds = "log.lateMealNeeds"
    case logSleepEnvironmentNeeds = "log.sleepEnvironmentNeeds"
    case logFeelingWords = "log.feelingWords"
    case logCaffeineOtherSenses = "log.caffeineOtherSenses"
    case logSmokingOtherSenses = "log.smokingOtherSenses"
    case logOpkWords = "log.opkWords"
    case logThingsNamedForDrinks = "log.thingsNamedForDrinks"
    case logPeriodStartWords = "log.periodStartWords"
    case logPeriodEndWords = "log.periodEndWords"
    case logOtherObjectWords = "log.otherObjectWords"
    case logObjectLeadWords = "log.objectLeadWords"
    case logPeriodGerunds = "log.periodGerunds"
    case logShotWords = "log.shotWords"
    case logInjectionWords = "log.injectionWords"
    case logExpectedDayWords = "log.expectedDayWords"
    case crisisOrdinaryPurposes = "crisis.ordinaryPurposes"
    case timerContractionWords = "timer.contractionWords"
    case timerKickWords = "timer.kickWords"

    case offersPresentTimeWords = "offers.presentTimeWords"

    case loggableQuestionsOpkWords = "loggableQuestions.opkWords"
    case loggableQuestionsTestWords = "loggableQuestions.testWords"
    case loggableQuestionsTemperatureWords = "loggableQuestions.temperatureWords"
    case loggableQuestionsWaterWords = "loggableQuestions.waterWords"
    case loggableQuestionsPeriodWords = "loggableQuestions.periodWords"
    case loggableQuestionsModeWords = "loggableQuestions.modeWords"
    case loggableQuestionsLifestyleWords = "loggableQuestions.lifestyleWords"

    case everydayMoodWords = "everyday.moodWords"
    case everydayOtherMoodAsks = "everyday.otherMoodAsks"
    case everydayPeriodNames = "everyday.periodNames"
    case everydayRelatives = "everyday.relatives"
    case everydayStoppedWords = "everyday.stoppedWords"
    case everydayMenopauseWords = "everyday.menopauseWords"
    case everydayWakingWords = "everyday.wakingWords"
    case everydayHormoneOrCycleWords = "everyday.hormoneOrCycleWords"
    case everydayEatingWords = "everyday.eatingWords"
    case everydayAvoidWords = "everyday.avoidWords"
    case everydayTryingWords = "everyday.tryingWords"
    case everydayPregnantWords = "everyday.pregnantWords"
    case everydayCaffeineWords = "everyday.caffeineWords"

    case severalQuestionsJoiningWords = "severalQuestions.joiningWords"
    case severalQuestionsQuestionStarts = "severalQuestions.questionStarts"
    case severalQuestionsBackReferences = "severalQuestions.backReferences"

    case enquiryOpeningLabels = "enquiry.openingLabels"
    case enquiryBodyLabels = "enquiry.bodyLabels"
    case enquiryCapitalBodyLabels = "enquiry.capitalBodyLabels"
    case enquiryQuestionLabels = "enquiry.questionLabels"

    case topicsLossAreas = "topics.lossAreas"
    case topicsLossTitleParts = "topics.lossTitleParts"
    case topicsQuestionWords = "topics.questionWords"
    case topicsFollowUpFirstWords = "topics.followUpFirstWords"
    case topicsFollowUpOpenings = "topics.followUpOpenings"
    case topicsCycleWords = "topics.cycleWords"
    case topicsStageWords = "topics.stageWords"
    case topicsNotAnAge = "topics.notAnAge"
    case topicsAgeWords = "topics.ageWords"
    case topicsAgePrefixes = "topics.agePrefixes"
    case topicsBirthWords = "topics.birthWords"
    case topicsGettingPregnantWords = "topics.gettingPregnantWords"
    case topicsPregnantWords = "topics.pregnantWords"
    case topicsLossWords = "topics.lossWords"
    case topicsPregnancyWords = "topics.pregnancyWords"
    case topicsTryingWords = "topics.tryingWords"

    case dataQuestionsOtherPeopleWords = "dataQuestions.otherPeopleWords"
    case dataQuestionsAccessWords = "dataQuestions.accessWords"

    case generalCycleContraceptionWords = "generalCycle.contraceptionWords"
    case generalCycleStoppingWords = "generalCycle.stoppingWords"

    case lastSentenceBackReferences = "lastSentence.backReferences"


    case notPregnantDenialFillers = "notPregnant.denialFillers"
    case notPregnantDenialWords = "notPregnant.denialWords"
    case notPregnantDenialConditions = "notPregnant.denialConditions"
    case notPregnantDoubtWords = "notPregnant.doubtWords"
    case notPregnantDoubtBeforeIf = "notPregnant.doubtBeforeIf"
    case notPregnantBeforePregnant = "notPregnant.beforePregnant"

    case ovulationQuestionOvulationWords = "ovulationQuestion.ovulationWords"
    case ovulationQuestionNextPeriodWords = "ovulationQuestion.nextPeriodWords"

    case periodComparisonComparisonCues = "periodComparison.comparisonCues"
    case periodComparisonComparisonWords = "periodComparison.comparisonWords"
    case periodComparisonEndWords = "periodComparison.endWords"
    case periodComparisonDayWords = "periodComparison.dayWords"

    case confirmationYesWords = "confirmation.yesWords"
    case confirmationNoWords = "confirmation.noWords"
    case confirmationGoAheadWords = "confirmation.goAheadWords"
    case confirmationLogVerbs = "confirmation.logVerbs"

    case viewScanWords = "view.scanWords"

    case situationSelfStateVerbs = "situation.selfStateVerbs"
    case situationSubjects = "situation.subjects"
    case situationStateVerbs = "situation.stateVerbs"
    case situationNowWords = "situation.nowWords"
    case situationSayingVerbs = "situation.sayingVerbs"
    case situationTruthWords = "situation.truthWords"
    case situationCuriosityPhrases = "situation.curiosityPhrases"

    case pastTimeNotAnAge = "pastTime.notAnAge"

    case factAnchorsFlow = "factAnchors.flow"
    case factAnchorsWeight = "factAnchors.weight"
    case factAnchorsDischarge = "factAnchors.discharge"

    case pregnancyMentionPossibilityWords = "pregnancyMention.possibilityWords"

    case libraryGeneralQuestionOpeners = "library.generalQuestionOpeners"
    case libraryGeneralCues = "library.generalCues"
    case libraryUsualWords = "library.usualWords"
    case libraryCauseCues = "library.causeCues"
    case libraryMakingWords = "library.makingWords"
    case libraryChangeWords = "library.changeWords"
    case libraryJudgingWords = "library.judgingWords"
    case libraryHabitWords = "library.habitWords"
    case libraryFirstPersonWords = "library.firstPersonWords"
    case libraryTestWords = "library.testWords"
    case libraryCycleWords = "library.cycleWords"
    case libraryFertilityWords = "library.fertilityWords"
    case libraryBecomingWords = "library.becomingWords"
    case libraryOwnWords = "library.ownWords"
    case libraryOurWords = "library.ourWords"
    case libraryBabyWords = "library.babyWords"
    case libraryFertilityDateWords = "library.fertilityDateWords"

    case medicineQuestionBreastfeedingWords = "medicineQuestion.breastfeedingWords"
    case medicineQuestionPregnancyWords = "medicineQuestion.pregnancyWords"
    case medicineQuestionTryingWords = "medicineQuestion.tryingWords"
    case helpTryingForABabyWords = "help.tryingForABabyWords"
    case writeGateTakeBackWords = "writeGate.takeBackWords"

    case overridesEndWords = "overrides.endWords"
    case overridesPeriodWords = "overrides.periodWords"
    case overridesPregnancyTestWords = "overrides.pregnancyTestWords"
    case pregnancyTestNames = "pregnancyTest.names"
    case pregnancyTestTestWords = "pregnancyTest.testWords"
    case pregnancyTestOtherTests = "pregnancyTest.otherTests"
    case pregnancyTestOvulationWords = "pregnancyTest.ovulationWords"
    case pregnancyTestUnreadable = "pregnancyTest.unreadable"
    case pregnancyTestPositiveWords = "pregnancyTest.positiveWords"
    case pregnancyTestNegativeWords = "pregnancyTest.negativeWords"
    case pregnancyTestMindWords = "pregnancyTest.mindWords"
    case pregnancyTestReadingWords = "pregnancyTest.readingWords"
    case overridesHedges = "overrides.hedges"
    case overridesUndoWords = "overrides.undoWords"
    case overridesPeriodDueWords = "overrides.periodDueWords"
    case overridesPeriodPronouns = "overrides.periodPronouns"
    case overridesBabyDueWords = "overrides.babyDueWords"
    case overridesFertileDaysWords = "overrides.fertileDaysWords"
    case overridesStartPeriodWords = "overrides.startPeriodWords"
    case overridesArrivalWords = "overrides.arrivalWords"
    case overridesNotAStartWords = "overrides.notAStartWords"
    case overridesNotAnEndQuestionWords = "overrides.notAnEndQuestionWords"
    case overridesCorrectionWords = "overrides.correctionWords"
    case overridesNotADueDateWords = "overrides.notADueDateWords"
    case overridesDueWords = "overrides.dueWords"

    case speechActInvertedVerbs = "speechAct.invertedVerbs"
    case speechActInvertedSubjects = "speechAct.invertedSubjects"
    case speechActStatementSubjects = "speechAct.statementSubjects"
    case speechActVocabularyOfQuestions = "speechAct.vocabularyOfQuestions"
    case speechActJoiners = "speechAct.joiners"
    case speechActStrongAuxiliaries = "speechAct.strongAuxiliaries"
    case speechActQuestionWords = "speechAct.questionWords"
    case speechActFillers = "speechAct.fillers"
    case speechActChatWords = "speechAct.chatWords"
    case speechActInstructionVerbs = "speechAct.instructionVerbs"
    case speechActWhWords = "speechAct.whWords"
    case speechActAuxiliaries = "speechAct.auxiliaries"
    case speechActSubjects = "speechAct.subjects"
    case speechActRequestVerbs = "speechAct.requestVerbs"
    case speechActPerfectWords = "speechAct.perfectWords"
    case speechActOtherPeople = "speechAct.otherPeople"
    case speechActVisitWords = "speechAct.visitWords"
    case speechActReportingVerbs = "speechAct.reportingVerbs"
    case speechActLoggingVerbs = "speechAct.loggingVerbs"
    case speechActGoneWords = "speechAct.goneWords"
    case speechActNegators = "speechAct.negators"
    case speechActNegatableWords = "speechAct.negatableWords"
    case speechActFirstPerson = "speechAct.firstPerson"
    case speechActStatementVerbs = "speechAct.statementVerbs"
    case speechActDayWords = "speechAct.dayWords"
    case speechActDayPhrases = "speechAct.dayPhrases"
    case speechActMeasurementWords = "speechAct.measurementWords"
    case speechActTestReadingWords = "speechAct.testReadingWords"
    case speechActPoliteModals = "speechAct.politeModals"
    case speechActAskedOf = "speechAct.askedOf"
    case speechActOwnInstructionVerbs = "speechAct.ownInstructionVerbs"
    case speechActFillerPhrases = "speechAct.fillerPhrases"
    case speechActAsidePhrases = "speechAct.asidePhrases"
    case speechActTemporalWhenSubjects = "speechAct.temporalWhenSubjects"
    case speechActBeforeOwnLogging = "speechAct.beforeOwnLogging"
    case speechActThirdPerson = "speechAct.thirdPerson"
    case speechActOwnWords = "speechAct.ownWords"
    case speechActBeforeAnObject = "speechAct.beforeAnObject"
    case speechActFirstPersonSubjects = "speechAct.firstPersonSubjects"
    case speechActReadingSayers = "speechAct.readingSayers"
    case speechActNotSymptomWords = "speechAct.notSymptomWords"
    case speechActNegatedVerbs = "speechAct.negatedVerbs"
    case speechActJointSubjectWords = "speechAct.jointSubjectWords"
    case speechActNamedPairs = "speechAct.namedPairs"
    case speechActWishVerbs = "speechAct.wishVerbs"
    case speechActPlannedVerbs = "speechAct.plannedVerbs"
    case speechActAsideWords = "speechAct.asideWords"
    case speechActAskedForThings = "speechAct.askedForThings"
    case speechActOccasionWords = "speechAct.occasionWords"

    case triageNegationNegators = "triageNegation.negators"
    case triageNegationDeniable = "triageNegation.deniable"
    case triageNegationFillers = "triageNegation.fillers"
    case triageNegationTurns = "triageNegation.turns"
    case triageNegationBoundaries = "triageNegation.boundaries"
    case triageNegationMovementWords = "triageNegation.movementWords"
    case triageNegationNormalWords = "triageNegation.normalWords"
    case triageNegationDecreaseWords = "triageNegation.decreaseWords"
    case triageNegationReliefWords = "triageNegation.reliefWords"
    case triageNegationReliefNegators = "triageNegation.reliefNegators"
    case triageNegationReliefLinks = "triageNegation.reliefLinks"

    case bodyComplaintsPains = "bodyComplaints.pains"
    case bodyComplaintsFillers = "bodyComplaints.fillers"
    case bodyComplaintsBefore = "bodyComplaints.before"

    case patternScoresStopwords = "patternScores.stopwords"

    case guardScreenFeverWords = "guardScreen.feverWords"
    case triageTemperatureWords = "triage.temperatureWords"

}

/// A fixed list of words in groups, each group standing for something (a pose tag, a
/// trimester, an entity), named as in `Knowledge/assistant/word-lists.json`.
enum WordGroups: String, CaseIterable, Sendable {
    case analyzerFixedPhrases = "analyzer.fixedPhrases"
    case appointmentsInitialisms = "appointments.initialisms"
    case yogaPoseTagForSymptom = "yoga.poseTagForSymptom"
    case yogaKeywordTags = "yoga.keywordTags"
    case yogaRoutineWords = "yoga.routineWords"
    case nutritionTrimesterWords = "nutrition.trimesterWords"
    case foodMacroWords = "food.macroWords"
    case bodyComplaintsParts = "bodyComplaints.parts"
}

extension WordList {
    /// The list's words, in the file's order; none when the file lacks the list or its words
    /// are not all text (which `WordListsTests` does not let pass).
    var words: [String] { (try? AssistantData.WordListsFile.builtIn.words(rawValue)) ?? [] }

    /// The list's words as a set.
    var set: Set<String> { Set(words) }

    /// The list's words, for `AnalyzedMessage.mentions`.
    var mentionWords: MentionWords { MentionWords(words) }

    /// The list's words as a `WordTable`, for a rule that looks up a message's words one by
    /// one (kept, like the others, in the rule's own `static let`).
    var table: WordTable<Bool> { WordTable(words: words) }
}

extension WordGroups {
    /// The groups, in the file's order, each an id and its words; none when the file lacks
    /// them or they are malformed (which `WordListsTests` does not let pass).
    var groups: [(id: String, words: [String])] { (try? AssistantData.WordListsFile.builtIn.groups(rawValue)) ?? [] }

    /// Each word with the id of its group.
    var idByWord: [String: String] {
        var ids: [String: String] = [:]
        for group in groups {
            for word in group.words { ids[word] = group.id }
        }
        return ids
    }

    /// Each word with the id of its group, as a `WordTable`.
    var idTable: WordTable<String> { WordTable(idByWord) }
}

extension AssistantData {
    /// `Knowledge/assistant/word-lists.json`: named lists, each either `words` or `groups`
    /// (an `id` and its `words` each), with an `about` saying what it is for.
    ///
    /// Reading the file finds each list and checks its shape; a list's words are decoded only
    /// when a rule asks for it (a message needs a few dozen of the lists, each once).
    /// `@unchecked Sendable`: a `JSONNode` is an index into a `JSONDocument`, which is
    /// `Sendable` and never changes once parsed.
    struct WordListsFile: @unchecked Sendable {
        /// The path of the file, relative to the Knowledge folder.
        static let path = "assistant/word-lists.json"

        /// The built-in copy, read on first use. A file that cannot be read gives no lists
        /// (each rule then finds no word) rather than stopping the assistant; `WordListsTests`
        /// fails on it.
        static let builtIn: WordListsFile = (try? AssistantData.read(WordListsFile.self, file: path, from: EmbeddedFiles.all)) ?? WordListsFile(entries: [:])

        /// Each list by name: its `words` or its `groups`, not yet decoded.
        private let entries: [String: (node: JSONNode, grouped: Bool)]

        fileprivate init(entries: [String: (node: JSONNode, grouped: Bool)]) {
            self.entries = entries
        }

        /// The names of the lists of words.
        var listNames: Set<String> { Set(entries.filter { !$0.value.grouped }.keys) }

        /// The names of the lists of groups.
        var groupNames: Set<String> { Set(entries.filter { $0.value.grouped }.keys) }

        /// The words of the list `name`, in the file's order; nil when there is no such list
        /// of words.
        /// - Throws: a `DecodingError` when its words are not all text.
        func words(_ name: String) throws -> [String]? {
            guard let entry = entries[name], !entry.grouped else { return nil }
            return try entry.node.strings()
        }

        /// The groups of the list `name`, in the file's order; nil when there is no such list
        /// of groups.
        /// - Throws: a `DecodingError` when a group has no `id` or its words are not all text.
        func groups(_ name: String) throws -> [(id: String, words: [String])]? {
            guard let entry = entries[name], entry.grouped else { return nil }
            return try entry.node.elements().map { group in (try group.required("id").string(), try group.required("words").strings()) }
        }
    }
}

extension AssistantData.WordListsFile: JSONReadable {
    /// Finds the file's lists.
    /// - Throws: when `version` is missing, a list is named twice, or a list has no `about`,
    ///   or has neither or both of `words` and `groups`.
    init(json: JSONNode) throws {
        _ = try json.required("version").int()
        var entries: [String: (node: JSONNode, grouped: Bool)] = [:]
        for (name, list) in try json.required("lists").members() {
            guard entries[name] == nil else { throw WordListsError(problem: "the list \(name) is written twice") }
            _ = try list.required("about").string()
            switch (try list.optional("words"), try list.optional("groups")) {
            case let (words?, nil): entries[name] = (words, false)
            case let (nil, groups?): entries[name] = (groups, true)
            default: throw WordListsError(problem: "the list \(name) needs either words or groups")
            }
        }
        self.init(entries: entries)
    }

    /// Why `word-lists.json` could not be read.
    struct WordListsError: Error, CustomStringConvertible {
        let problem: String
        var description: String { problem }
    }
}
