import CycleCore
import Journal
import JSON

extension AffirmCommand {
    /// Keeps `text` as a favourite of the chosen profile and says so in one line; a text
    /// already kept is left as it is (its first date stays).
    static func saveFavourite(_ text: String, in context: CommandContext) throws {
        let today = try context.today()
        let (store, profile) = try context.journalForLogging()
        let kept = try journalErrors { try store.records(FavouriteAffirmation.self, of: profile) }
        let change: LogChange
        if kept.contains(where: { $0.text == text }) {
            change = .unchanged
        } else {
            change = try journalErrors { try store.log(FavouriteAffirmation(text: text, added: today), for: profile, today: today) }.change
        }
        if context.wantsJSON {
            context.out.line(JSONValue.orderedObject([("change", .string(change.rawValue)), ("profile", .string(profile.name)),
                                          ("text", .string(text))]).rendered())
            return
        }
        let verb = change == .unchanged ? "Already in your favourites" : "Saved to your favourites"
        context.out.line("\(verb): “\(text)” · profile \(profile.name)")
    }

    /// Lists the chosen profile's favourite affirmations, oldest first.
    static func listFavourites(in context: CommandContext) throws {
        var favourites: [FavouriteAffirmation] = []
        var profileName: String?
        if let (store, profile) = try context.journalForReading() {
            favourites = try journalErrors { try store.records(FavouriteAffirmation.self, of: profile) }
                .sorted { ($0.added, $0.text) < ($1.added, $1.text) }
            profileName = profile.name
        }
        if context.wantsJSON {
            context.out.line(JSONValue.orderedObject([
                ("profile", .text(profileName)),
                ("favorites", .array(favourites.map { .orderedObject([("text", .string($0.text)), ("added", .day($0.added))]) })),
            ]).rendered())
            return
        }
        if favourites.isEmpty {
            context.out.line("No favourite affirmations yet; keep today's with \(context.hint("affirm --favorite")).")
            return
        }
        for favourite in favourites { context.out.line("• \(favourite.text) (\(favourite.added.shortText))") }
    }
}
