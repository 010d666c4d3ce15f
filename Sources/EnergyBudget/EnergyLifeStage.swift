import CycleCore

/// Where the person is in life as far as energy goes: pregnancy and breastfeeding need more, and
/// Bloom never sets a deficit in either.
package enum EnergyLifeStage: Sendable, Equatable {
    /// Not pregnant and not breastfeeding.
    case standard
    /// Pregnant, in this trimester.
    case pregnant(Trimester)
    /// Breastfeeding (or possibly: a baby born in the last year).
    case breastfeeding

    /// Whether Bloom refuses a deficit.
    package var forbidsDeficit: Bool { self != .standard }

    /// The typical extra energy a day, kcal, and where the figure comes from.
    ///
    /// Pregnancy: IOM Dietary Reference Intakes for Energy (2002/2005): about 0 extra in the first
    /// trimester, 340 in the second and 452 (about 450) in the third; the NHS says only the last
    /// trimester needs more, about 200 kcal. Breastfeeding: IOM 2005, about 330 kcal a day more in
    /// the first 6 months (500 for milk, less some from the body's stores).
    package var typicalExtra: (kcal: Int, source: String)? {
        switch self {
        case .standard: nil
        case .pregnant(.first): (0, "IOM Dietary Reference Intakes for Energy, 2005; NHS")
        case .pregnant(.second): (340, "IOM Dietary Reference Intakes for Energy, 2005")
        case .pregnant(.third): (450, "IOM Dietary Reference Intakes for Energy, 2005; the NHS suggests about 200")
        case .breastfeeding: (330, "IOM Dietary Reference Intakes for Energy, 2005, first 6 months")
        }
    }

    /// A plain explanation of typical extra needs, suggesting the midwife.
    package var explanation: String? {
        switch self {
        case .standard:
            return nil
        case .pregnant(.first):
            return "In the first trimester most people need no extra energy (IOM; NHS). Your midwife can talk through what is right for you."
        case let .pregnant(trimester):
            let extra = typicalExtra!.kcal
            return "In the \(trimester == .second ? "second" : "third") trimester a typical extra is about \(FigureText.kcal(extra)) a day (\(typicalExtra!.source)). Your midwife can talk through what is right for you."
        case .breastfeeding:
            return "While breastfeeding a typical extra is about 330 kcal a day in the first 6 months (IOM). Your midwife or health visitor can talk through what is right for you."
        }
    }
}
