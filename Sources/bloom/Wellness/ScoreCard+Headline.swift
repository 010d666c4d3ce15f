import CycleCore
import Glances
import Wellness

extension ScoreCard {
    /// " 72 green · good" or the status message: Glances' headline in the terminal's style
    /// (`inColumns` keeps the words of a list in one column).
    func headline(_ out: TerminalOutput, inColumns: Bool = false) -> String {
        headline(style: out.style, inColumns: inColumns)
    }
}
