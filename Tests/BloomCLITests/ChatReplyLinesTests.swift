import Testing
@testable import bloom

/// The chat's terminal rendering of a reply: wrapped to the width, with the empty line between
/// the answers to two questions (`Reply.parts`) kept, so the paragraphs never reflow together.
@Suite struct ChatReplyLinesTests {
    static let twoParts = "I estimate your next period in 10 days, on Wednesday 2 December 2026, give or take a few days.\n"
        + "It's based on few cycles so far.\n\nSomething to try in your luteal phase:\n"
        + "- Fibre for a sluggish gut. Constipation is common in the days before a period."

    @Test func theBlankLineBetweenTwoAnswersIsKept() throws {
        let lines = ChatSession.displayLines(Self.twoParts, width: 60)
        let gap = try #require(lines.firstIndex(of: ""), "\(lines)")
        #expect(gap > 0 && lines[gap - 1].hasSuffix("few cycles so far."), "\(lines)")
        #expect(gap + 1 < lines.count && lines[gap + 1] == "Something to try in your luteal phase:", "\(lines)")
    }

    @Test func everyLineFitsBesideThePrompt() {
        for width in [40, 60, 80] {
            for line in ChatSession.displayLines(Self.twoParts, width: width) {
                #expect(line.count <= width - ChatSession.promptWidth, "\(width): \(line)")
            }
        }
    }

    @Test func aListItemStartsItsOwnLine() {
        let lines = ChatSession.displayLines(Self.twoParts, width: 80)
        #expect(lines.contains { $0.hasPrefix("- Fibre for a sluggish gut.") }, "\(lines)")
    }
}
