@testable import Assistant
import Content
import CycleCore
import Foundation
import Testing

/// What each guard catches and what it leaves: crisis phrases, stopping or starting the pill,
/// and words such as "cutting" in their everyday sense.
@Suite struct GuardCoverageTests {
    let assistant = AssistantFixture.assistant

    @Test(arguments: [
        "the baby has stopped moving", "baby stopped moving", "I am 30 weeks pregnant and the baby has stopped moving",
        "baby has not moved all day", "baby is moving less", "I'm 20 weeks and bleeding",
        "soaking a pad every hour for 3 hours", "fever of 38.5 and I'm pregnant",
    ])
    func redFlagsTripTheEmergencyGuard(message: String) {
        #expect(assistant.understand(message, today: AssistantFixture.today).guardKind == .emergency)
    }

    @Test(arguments: [
        "the baby is moving a lot today", "I had cramps yesterday", "my period started, light bleeding",
        "book a flight", "my cramps stopped", "what week am I",
    ])
    func ordinaryMessagesTripNoGuard(message: String) {
        #expect(assistant.understand(message, today: AssistantFixture.today).guardKind == nil)
    }

    @Test(arguments: ["I don't want to be here anymore", "I want to hurt myself", "I've started cutting", "been cutting again",
                      "I've been cutting my arms", "been cutting for a few months now", "I started cutting myself last year and it's back"])
    func crisisMessagesTripTheCrisisGuard(message: String) {
        #expect(assistant.understand(message, today: AssistantFixture.today).guardKind == .crisis)
    }

    @Test(arguments: ["Came off the pill, when will my period come back", "I came off the pill in March, when will my period come back",
                      "stopped the pill 2 months ago and no period yet", "since coming off the pill my cycles are all over the place",
                      "got off my pill last month, when is my next period"])
    func cameOffThePillCycleQuestionsTripNoMedicationGuard(message: String) {
        #expect(assistant.understand(message, today: AssistantFixture.today).guardKind != .medication)
    }

    @Test(arguments: ["can I stop the pill", "should I come off the pill", "should I stop my pill now", "can I start the pill again",
                      "is it safe to come off the pill mid pack", "how many mg of ibuprofen can I take", "should I stop taking my thyroid meds",
                      "I want to stop my antidepressants because im pregnant", "is it ok to stop the pill halfway through"])
    func stopOrStartMedicineQuestionsStillTripTheMedicationGuard(message: String) {
        #expect(assistant.understand(message, today: AssistantFixture.today).guardKind == .medication)
    }

    @Test(arguments: ["ive been cutting down on coffee since my last period", "I've started cutting back on wine while we try",
                      "been cutting out sugar this month"])
    func cuttingDownOnFoodOrDrinkIsNotACrisis(message: String) {
        #expect(assistant.understand(message, today: AssistantFixture.today).guardKind != .crisis)
    }
}

/// Crisis phrases added from the development sets' misses: asking for a lethal dose, a stash
/// of a named medicine, nails dug in until they bleed, punching one's own bump.
@Suite struct GuardCrisisPhraseTests {
    @Test(arguments: [
        "whats a fatal dose of sertraline", "how much codeine is a lethal amount", "ive been stockpiling my antidepressants for weeks",
        "saving up my sleeping pills in a drawer", "i dig my nails into my arms until they bleed",
        "sometimes i punch my bump when im angry",
    ])
    func aCrisisPhraseTripsTheCrisisGuard(_ message: String) {
        #expect(AssistantFixture.assistant.understand(message, today: AssistantFixture.today).guardKind == .crisis, "\(message)")
    }
}

