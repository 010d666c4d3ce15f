import NextSteps

extension StepWording {
    /// Every step as `<log>`, `<giveAge>`…: the case's name, so a test sees where a step went
    /// and that no library wrote a command.
    static let tags = StepWording { step in "<" + String(String(describing: step).prefix { $0 != "(" }) + ">" }
}
