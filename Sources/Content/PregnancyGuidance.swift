import CycleCore

/// Whether a pose suits a trimester of pregnancy.
package enum PregnancySafety: String, KnowledgeVocabulary {
    /// Fine as described.
    case safe
    /// Fine with the change described in the pose's `pregnancyNote`.
    case modify
    /// Left out in this trimester.
    case avoid
}

/// A pose's suitability in each trimester, written `{"1": "safe", "2": "modify", "3": "modify"}`.
package struct PregnancyGuidance: Sendable, Hashable, Codable {
    /// First trimester (up to 13w6d).
    package var first: PregnancySafety
    /// Second trimester (14w0d to 27w6d).
    package var second: PregnancySafety
    /// Third trimester (from 28w0d).
    package var third: PregnancySafety

    /// Creates guidance from a value per trimester.
    package init(first: PregnancySafety, second: PregnancySafety, third: PregnancySafety) {
        self.first = first
        self.second = second
        self.third = third
    }

    /// The guidance for `trimester`.
    package subscript(trimester: Trimester) -> PregnancySafety {
        switch trimester {
        case .first: first
        case .second: second
        case .third: third
        }
    }

    /// Whether any trimester asks for a modification.
    package var needsModification: Bool { Trimester.allCases.contains { self[$0] == .modify } }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case first = "1", second = "2", third = "3"
    }
}
