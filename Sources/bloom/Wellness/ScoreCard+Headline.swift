import CycleCore
import Glances
import Wellness

extension ScoreCard {
    /// "72 green (good)" or the status message: Glances' headline in the terminal's style.
    func headline(_ out: TerminalOutput) -> String {
        headline(style: out.style)
    }
}
