import CycleCore

extension ShareSnapshot {
    /// This snapshot as a share file sealed under `code` (see `ShareFile`).
    /// - Parameters:
    ///   - kdf: the key derivation's cost; `.standard` except in tests.
    ///   - random: where the salt and nonce come from.
    package func sealed(under code: ShareCode, kdf: ShareKDF = .standard, random: any RandomSource) -> [UInt8] {
        ShareFile.seal(canonicalJSON, code: code, kdf: kdf, random: random)
    }

    /// The snapshot sealed in `file` under `code`, if it is still valid on `today`.
    /// - Throws: `ShareError`: every way `ShareFile.open` refuses, a snapshot that does not
    ///   read, and `.expired` on or after its expiry day.
    package static func opening(_ file: [UInt8], code: ShareCode, today: Day) throws(ShareError) -> ShareSnapshot {
        let snapshot = try ShareSnapshot(canonicalJSON: try ShareFile.open(file, code: code))
        try snapshot.checkValid(on: today)
        return snapshot
    }

    /// - Throws: `ShareError.expired` when the snapshot is no longer valid on `today`.
    package func checkValid(on today: Day) throws(ShareError) {
        if isExpired(on: today) { throw .expired(on: expires, today: today) }
    }

    /// What the snapshot holds, in words, for the owner and the partner: e.g. ["the phase and
    /// cycle day", "the next periods' windows", "symptoms"].
    package var contents: [String] {
        var parts: [String] = []
        switch mode {
        case .pregnancy: parts.append("the pregnancy week and due date")
        case .cycle, .ttc:
            parts.append("the phase and cycle day")
            parts.append(cycle?.daysLate ?? 0 > 0 ? "how late the period is" : "the next periods' windows")
            if mode == .ttc, cycle?.daysLate == 0 { parts.append("the fertile windows") }
        }
        if included.contains(.symptoms) { parts.append("symptoms of the last \(recent?.days ?? 0) days") }
        if included.contains(.moods) { parts.append("moods of the last \(recent?.days ?? 0) days") }
        return parts
    }

    /// The optional parts left out, e.g. ["symptoms", "moods"].
    package var leftOut: [String] {
        ShareInclusion.allCases.filter { !included.contains($0) }.map(\.rawValue)
    }
}
