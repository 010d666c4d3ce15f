import BloomBase
import Testing

/// FNV-1a gives the published values (Landon Curt Noll's FNV test suite), which the hashes
/// written into Bloom's files were made with.
@Suite struct FNV1aTests {
    static let published64: [(text: String, hash: UInt64)] = [
        ("", 0xcbf2_9ce4_8422_2325), ("a", 0xaf63_dc4c_8601_ec8c), ("b", 0xaf63_df4c_8601_f1a5),
        ("c", 0xaf63_de4c_8601_eff2), ("fo", 0x0898_5907_b541_d342), ("foo", 0xdcb2_7518_fed9_d577),
        ("foob", 0xdd12_0e79_0c25_12af), ("fooba", 0xcac1_65af_a2fe_f40a), ("foobar", 0x8594_4171_f739_67e8),
    ]

    static let published32: [(text: String, hash: UInt32)] = [
        ("", 0x811c_9dc5), ("a", 0xe40c_292c), ("b", 0xe70c_2de5), ("c", 0xe60c_2c52),
        ("foo", 0xa9f3_7ed7), ("foobar", 0xbf9c_f968),
    ]

    @Test(arguments: published64)
    func theSixtyFourBitHashIsThePublishedOne(text: String, hash: UInt64) {
        #expect(FNV1a.hash(text) == hash)
        #expect(FNV1a.hash(bytes: Array(text.utf8)) == hash)
    }

    @Test(arguments: published32)
    func theThirtyTwoBitHashIsThePublishedOne(text: String, hash: UInt32) {
        #expect(FNV1a.hash32(bytes: Array(text.utf8)) == hash)
    }

    @Test func addingBytesContinuesTheHash() {
        #expect(FNV1a.adding(Array("bar".utf8), to: FNV1a.hash("foo")) == FNV1a.hash("foobar"))
        #expect(FNV1a.adding(UInt8(ascii: "a"), to: FNV1a.offsetBasis) == FNV1a.hash("a"))
        #expect(FNV1a.adding([], to: 42) == 42)
    }

    @Test func textIsHashedByItsUTF8BytesWhereverTheyAre() {
        // A bridged or sliced string, whose bytes may not sit in one buffer, hashes alike.
        for text in ["", "café", "cafe\u{301}", "日本語", "👋🏽", String(repeating: "long text ", count: 40)] {
            #expect(FNV1a.hash(text) == FNV1a.hash(bytes: Array(text.utf8)), "\(text)")
            #expect(FNV1a.hash(String(text[...])) == FNV1a.hash(bytes: text.utf8), "\(text)")
        }
        // The same word in another Unicode form is other bytes, so another hash.
        #expect(FNV1a.hash("café") != FNV1a.hash("cafe\u{301}"))
    }

    @Test func aKnownKeyKeepsItsHash() {
        // The template rotation's seed for this key (TemplateLibraryTests computes it again).
        #expect(FNV1a.hash("cycle.next_period") == 13_296_133_553_388_500_316)
    }
}
