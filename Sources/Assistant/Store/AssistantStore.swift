/// What the assistant reads from and writes to: every part of the store, which is what a turn
/// is handed. The journal implements it (`JournalAssistantStore`), and tests hand the assistant
/// an in-memory one.
///
/// The parts, each a protocol of its own so that code needing one part asks only for it and a
/// store serving only part of them implements only that part:
/// - `ProfileReading`: the active profile and its settings, and the profiles on this device;
/// - `RecordReading`: what the person logged;
/// - `DayModelReading`: what the day model is built from, and everyone at a glance;
/// - `SummaryReading`: the energy budget and the wellness scores and patterns;
/// - `ImportReading`: the latest import and how to import from another app;
/// - `ViewRendering`: the views the commands print;
/// - `FileMaking`: the files the commands make;
/// - `JournalWriting`: writing to the journal and taking the last write back.
///
/// A store implements what it keeps: the rest has defaults in its part ("this store cannot
/// tell", nil or empty). Only the active profile's name, mode and water goal, the profile
/// names, periods, pregnancy, water and symptoms, and the writes have none (the day model's
/// inputs are read through the profile and the records unless a store reads them itself).
package protocol AssistantStore: AnyObject, AssistantReading, JournalWriting {}

/// Everything a store serves except writing: what an answer that may not write is given
/// (`ReadOnlyStore`), and what an earlier message is read again against (`ReplayStore`).
package typealias AssistantReading = ProfileReading & RecordReading & DayModelReading & SummaryReading & ImportReading
    & ViewRendering & FileMaking
