import Importers
import NextSteps
import Testing

/// The import guide the chat shows names the commands to run as typed steps: the dry run first,
/// then the import, and how to take it back.
@Suite struct ImportGuideTests {
    @Test func theGuideNamesTheDryRunTheImportAndTheUndo() {
        #expect(ImportGuide.explanation.steps == [.importFile(nil, dryRun: true), .importFile(nil, dryRun: false), .undoImport])
        #expect(!ImportGuide.explanation.description.contains("bloom"))
    }

    @Test(arguments: ["clue", "flo", "drip"])
    func eachAppsStepsImportTheFileItExports(source: String) {
        #expect(ImportGuide.steps(for: source).steps == [.importFile(nil, dryRun: true), .importFile(nil, dryRun: false)])
    }

    @Test func appleHealthsStepsNameItsExportFile() {
        let steps = ImportGuide.steps(for: "apple-health")
        #expect(steps.steps == [.importFile("export.zip", dryRun: true), .importFile("export.zip", dryRun: false)])
        #expect(steps.worded(by: StepWording { "<\($0)>" }).hasSuffix(
            "here and run '<importFile(Optional(\"export.zip\"), dryRun: true)>', then '<importFile(Optional(\"export.zip\"), dryRun: false)>'."))
        #expect(ImportGuide.steps(for: "unknown") == ImportGuide.explanation)
    }
}
