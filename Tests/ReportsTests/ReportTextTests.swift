import BloomTestSupport
import CycleCore
import Testing
@testable import Reports

@Suite struct ReportTextTests {
    @Test func numbersAreRoundedAsInsightsRoundsThem() {
        #expect(ReportText.oneDecimal(28.25) == "28.3")
        #expect(ReportText.oneDecimal(28.0) == "28")
        #expect(ReportText.oneDecimal(28.04) == "28")
        #expect(ReportText.decimal(0.072_99, places: 3) == "0.073")
        #expect(ReportText.fixed(36.4, places: 2) == "36.40")
        #expect(ReportText.fixed(-0.04, places: 1) == "0.0")
        #expect(ReportText.days(1) == "1 day")
        #expect(ReportText.days(28.25) == "28.3 days")
    }

    @Test func durationsAndMeasurementsReadAsPeopleWriteThem() {
        #expect(ReportText.duration(45) == "45 s")
        #expect(ReportText.duration(65) == "1 min 5 s")
        #expect(ReportText.duration(1740) == "29 min")
        #expect(ReportText.duration(4800) == "1 h 20 min")
        #expect(ReportText.temperature(36.4, .metric) == "36.40 °C")
        #expect(ReportText.temperature(36.4, .imperial) == "97.52 °F")
        #expect(ReportText.weight(64.5, .metric) == "64.5 kg")
        #expect(ReportText.weight(64.5, .imperial) == "142.2 lb")
        #expect(ReportText.weightChange(1.23, .metric) == "+1.2 kg")
        #expect(ReportText.weightChange(-0.4, .metric) == "-0.4 kg")
        #expect(ReportText.weightChange(0.01, .metric) == "0.0 kg")
    }

    @Test(arguments: [("report.pdf", ReportFormat.pdf), ("Report.PDF", .pdf), ("a/b.html", .html), ("page.htm", .html)])
    func theExtensionNamesTheFormat(path: String, format: ReportFormat) {
        #expect(ReportFormat(path: path) == format)
    }

    @Test(arguments: ["report.txt", "report", "pdf", ".pdf", "folder.pdf/report", "report.pdf.bak"])
    func otherNamesHaveNoFormat(path: String) {
        #expect(ReportFormat(path: path) == nil)
    }

    @Test func thePaperFollowsTheLocale() {
        #expect(PaperSize.preferred(environment: [:]) == .a4)
        #expect(PaperSize.preferred(environment: ["LANG": "en_GB.UTF-8"]) == .a4)
        #expect(PaperSize.preferred(environment: ["LANG": "en_US.UTF-8"]) == .letter)
        #expect(PaperSize.preferred(environment: ["LANG": "en_US.UTF-8", "LC_PAPER": "de_DE.UTF-8"]) == .a4)
        #expect(PaperSize.preferred(environment: ["LC_ALL": "es_MX", "LC_PAPER": "de_DE.UTF-8"]) == .letter)
        #expect(PaperSize.preferred(environment: ["LANG": "C.UTF-8"]) == .a4)
        #expect(PaperSize.preferred(environment: ["LC_ALL": "", "LANG": "fr_CA.UTF-8"]) == .letter)
    }

    @Test func chartLabelsAreTheChartsTextAndColoursAreHex() {
        #expect(ChartColour.rose.hex == "#b03a5b")
        #expect(ChartColour.rose.tint(0) == .white)
        #expect(ChartColour.rose.tint(1) == .rose)
        let scale = ChartScale(low: 24, high: 34, start: 140, end: 18)
        #expect(scale(24) == 140 && scale(34) == 18)
        #expect(scale.ticks(every: 2) == [24, 26, 28, 30, 32, 34])
    }
}
