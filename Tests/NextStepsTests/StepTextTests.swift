import CycleCore
import NextSteps
import Testing

/// Text that names next steps keeps them typed until a wording writes them.
@Suite struct StepTextTests {
    /// A wording that writes each step as a tag, to see where the steps went.
    static let tags = StepWording { step in
        switch step {
        case .logPeriodEnd: "<end>"
        case .undo: "<undo>"
        default: "<other>"
        }
    }

    @Test func aStepInterpolatedIsKeptTypedAndWordedWhereShown() {
        let text: StepText = "log its end with '\(NextStep.logPeriodEnd(.blank))' or say so"
        #expect(text.steps == [.logPeriodEnd(.blank)])
        #expect(text.worded(by: Self.tags) == "log its end with '<end>' or say so")
        #expect(Self.tags(text) == "log its end with '<end>' or say so")
    }

    @Test func otherValuesInterpolatedAreWords() {
        let day = Day(year: 2026, month: 11, day: 2)!
        let text: StepText = "\(day.iso): \(3) days, then \(NextStep.undo)"
        #expect(text.pieces == [.text("2026-11-02: 3 days, then "), .step(.undo)])
    }

    @Test func textWithoutAWordingShowsItsStepsAsTypedValuesNeverAsACommand() {
        let text: StepText = "take it back with '\(NextStep.undo)'"
        #expect(text.description == "take it back with '⟨undo⟩'")
        #expect(!text.description.contains("bloom"))
    }

    @Test func joiningKeepsStepsAndMergesAdjacentWords() {
        let joined = StepText("a") + "b" + "\(NextStep.undo)" + StepText("c")
        #expect(joined.pieces == [.text("ab"), .step(.undo), .text("c")])
        let list = StepText.joined(["one", "two \(NextStep.logPeriodEnd(.today))"], separator: "; ")
        #expect(list.worded(by: Self.tags) == "one; two <end>")
    }

    @Test func plainTextHasNoStepsAndReadsTheSameEveryWay() {
        let text = StepText("the disk is full")
        #expect(text.steps.isEmpty)
        #expect(text.description == "the disk is full" && text.worded(by: Self.tags) == "the disk is full")
        #expect(StepText("").isEmpty)
    }
}
