import CycleCore
import Glances
import NextSteps
import Wellness

extension ScoreCard {
    /// " 72 green · good" or the status message: Glances' headline in the terminal's style,
    /// its steps worded by `wording` (`inColumns` keeps the words of a list in one column).
    func headline(_ out: TerminalOutput, _ wording: StepWording, inColumns: Bool = false) -> String {
        headline(style: out.style, wording: wording, inColumns: inColumns)
    }
}
