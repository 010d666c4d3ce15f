/// Every subcommand `bloom` knows, in the order `bloom --help` lists them.
/// Add a command by writing its type under `Commands/` and naming it here.
enum CommandRegistry {
    static let all: [any BloomCommand.Type] = [
        PredictCommand.self,
    ]

    /// The command named `name`, if there is one.
    static func command(named name: String) -> (any BloomCommand.Type)? {
        all.first { $0.name == name }
    }
}
