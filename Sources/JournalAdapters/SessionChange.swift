import Assistant
import Journal

/// What one message of a chat session wrote: enough to take it back with one "undo".
struct SessionChange {
    /// The profile in use before the message, as it was then.
    let profileBefore: Profile
    /// The message changed the profile row (its mode or usual cycle length).
    let editsProfile: Bool
    /// The message switched to another profile.
    let switchesProfile: Bool
    /// The message stored journal records (periods, symptoms, a pregnancy, …).
    let writesRecords: Bool

    init(_ writes: [JournalWrite], profileBefore: Profile) {
        self.profileBefore = profileBefore
        var edits = false, switches = false, records = false
        for write in writes {
            switch write {
            case .mode, .typicalCycleLength: edits = true
            case .switchProfile: switches = true
            default: records = true
            }
        }
        editsProfile = edits
        switchesProfile = switches
        writesRecords = records
    }

    /// Whether undoing it must put the profile back.
    var changesProfile: Bool { editsProfile || switchesProfile }
}
