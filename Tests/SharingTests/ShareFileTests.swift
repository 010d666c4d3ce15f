import CSodium
import CycleCore
import Sharing
import Testing

@Suite struct ShareFileTests {
    let snapshot = try! SharingFixture.snapshot()
    var file: [UInt8] { SharingFixture.sealed(snapshot) }
    var code: ShareCode { SharingFixture.code }

    @Test func aSealedSnapshotOpensWithItsCode() throws {
        let opened = try ShareSnapshot.opening(file, code: code, today: snapshot.created)
        #expect(opened == snapshot)
        #expect(try ShareFile.open(file, code: code) == snapshot.canonicalJSON)
    }

    @Test func theCodeOpensItTypedAnyForgivenWay() throws {
        #expect(try ShareSnapshot.opening(file, code: try ShareCode(typed: "7kq-m4x"), today: snapshot.created) == snapshot)
    }

    @Test func theFileDoesNotHoldThePlaintext() {
        let plaintext = snapshot.canonicalJSON
        let file = self.file
        #expect(!file.isEmpty)
        #expect(!contains(file, Array("luteal".utf8)) && !contains(file, Array("follicular".utf8)) && !contains(file, Array("Sam".utf8)))
        #expect(file.count == ShareFile.headerLength + plaintext.count + 16)
    }

    @Test func aWrongCodeIsRefused() throws {
        let wrong = try ShareCode(typed: "7KQM4Y")
        #expect(throws: ShareError.wrongCodeOrChanged) { try ShareSnapshot.opening(file, code: wrong, today: snapshot.created) }
    }

    @Test func everyFlippedByteIsRefused() {
        let file = self.file
        for index in file.indices {
            var changed = file
            changed[index] ^= 0x01
            do {
                _ = try ShareFile.open(changed, code: code)
                Issue.record("a flipped bit at byte \(index) was not noticed")
            } catch {
                switch index {
                case 0..<8: #expect(error == .notAShareFile, "byte \(index)")
                case 8: #expect(error == .unsupportedVersion(found: 0), "byte \(index)")
                case 9: #expect(error.isDamaged, "byte \(index): \(error)")
                case 10..<22: #expect(error.isDamaged || error == .wrongCodeOrChanged, "KDF byte \(index): \(error)")
                case 22..<62: #expect(error == .wrongCodeOrChanged, "salt or nonce byte \(index): \(error)")
                case 62..<66: #expect(error == .truncated || error.isDamaged, "length byte \(index): \(error)")
                default: #expect(error == .wrongCodeOrChanged, "ciphertext or tag byte \(index): \(error)")
                }
            }
        }
    }

    @Test func aChangedTagOrLastCiphertextByteIsRefused() {
        var tag = file
        tag[tag.count - 1] ^= 0x80
        #expect(throws: ShareError.wrongCodeOrChanged) { try ShareFile.open(tag, code: code) }
        var body = file
        body[ShareFile.headerLength] ^= 0xFF
        #expect(throws: ShareError.wrongCodeOrChanged) { try ShareFile.open(body, code: code) }
    }

    @Test func aTruncatedFileIsRefused() {
        let file = self.file
        for length in [1, 4, 7, 8, 9, 30, 65, 66, 67, 100, file.count - 17, file.count - 16, file.count - 1] {
            #expect(throws: ShareError.truncated, "cut to \(length) bytes") { try ShareFile.open(Array(file.prefix(length)), code: code) }
        }
        #expect(throws: ShareError.notAShareFile) { try ShareFile.open([], code: code) }
    }

    @Test func bytesAfterTheEndAreRefused() {
        #expect(throws: ShareError.damaged("it has bytes after its end")) { try ShareFile.open(file + [0], code: code) }
    }

    @Test func otherFilesAreNotShareFiles() {
        for other in [Array("{\"format\":1}".utf8), Array("SQLite format 3\0".utf8) + [UInt8](repeating: 0, count: 100), Array("BLOOMSHX".utf8) + file.dropFirst(8)] {
            #expect(throws: ShareError.notAShareFile) { try ShareFile.open(other, code: code) }
        }
    }

    @Test func anotherVersionIsRefusedByName() {
        var newer = file
        newer[8] = 2
        #expect(throws: ShareError.unsupportedVersion(found: 2)) { try ShareFile.open(newer, code: code) }
        #expect(ShareError.unsupportedVersion(found: 2).description.contains("version 2"))
    }

    @Test func aHeaderAskingForTooMuchMemoryIsRefusedBeforeAnyKeyIsDerived() {
        var greedy = file
        greedy[14] = 0x01  // memLimit ≥ 2^56 bytes
        #expect(throws: ShareError.self) { try ShareFile.open(greedy, code: code) }
        var slow = file
        slow[10] = 0x7F  // opsLimit ≥ 2^30 passes
        do {
            _ = try ShareFile.header(of: slow)
            Issue.record("an absurd pass count was accepted")
        } catch {
            #expect(error.isDamaged)
        }
    }

    @Test func anExpiredSnapshotIsRefused() throws {
        let lastDay = snapshot.expires - 1
        #expect(try ShareSnapshot.opening(file, code: code, today: lastDay) == snapshot)
        #expect(throws: ShareError.expired(on: snapshot.expires, today: snapshot.expires)) {
            try ShareSnapshot.opening(file, code: code, today: snapshot.expires)
        }
        #expect(throws: ShareError.self) { try ShareSnapshot.opening(file, code: code, today: snapshot.expires + 100) }
    }

    @Test func theSameSeedAndDayGiveTheSameBytes() throws {
        let again = try SharingFixture.snapshot()
        #expect(SharingFixture.sealed(again, seed: 42) == file)
        #expect(SharingFixture.sealed(again, seed: 43) != file, "another seed gives another salt and nonce")
    }

    /// One file sealed with what Bloom really uses: the header records it, and it opens.
    @Test func theRealKeyDerivationIsRecordedAndRoundTrips() throws {
        let real = snapshot.sealed(under: code, random: SeededRandomSource(seed: 1))
        let header = try ShareFile.header(of: real)
        #expect(header.kdf == .standard)
        #expect(header.kdf.opsLimit == 3 && header.kdf.memLimit == 268_435_456)
        #expect(real[9] == 2, "Argon2id v1.3")
        #expect(try ShareSnapshot.opening(real, code: code, today: snapshot.created) == snapshot)
    }

    @Test func theStandardCostIsLibsodiumsModerateSetting() {
        #expect(UInt64(ShareKDF.standard.opsLimit) == UInt64(crypto_pwhash_opslimit_moderate()))
        #expect(ShareKDF.standard.memLimit == UInt64(crypto_pwhash_memlimit_moderate()))
        #expect(Int32(crypto_pwhash_alg_argon2id13()) == 2)
        #expect(ShareKDF.minimum.opsLimit == UInt32(crypto_pwhash_argon2id_opslimit_min()))
        #expect(ShareKDF.minimum.memLimit == UInt64(crypto_pwhash_argon2id_memlimit_min()))
    }

    private func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<$0 + needle.count]) == needle }
    }
}

extension ShareError {
    var isDamaged: Bool { if case .damaged = self { true } else { false } }
}
