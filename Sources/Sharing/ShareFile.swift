/// How hard deriving the key from a code is: Argon2id's passes over memory (`opsLimit`) and
/// the memory it fills (`memLimit`, bytes). A file records the settings it was sealed with.
package struct ShareKDF: Sendable, Hashable {
    /// Passes over the memory.
    package let opsLimit: UInt32
    /// Memory filled, in bytes.
    package let memLimit: UInt64

    package init(opsLimit: UInt32, memLimit: UInt64) {
        self.opsLimit = opsLimit
        self.memLimit = memLimit
    }

    /// What Bloom seals with: libsodium's "moderate" setting, 3 passes over 256 MiB (about
    /// half a second on one core of the machine Bloom was measured on; see the README).
    package static let standard = ShareKDF(opsLimit: 3, memLimit: 256 * 1_048_576)

    /// Argon2id's smallest cost (1 pass over 8 KiB): for tests only, so that sealing takes
    /// microseconds. A file sealed this way opens like any other.
    package static let minimum = ShareKDF(opsLimit: 1, memLimit: 8192)

    /// The settings a file may ask for: Argon2id's minimum up to 16 passes over 1 GiB. A file
    /// asking for more is refused before any key is derived, so a changed header cannot make
    /// Bloom fill all memory or run for hours.
    package static let acceptedOps: ClosedRange<UInt32> = 1...16
    package static let acceptedMemory: ClosedRange<UInt64> = 8192...1_073_741_824

    /// Whether a file may ask for these settings.
    package var isAccepted: Bool { Self.acceptedOps.contains(opsLimit) && Self.acceptedMemory.contains(memLimit) }
}

/// The sealed file a share is: a header, then the snapshot encrypted and authenticated with
/// XChaCha20-Poly1305 under a key Argon2id derives from the code and the header's salt.
///
/// Layout (numbers big-endian), 66 bytes of header then the sealed bytes:
///
/// | bytes | what |
/// |---|---|
/// | 0–7 | magic `BLOOMSHR` |
/// | 8 | file version (1) |
/// | 9 | key derivation: 2 = Argon2id v1.3 (libsodium's number for it) |
/// | 10–13 | Argon2id passes (`opsLimit`) |
/// | 14–21 | Argon2id memory in bytes (`memLimit`) |
/// | 22–37 | salt (16 random bytes) |
/// | 38–61 | nonce (24 random bytes) |
/// | 62–65 | length of what follows: ciphertext + 16-byte tag |
/// | 66– | ciphertext, then the tag |
///
/// The whole header is the associated data: changing any byte of it, of the ciphertext or of
/// the tag makes opening fail.
package enum ShareFile {
    /// The first bytes of every share file.
    package static let magic: [UInt8] = Array("BLOOMSHR".utf8)
    /// The file version this Bloom writes and reads.
    package static let version: UInt8 = 1
    /// How long the header is.
    package static let headerLength = 66
    /// The largest file Bloom reads as a share (a year of logs is a few tens of kilobytes).
    package static let sizeLimit = 1_048_576

    /// What a file's header says.
    package struct Header: Sendable, Hashable {
        package let kdf: ShareKDF
        package let salt: [UInt8]
        package let nonce: [UInt8]
        /// The length of the ciphertext and tag.
        package let sealedLength: Int
    }

    /// `plaintext` sealed under `code`, with a salt and nonce from `random`.
    /// - Parameters:
    ///   - kdf: the key derivation's cost; `.standard` except in tests.
    ///   - random: the salt's 16 bytes are read first, then the nonce's 24.
    package static func seal(_ plaintext: [UInt8], code: ShareCode, kdf: ShareKDF = .standard, random: any RandomSource) -> [UInt8] {
        precondition(kdf.isAccepted, "a share's key derivation must be one Bloom accepts when opening")
        let salt = random.bytes(Sodium.saltLength)
        let nonce = random.bytes(Sodium.nonceLength)
        var header = magic + [version, UInt8(Sodium.argon2id)]
        header += bigEndian(UInt64(kdf.opsLimit), bytes: 4) + bigEndian(kdf.memLimit, bytes: 8) + salt + nonce
        header += bigEndian(UInt64(plaintext.count + Sodium.tagLength), bytes: 4)
        var key = deriveKey(code, salt: salt, kdf: kdf)!
        defer { Sodium.wipe(&key) }
        return header + Sodium.seal(plaintext, associatedData: header, nonce: nonce, key: key)
    }

    /// The plaintext sealed in `file` under `code`.
    /// - Throws: `ShareError`: not a share file, an unsupported version, truncated, a header
    ///   that does not hold (changed or damaged), or a wrong code or changed file.
    package static func open(_ file: [UInt8], code: ShareCode) throws(ShareError) -> [UInt8] {
        let header = try self.header(of: file)
        guard var key = deriveKey(code, salt: header.salt, kdf: header.kdf) else {
            throw .damaged("its key-derivation settings could not be used")
        }
        defer { Sodium.wipe(&key) }
        let sealed = Array(file[headerLength...])
        guard let plaintext = Sodium.open(sealed, associatedData: Array(file[..<headerLength]), nonce: header.nonce, key: key) else {
            throw .wrongCodeOrChanged
        }
        return plaintext
    }

    /// The header of `file`, checked: everything but the tag, with no key derived.
    /// - Throws: `ShareError` as `open` does, except `.wrongCodeOrChanged`.
    package static func header(of file: [UInt8]) throws(ShareError) -> Header {
        if file.count < magic.count {
            throw !file.isEmpty && magic.starts(with: file) ? .truncated : .notAShareFile
        }
        guard file.starts(with: magic) else { throw .notAShareFile }
        guard file.count > magic.count else { throw .truncated }
        guard file[8] == version else { throw .unsupportedVersion(found: Int(file[8])) }
        guard file.count >= headerLength else { throw .truncated }
        guard Int32(file[9]) == Sodium.argon2id else { throw .damaged("it names key derivation number \(file[9]), not Argon2id") }
        let kdf = ShareKDF(opsLimit: UInt32(number(file, at: 10, bytes: 4)), memLimit: number(file, at: 14, bytes: 8))
        guard kdf.isAccepted else {
            throw .damaged("it asks for \(kdf.opsLimit) Argon2id passes over \(kdf.memLimit) bytes, outside what Bloom accepts")
        }
        let sealedLength = Int(number(file, at: 62, bytes: 4))
        guard sealedLength >= Sodium.tagLength else { throw .damaged("its length field is too small to hold a tag") }
        guard file.count >= headerLength + sealedLength else { throw .truncated }
        guard file.count == headerLength + sealedLength else { throw .damaged("it has bytes after its end") }
        return Header(kdf: kdf, salt: Array(file[22..<38]), nonce: Array(file[38..<62]), sealedLength: sealedLength)
    }

    private static func deriveKey(_ code: ShareCode, salt: [UInt8], kdf: ShareKDF) -> [UInt8]? {
        Sodium.deriveKey(password: code.bytes, salt: salt, opsLimit: UInt64(kdf.opsLimit), memLimit: kdf.memLimit)
    }

    private static func bigEndian(_ value: UInt64, bytes count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64(count - 1 - $0))) }
    }

    private static func number(_ file: [UInt8], at offset: Int, bytes count: Int) -> UInt64 {
        file[offset..<offset + count].reduce(0) { $0 << 8 | UInt64($1) }
    }
}
