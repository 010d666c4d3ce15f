import Glances
import Testing

/// Issue 49 item 5 and issue 54 item 12: the one word wrapper. Lines break at spaces only,
/// fit the width, and continue under where their text starts.
@Suite struct TextWrapTests {
    /// The words of `lines`, in order, as they read (styles and spacing aside).
    func words(_ lines: [String]) -> [Substring] { lines.joined(separator: " ").split(separator: " ") }

    @Test func aLineThatFitsIsLeftExactlyAsItIs() {
        let table = "  Recovery   62 yellow · fair  ▇█▇▁▂▄ 6/7 days"
        #expect(TextWrap.fitted(table, width: 60) == [table])
        #expect(TextWrap.fitted(" 16   17   18·  19·  20·  21○  22○", width: 35) == [" 16   17   18·  19·  20·  21○  22○"])
    }

    @Test(arguments: [30, 41, 60, 77, 100])
    func longProseBreaksOnlyBetweenWordsAndFits(width: Int) {
        let line = "Next period (estimate): Sun 8 Nov, in 17 days · likely Wed 4 Nov to Wed 11 Nov; milder premenstrual symptoms for some people, with calcium-rich foods."
        let lines = TextWrap.fitted(line, width: width)
        #expect(lines.count > 1)
        #expect(words(lines) == line.split(separator: " "))
        for wrapped in lines { #expect(TextWrap.columns(wrapped) <= width, "\(wrapped)") }
    }

    @Test func aWordLongerThanTheLineIsKeptWhole() {
        let long = String(repeating: "x", count: 50)
        let lines = TextWrap.fitted("short \(long) end", width: 20)
        #expect(lines == ["short", long, "end"])
    }

    @Test(arguments: [
        ("  • Legs Up the Wall (Viparita Karani) · restorative · beginner · 5 min", 4),
        ("  · blended with the typical 29-day cycle most people have, at the weight of half a cycle", 4),
        ("  12. Breathe in for four counts and out for six, letting the belly soften each time", 6),
        ("bloom › What are you using Bloom for: tracking your cycle, trying to conceive, or pregnancy?", 8),
        ("  Eat        Sprinkle on some zinc: Zinc supports your immune system and the cell growth", 13),
        ("  Recovery   62 yellow · fair  ▇█▇▁▂▄ 6/7 days, average 66 over the last seven days of data", 13),
        ("Welcome to Bloom. Everything you tell me stays on this device. A few quick questions", 0),
        ("    Modify: widen your knees and rest your forehead on a block or folded blanket", 4),
    ])
    func laterLinesHangUnderWhereTheTextStarts(line: String, indent: Int) {
        #expect(TextWrap.hangingIndent(line, width: 60) == indent)
        let lines = TextWrap.fitted(line, width: 50)
        #expect(lines.count > 1)
        for later in lines.dropFirst() {
            #expect(later.prefix(indent).allSatisfy { $0 == " " } && later.dropFirst(indent).first != " ", "\(later)")
        }
    }

    @Test func theSpacingBetweenWordsIsKept() {
        let legend = "● period (logged)  ○ period (predicted)  ◆ ovulation (estimate)  + fertile window"
        let lines = TextWrap.fitted(legend, width: 45)
        #expect(lines.first?.hasPrefix("● period (logged)  ○ period (predicted)  ") == true, "\(lines)")
        #expect(MonthGrid.legend(for: [.predictedPeriod, .ovulation, .fertile, .possibleStart], width: 60)
                == "○ period (predicted)  ◆ ovulation (estimate)\n+ fertile window (estimate)  · period may start  [ ] today")
    }

    @Test func colourTakesNoColumnsAndWideCharactersTwo() {
        #expect(TextWrap.columns("\u{1B}[1mScores\u{1B}[0m") == 6)
        #expect(TextWrap.columns("月経") == 4)
        #expect(TextWrap.columns("😡 angry") == 8)
        #expect(TextWrap.columns("e\u{301}") == 1)
        let styled = "\u{1B}[2m" + String(repeating: "word ", count: 20) + "\u{1B}[0m"
        for line in TextWrap.fitted(styled, width: 30) { #expect(TextWrap.columns(line) <= 30) }
    }

    @Test func aQuotedCommandStaysOnOneLine() {
        let line = "Symptoms and moods by phase: not enough data yet (log symptoms or moods with 'bloom log day --symptom … --mood …')."
        let lines = TextWrap.fitted(line, width: 60)
        #expect(lines.contains { $0.contains("'bloom log day --symptom … --mood …')") }, "\(lines)")
        let backquoted = "wear your watch to bed, or log them with `bloom log hrv 45` and `bloom log rhr 58` later"
        for width in 30...60 {
            let wrapped = TextWrap.fitted(backquoted, width: width)
            #expect(wrapped.contains { $0.contains("`bloom log rhr 58`") }, "\(width): \(wrapped)")
        }
        // Wider than the line: broken at its spaces after all, never left overflowing.
        for wrapped in TextWrap.fitted("see 'bloom log day --symptom cramps --mood calm --note slept badly'", width: 25) {
            #expect(TextWrap.columns(wrapped) <= 25, "\(wrapped)")
        }
    }

    @Test func proseWrapJoinsWordsWithOneSpaceUnderAHangingIndent() {
        #expect(TextWrap.wrap("one two three four", width: 10, first: "• ", rest: "  ") == ["• one two", "  three", "  four"])
        #expect(TextWrap.wrap("", width: 10, first: "> ") == ["> "])
    }
}
