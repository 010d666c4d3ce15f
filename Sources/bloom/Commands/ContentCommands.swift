/// Commands over the bundled Knowledge (yoga, nutrition, affirmations, weeks, breathing).
let contentCommands: [any BloomCommand.Type] = [
    YogaCommand.self,
    PoseCommand.self,
    RoutineCommand.self,
    NutritionCommand.self,
    AvoidCommand.self,
    AffirmCommand.self,
    WeekCommand.self,
    BreatheCommand.self,
    KnowledgeCommand.self,
    TopicCommand.self,
]
