@testable import Importers
import Testing

/// Keys already stored by earlier imports must keep matching, so the key builder must give
/// exactly the text the interpolations it replaced gave.
@Suite struct SourceKeysTests {
    @Test func spanKeysAreTheTextTheInterpolationGave() {
        let instants: [Int64] = [0, 7, 1_762_000_000, -1, -2_208_988_800, Int64.max, Int64.min, 1_000_000_000_000]
        for start in instants {
            for end in [start, 1_762_000_059] {
                #expect(SourceKeys.span("heartRateVariabilitySDNN", start: start, end: end, hash: "1x9zq")
                        == "heartRateVariabilitySDNN|\(start)|\(end)|1x9zq")
                #expect(SourceKeys.span("sleep", "rem", start: start, end: end, hash: "") == "sleep|rem|\(start)|\(end)|")
            }
            #expect(SourceKeys.heartRateMinute(start) == "hr|\(start)")
        }
        #expect(SourceKeys.span("mindful", start: 60, end: 120, hash: ByteParsing.shortHash(nil)) == "mindful|60|120|\(ByteParsing.shortHash(nil))")
    }
}
