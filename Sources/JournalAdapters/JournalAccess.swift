import Content
import CycleCore
import Journal
import NextSteps

/// Where the journal adapters find the journal, the clock and the Knowledge: the command line
/// gives its chosen home, profile, `--today` and `--knowledge`; tests give a temporary home.
package protocol JournalAccess: AnyObject {
    /// The store and profile to read; nil when there is no store or no profile yet. Never creates anything.
    func journalForReading() throws -> (store: JournalStore, profile: Profile)?
    /// The store and profile to write to, creating the store and a default profile when missing.
    func journalForLogging() throws -> (store: JournalStore, profile: Profile)
    /// Now on the local clock, on today.
    func now() throws -> LocalTimestamp
    /// Now with the clock's offset from UTC, for timers.
    func timerNow() throws -> LocalTimestamp
    /// The Knowledge in use.
    func knowledge() throws -> Knowledge
    /// How next steps are written for the person here (the command line's: commands carrying
    /// its `--home` and `--profile`).
    var stepWording: StepWording { get }
    /// How next steps are written in a file that leaves this device (a clinic report): naming no
    /// folder or profile of this computer.
    var stepWordingForFiles: StepWording { get }
}
