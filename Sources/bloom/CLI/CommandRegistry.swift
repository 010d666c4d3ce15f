/// Every subcommand `bloom` knows, in the order `bloom --help` lists them.
/// Each area lists its own commands in its own file (`Commands/*Commands.swift`).
enum CommandRegistry {
    static let all: [any BloomCommand.Type] = coreCommands + assistantCommands + journalCommands + sharingCommands + contentCommands + dailyCommands + wellnessCommands + pregnancyCommands + energyCommands

    /// The command named `name`, if there is one.
    static func command(named name: String) -> (any BloomCommand.Type)? {
        all.first { $0.name == name }
    }
}

/// Commands over the prediction core.
let coreCommands: [any BloomCommand.Type] = [
    PredictCommand.self,
]

/// Talking to Bloom.
let assistantCommands: [any BloomCommand.Type] = [
    ChatCommand.self,
    AskCommand.self,
]
