import BloomBase
import Testing

/// The forms of a word a search treats as one.
@Suite struct WordFamilyTests {
    @Test(arguments: [
        ["ovulate", "ovulated", "ovulating", "ovulation"],
        ["hurt", "hurting"],
        ["spot", "spotting", "spotted"],
        ["stop", "stopping", "stopped"],
        ["bleed", "bleeding"],
        ["discharge", "discharged", "discharging"],
        ["cramp", "cramping", "cramped"],
        ["breastfeed", "breastfeeding"],
        ["cause", "caused", "causing"],
        ["break", "breaking", "broke", "broken"],
        ["bleed", "bleeding", "bled"],
        ["tear", "tearing", "tore", "torn"],
    ])
    func formsOfOneWordShareAKey(forms: [String]) {
        let keys = Set(forms.map(WordFamily.key))
        #expect(keys.count == 1, "\(forms) → \(keys)")
    }

    @Test func differentWordsKeepDifferentKeys() {
        #expect(WordFamily.key("period") != WordFamily.key("periodic"))
        #expect(WordFamily.key("spell") == "spell")
        #expect(WordFamily.key("missed") == "miss")
        #expect(WordFamily.key("pregnant") == "pregnant")
    }

    @Test func shortWordsAndWordsWithDigitsAreTheirOwnKey() {
        for word in ["late", "red", "sing", "2nd", "week2", "being"] {
            #expect(WordFamily.key(word) == word, "\(word)")
        }
    }
}
