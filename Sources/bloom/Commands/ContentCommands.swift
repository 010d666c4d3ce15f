/// Commands over the bundled Knowledge (yoga, nutrition, affirmations, weeks, breathing).
let contentCommands: [any BloomCommand.Type] = []
