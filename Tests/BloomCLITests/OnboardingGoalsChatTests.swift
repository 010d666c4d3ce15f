import Foundation
import Testing

/// The chat's onboarding asks for health goals and conditions last, once, each skippable with
/// Enter, and stores what it read in the profile.
@Suite struct OnboardingGoalsChatTests {
    @Test func goalsAndConditionsAreAskedLastAndStoredInTheProfile() throws {
        let chat = try TerminalChatTests.Chat(onboarded: false)
        chat.answer([("What should I call you?", "Sam"), ("What are you using Bloom for", "tracking my cycle"),
                     ("When did your last period start?", "2026-11-03"), ("How long is your cycle usually", ""),
                     ("What would you most like help with?", "better sleep and less stress"),
                     ("Do you live with a condition", "I have PCOS")])
        let shown = chat.terminal.waitFor("Type a question")
        #expect(shown.contains("Saved your goals: sleep, stress."))
        #expect(shown.contains("Saved: PCOS. With PCOS, your period estimates will say why their range is wide"))
        #expect(chat.leave() == 0)
        let backup = try chat.backup()
        #expect(backup.contains(#""goals": ["#) && backup.contains(#""sleep""#) && backup.contains(#""conditions": ["#) && backup.contains(#""pcos""#))
    }

    @Test func enterSkipsBothAndTheSkipIsKeptSoTheyAreNotAskedAgain() throws {
        let chat = try TerminalChatTests.Chat(onboarded: false)
        chat.answer([("What should I call you?", ""), ("What are you using Bloom for", ""),
                     ("When did your last period start?", ""), ("What would you most like help with?", ""),
                     ("Do you live with a condition", "")])
        chat.terminal.waitFor("Type a question")
        #expect(chat.leave() == 0)
        let backup = try chat.backup()
        #expect(backup.contains(#""goals": []"#) && backup.contains(#""conditions": []"#))
    }
}

/// An answer to "what are you using Bloom for?" that tells something to log ("we had sex last
/// night") is no purpose and no period start: nothing is saved from its day, and the chat
/// takes the message up after the questions (written for this suite).
@Suite struct OnboardingAnswerThatTellsSomethingTests {
    @Test func aDayInAnAnswerWithoutAPeriodStartsNoPeriod() throws {
        let chat = try TerminalChatTests.Chat(onboarded: false)
        chat.answer([("What should I call you?", "Sam"), ("What are you using Bloom for", "we had sex last night"),
                     ("When did your last period start?", "")])
        let shown = chat.terminal.waitFor("protected or unprotected")
        #expect(!shown.contains("Saved: period started"), "\(shown)")
        #expect(chat.leave() == 0)
        #expect((try chat.backup()).contains(#""periods": []"#))
    }
}
