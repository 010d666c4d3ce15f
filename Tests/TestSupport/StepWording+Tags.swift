import NextSteps

extension StepWording {
    /// Every step as `<log>`, `<giveAge>`…: the case's name, so a test sees where a step went
    /// and that no library wrote a command.
    package static let tags = StepWording { step in "<" + String(String(describing: step).prefix { $0 != "(" }) + ">" }
}

extension StepWording {
    /// Every step as its whole typed value, to check what a step asks for.
    package static let full = StepWording { String(describing: $0) }
}
