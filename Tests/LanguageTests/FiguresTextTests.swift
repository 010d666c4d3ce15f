import CycleCore
import Language
import Testing

/// Durations, clock offsets, seconds and lists as the commands print them.
@Suite struct FiguresTextTests {
    @Test func durationsDropAZeroPart() {
        #expect(durationText(seconds: 45) == "45 s")
        #expect(durationText(seconds: 720) == "12 min")
        #expect(durationText(seconds: 64) == "1 min 4 s")
    }

    @Test func clockOffsetsPadSecondsAndShowTenthsOnlyWhenThereAreAny() {
        #expect(clockText(seconds: 5) == "0:05")
        #expect(clockText(seconds: 760) == "12:40")
        #expect(clockText(seconds: 5.0) == "0:05")
        #expect(clockText(seconds: 5.5) == "0:05.5")
    }

    @Test func wholeSecondsHaveNoDecimals() {
        #expect(secondsText(4) == "4")
        #expect(secondsText(5.5) == "5.5")
    }

    @Test func listsJoinTheLastWithAnd() {
        #expect(listText([]) == "")
        #expect(listText(["a"]) == "a")
        #expect(listText(["a", "b", "c"]) == "a, b and c")
    }

    @Test func whitespaceIsTrimmedAtBothEndsOnly() {
        #expect(" \t childs  pose \n".trimmingWhitespace() == "childs  pose")
        #expect(Phase.luteal.phrase == "the luteal phase")
    }
}
