/// Wellness scores from wearable data and hand logs.
let wellnessCommands: [any BloomCommand.Type] = [
    ScoresCommand.self,
    GridCommand.self,
    WeekScoreCommand.self,
    MorningCommand.self,
    PatternsCommand.self,
    VitalsCommand.self,
    FitnessCommand.self,
    DayCommand.self,
]
