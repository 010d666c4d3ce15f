/// Commands for trying to conceive and pregnancy: the temperature chart, the kick counter and
/// the contraction timer.
let pregnancyCommands: [any BloomCommand.Type] = [
    ChartCommand.self,
    KicksCommand.self,
    ContractionsCommand.self,
]
