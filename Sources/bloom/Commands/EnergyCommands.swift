/// Food energy: logging food, the daily budget over an adaptive maintenance estimate, and the goal.
let energyCommands: [any BloomCommand.Type] = [
    FoodCommand.self,
    BudgetCommand.self,
    GoalCommand.self,
]
