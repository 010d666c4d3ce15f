import NextSteps

extension StepWording {
    /// Every step as `<log>`, `<logPeriodStart>`…: the case's name, so a view's test sees where a
    /// step went and that the view wrote no command of its own.
    static let tags = StepWording { step in "<" + String(String(describing: step).prefix { $0 != "(" }) + ">" }

    /// Every step as its whole typed value, to check what a step asks for.
    static let full = StepWording { String(describing: $0) }
}
