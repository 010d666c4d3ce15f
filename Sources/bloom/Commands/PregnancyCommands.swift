/// Commands for trying to conceive and pregnancy: the temperature chart, the kick counter, the
/// contraction timer, weights, appointments and the weekly checklist.
let pregnancyCommands: [any BloomCommand.Type] = [
    ChartCommand.self,
    KicksCommand.self,
    ContractionsCommand.self,
    WeightCommand.self,
    AppointmentsCommand.self,
    ChecklistCommand.self,
]