/// Everyday messages that share words with the widened crisis and emergency patterns and must
/// not trip them.
@Suite struct GuardNearMissTests {
    @Test(arguments: [
        "ran 5 kms this morning", "is a sling safe for a newborn", "would a sling be safer than the pram?", "did 10 kms on the bike today", "stuck driving into traffic every morning, when is my next period",
        "i take a handful of pills every morning for my thyroid, when is my period due", "my head is pounding, log a headache",
        "what is the point of tracking temperature",
        "hope i dont wake up at 3am again tonight, when is my period due", "went to sleep and didnt wake up till 10, so groggy",
        "bought a rope swing for the garden today", "shaved my legs with a new razor and got a rash",
        "banging my head against the wall with this spreadsheet", "put a pillow over my face to block the light and still no sleep",
        "ate the whole cake accidentally on purpose lol", "ran 5 kms tonight, legs are jelly", "thinking how easy it would be to skip the gym tomorrow",
        "leaving work early today and never going back to that gym", "hold him under the arms when he's in the bath, right?",
        "i'm sick of being around people at work", "someone else should take him to the appointment, i'm working",
        "i don't want to change my life for a tracker app", "scratching my eczema again, it's so itchy",
        "i dig my nails into my palms when i'm anxious", "is there a maximum dose of folic acid in pregnancy",
        "baby keeps punching my bladder at night", "the baby is thumping away in there, my bump moves",
    ])
    func anEverydayMessageTripsNoCrisisOrEmergencyGuard(_ message: String) {
        let kind = AssistantFixture.assistant.understand(message, today: AssistantFixture.today).guardKind
        #expect(kind != .crisis && kind != .emergency, "\(message): \(String(describing: kind))")
    }
}

/// Figures of speech that share words with a crisis pattern ("ending things with my
/// boyfriend", "gone for two weeks", "die of embarrassment") cancel that pattern only
/// (`exceptions` in guards.json): the same message with a real crisis in it still trips the
/// guard. Hyperbole that cannot be told from a crisis ("I'd rather die than…", "I can't go on
/// like this") is left to the guard on purpose: a kind answer to a joke costs little.
@Suite struct GuardFigureOfSpeechTests {
    static func kind(_ message: String) -> GuardKind? {
        AssistantFixture.assistant.understand(message, today: AssistantFixture.today).guardKind
    }

    @Test(arguments: [
        "ending things with my boyfriend tonight, period is due tomorrow too", "thinking about ending things with him, we argue constantly",
        "if i was gone for two weeks would my cycle change", "this bloating makes me want to die of embarrassment",
        "i just want to disappear under a duvet till my period ends", "i overdosed on chocolate last night lol",
    ])
    func aFigureOfSpeechIsNotACrisis(_ message: String) {
        #expect(Self.kind(message) != .crisis, "\(message)")
    }

    @Test(arguments: [
        "ending things with my boyfriend and honestly i want to kill myself", "i've thought about ending things with everything going on",
        "been thinking about ending things", "if i was gone nobody would even notice", "i just want to disappear and never come back",
        "want to die of embarrassment but also i've been cutting myself again", "thinking of taking an overdose of my sleeping pills",
        "i'd rather die than keep feeling like this",
    ])
    func theSameWordsSaidAsACrisisStillTripTheGuard(_ message: String) {
        #expect(Self.kind(message) == .crisis, "\(message)")
    }
}

/// An exception must name one of its guard's own patterns: a misspelt one would cancel nothing.
@Suite struct GuardExceptionLoadingTests {
    @Test func anExceptionForAPatternTheGuardDoesNotHaveStopsStartUpNamingIt() throws {
        var files = EmbeddedFiles.all
        let guards = try #require(files["assistant/guards.json"])
        files["assistant/guards.json"] = guards.replacingOccurrences(of: "\"pattern\": \"ending things\"", with: "\"pattern\": \"endng things\"")
        #expect(files["assistant/guards.json"] != guards, "the guards file changed")
        do {
            _ = try Assistant(knowledge: AssistantFixture.assistant.knowledge, files: files)
            Issue.record("the assistant started with an exception for a pattern crisis does not have")
        } catch {
            #expect(error.description.contains("the exception for 'endng things' names no pattern of this guard"), "\(error)")
        }
    }
}
