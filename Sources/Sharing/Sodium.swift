import CSodium

/// The few libsodium calls sharing needs, behind Swift signatures: the library is started once
/// (`sodium_init`) before the first of them.
enum Sodium {
    /// Whether libsodium started; it is started the first time this is read (Swift runs a
    /// static's initialiser once, thread-safely).
    static let isReady: Bool = sodium_init() >= 0

    /// Argon2id's salt length (16 bytes).
    static let saltLength = Int(crypto_pwhash_saltbytes())
    /// XChaCha20-Poly1305's key (32), nonce (24) and tag (16) lengths.
    static let keyLength = Int(crypto_aead_xchacha20poly1305_ietf_keybytes())
    static let nonceLength = Int(crypto_aead_xchacha20poly1305_ietf_npubbytes())
    static let tagLength = Int(crypto_aead_xchacha20poly1305_ietf_abytes())
    /// Argon2id version 1.3, the algorithm number a file records.
    static let argon2id = Int32(crypto_pwhash_alg_argon2id13())

    /// A key derived from `password` and `salt` by Argon2id with the given cost, or nil when
    /// libsodium refuses (out of memory, or a cost it does not accept).
    static func deriveKey(password: [UInt8], salt: [UInt8], opsLimit: UInt64, memLimit: UInt64) -> [UInt8]? {
        precondition(isReady, "libsodium could not be started")
        precondition(salt.count == saltLength && !password.isEmpty)
        var key = [UInt8](repeating: 0, count: keyLength)
        let status = password.withUnsafeBufferPointer { password in
            password.withMemoryRebound(to: CChar.self) { password in
                crypto_pwhash(&key, UInt64(key.count), password.baseAddress!, UInt64(password.count), salt,
                              opsLimit, Int(memLimit), argon2id)
            }
        }
        return status == 0 ? key : nil
    }

    /// `plaintext` encrypted and authenticated with `associatedData` (authenticated, not encrypted).
    static func seal(_ plaintext: [UInt8], associatedData: [UInt8], nonce: [UInt8], key: [UInt8]) -> [UInt8] {
        precondition(isReady, "libsodium could not be started")
        precondition(nonce.count == nonceLength && key.count == keyLength)
        var sealed = [UInt8](repeating: 0, count: plaintext.count + tagLength)
        var length: UInt64 = 0
        let status = crypto_aead_xchacha20poly1305_ietf_encrypt(&sealed, &length, plaintext, UInt64(plaintext.count),
                                                                associatedData, UInt64(associatedData.count), nil, nonce, key)
        precondition(status == 0 && Int(length) == sealed.count, "XChaCha20-Poly1305 failed to encrypt")
        return sealed
    }

    /// The plaintext of `sealed`, or nil when the tag does not verify (a wrong key, or any
    /// change to the ciphertext, the tag, the associated data or the nonce).
    static func open(_ sealed: [UInt8], associatedData: [UInt8], nonce: [UInt8], key: [UInt8]) -> [UInt8]? {
        precondition(isReady, "libsodium could not be started")
        precondition(nonce.count == nonceLength && key.count == keyLength)
        guard sealed.count >= tagLength else { return nil }
        var plaintext = [UInt8](repeating: 0, count: sealed.count - tagLength)
        var length: UInt64 = 0
        let status = crypto_aead_xchacha20poly1305_ietf_decrypt(&plaintext, &length, nil, sealed, UInt64(sealed.count),
                                                                associatedData, UInt64(associatedData.count), nonce, key)
        guard status == 0 else { return nil }
        return Array(plaintext[0..<Int(length)])
    }

    /// `count` bytes from the operating system's random source (libsodium's `randombytes_buf`).
    static func randomBytes(_ count: Int) -> [UInt8] {
        precondition(isReady, "libsodium could not be started")
        var bytes = [UInt8](repeating: 0, count: count)
        randombytes_buf(&bytes, count)
        return bytes
    }

    /// The first `count` bytes of the stream `seed` determines (`randombytes_buf_deterministic`:
    /// ChaCha20 keyed by the seed; a longer request begins with the bytes of a shorter one).
    static func deterministicBytes(_ count: Int, seed: [UInt8]) -> [UInt8] {
        precondition(isReady, "libsodium could not be started")
        precondition(seed.count == Int(randombytes_seedbytes()))
        var bytes = [UInt8](repeating: 0, count: count)
        randombytes_buf_deterministic(&bytes, count, seed)
        return bytes
    }

    /// Overwrites `bytes` with zeros in a way the compiler does not remove.
    static func wipe(_ bytes: inout [UInt8]) {
        bytes.withUnsafeMutableBytes { sodium_memzero($0.baseAddress, $0.count) }
    }
}
