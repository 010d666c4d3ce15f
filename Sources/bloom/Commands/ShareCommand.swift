import CycleCore
import Foundation
import JournalAdapters
import Sharing

/// `bloom share`: a sealed snapshot for a partner and the code that opens it.
enum ShareCommand: BloomCommand {
    static let name = "share"
    static let summary = "Share your cycle or pregnancy with a partner: a sealed file and a 6-character code"
    static let usage = """
        bloom share [--include symptoms,moods] [--days N] [--recent N] [--out FILE] [--name NAME | --no-name]

        Writes a snapshot of the chosen profile, valid for N days (default 30), sealed so that
        only someone with the code can read it: the phase and cycle day, the next periods'
        windows, the fertile windows when trying to conceive, or the pregnancy week and due
        date. Symptoms and moods of the last days (--recent, default 14) only with --include.
        Notes, sex, temperatures and everything else are never in it.

        The file (mode 0600) goes to --out, else bloom-share-YYYY-MM-DD.bloomshare here. The
        code is made fresh, printed once and kept nowhere: give your partner the file and the
        code by different ways (the file by message, the code by voice). They open it with
        'bloom partner open FILE'. The partner sees the profile's name unless you give --name
        or --no-name ("me" is never shown).

        The code is 6 characters from 23456789ABCDEFGHJKMNPQRSTUVWXYZ and the key is derived
        from it with Argon2id (3 passes over 256 MiB, about half a second): it keeps a file
        handed over directly from casual reading, not from a determined attacker who gets the
        file (see the README's threat model).

        Examples:
          bloom share
          bloom share --include symptoms,moods --days 14 --out ~/for-alex.bloomshare
        """
    static let options: [OptionSpec] = [
        .value("--include", "LIST", "also share symptoms and/or moods of the last days (symptoms,moods)"),
        .value("--days", "N", "how many days the snapshot stays valid (1–365, default 30)"),
        .value("--recent", "N", "with --include, how many days back symptoms and moods go (1–90, default 14)"),
        .value("--out", "FILE", "where to write the file (default bloom-share-YYYY-MM-DD.bloomshare here)"),
        .value("--name", "NAME", "the name your partner sees (default the profile's name)"),
        .flag("--no-name", "show no name: your partner sees \"your partner\""),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        if let extra = arguments.positionals.first { throw CLIError.usage("unexpected '\(extra)': use --out FILE to name the file") }
        var options = PartnerShare.Options()
        options.days = try arguments.integer("--days", in: ShareRequest.validDays) ?? ShareRequest.defaultDays
        options.recentDays = try arguments.integer("--recent", in: ShareRequest.recentDayRange) ?? ShareRequest.defaultRecentDays
        options.include = try inclusions(arguments.value("--include"))
        if arguments.value("--recent") != nil, options.include.isEmpty {
            throw CLIError.usage("--recent goes with --include symptoms,moods: without it no symptoms or moods are shared")
        }
        switch (arguments.value("--name"), arguments.has("--no-name")) {
        case (.some, true): throw CLIError.usage("give --name NAME or --no-name, not both")
        case let (.some(name), false): options.name = .custom(name)
        case (nil, true): options.name = .none
        case (nil, false): options.name = .profile
        }
        options.out = arguments.value("--out")
        if options.out?.isEmpty == true { throw CLIError.usage("--out needs a file name") }
        let today = try context.today()
        let made = try shareErrors { try PartnerShare.make(options, access: context, today: today, random: SystemRandomSource()) }
        let snapshot = made.snapshot
        context.out.line("Wrote \(made.file.path) (only you can read it: mode 0600).")
        context.out.line("Code: " + context.out.styled(made.code, .bold) + "   shown only now; Bloom does not keep it.")
        var shared = "Shared: " + snapshot.contents.joined(separator: ", ")
        if !snapshot.leftOut.isEmpty { shared += ". Not shared: " + snapshot.leftOut.joined(separator: ", ") + " (add with --include)" }
        context.out.line(shared + ".")
        context.out.line("Shown as: " + (snapshot.name ?? "no name (\"your partner\")") + " · valid until \((snapshot.expires - 1).longText).")
        context.out.line("Give your partner the file and the code separately; they open it with 'bloom partner open FILE'.")
    }

    /// The parts `--include` names: symptoms, moods, comma-separated.
    static func inclusions(_ text: String?) throws -> Set<ShareInclusion> {
        guard let text else { return [] }
        var parts: Set<ShareInclusion> = []
        for word in text.lowercased().split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !word.isEmpty {
            guard let part = ShareInclusion(rawValue: word) else {
                throw CLIError.usage("--include: '\(word)' is not something to share (choose from: \(ShareInclusion.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            parts.insert(part)
        }
        if parts.isEmpty { throw CLIError.usage("--include needs symptoms, moods or both, e.g. --include symptoms,moods") }
        return parts
    }
}
