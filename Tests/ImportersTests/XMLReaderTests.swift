@testable import Importers
import Testing

/// Records what the reader reports, as text, for comparisons.
struct EventLog: XMLHandler {
    var events: [String] = []
    var wantsText: Bool { true }

    mutating func startElement(_ name: UnsafeBufferPointer<UInt8>, attributes: XMLAttributes, reader: XMLReader) throws(ImportError) {
        let pairs = (0..<attributes.count).map { index in "\(attributes[index].name.string)=\(attributes[index].value.string)" }
        events.append("<\(name.string)" + (pairs.isEmpty ? "" : " " + pairs.joined(separator: " ")) + ">")
    }

    mutating func endElement(_ name: UnsafeBufferPointer<UInt8>, reader: XMLReader) throws(ImportError) {
        events.append("</\(name.string)>")
    }

    mutating func text(_ text: UnsafeBufferPointer<UInt8>, reader: XMLReader) throws(ImportError) {
        let value = text.string
        if !value.allSatisfy({ $0 == " " || $0 == "\n" }) { events.append("text:\(value)") }
    }
}

@Suite struct XMLReaderTests {
    func events(_ xml: String, pieceSize: Int = .max, bufferSize: Int = 1 << 20) throws -> [String] {
        let reader = XMLReader(source: MemoryByteSource(Array(xml.utf8), pieceSize: pieceSize), fileName: "test.xml", bufferSize: bufferSize)
        var log = EventLog()
        try reader.parse(&log)
        return log.events
    }

    func failure(_ xml: String) -> ImportError? {
        do { _ = try events(xml); return nil } catch let error as ImportError { return error } catch { return nil }
    }

    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!-- a comment with ] and > inside -->
        <!ELEMENT HealthData (Record*)>
        <!ATTLIST Record value CDATA "a>b">
        ]>
        <HealthData locale='en_GB'>
         <!-- <Record type="commented out"/> -->
         <Record type="A" device="&lt;&lt;HKDevice&gt;, name:&quot;W&quot; &amp; &apos;x&apos;&gt;" value = "1>0"/>
         <Note>caf&#233; &#x1F600; <![CDATA[<raw> & ]]> end</Note>
        </HealthData>
        """

    @Test func attributesEntitiesCDATACommentsAndTheDoctypeAreReadAsXMLSays() throws {
        #expect(try events(XMLReaderTests.document) == [
            "<HealthData locale=en_GB>",
            "<Record type=A device=<<HKDevice>, name:\"W\" & 'x'> value=1>0>", "</Record>",
            "<Note>", "text:café 😀 ", "text:<raw> & ", "text: end", "</Note>",
            "</HealthData>",
        ])
    }

    @Test(arguments: [1, 2, 7, 64])
    func theSameEventsComeWhateverSizeThePiecesAre(pieceSize: Int) throws {
        #expect(try events(XMLReaderTests.document, pieceSize: pieceSize, bufferSize: 16) == (try events(XMLReaderTests.document)))
    }

    @Test func aMismatchedEndTagIsReportedWithItsLine() {
        let error = failure("<a>\n<b>\n</a>")
        #expect(error == .malformedXML(file: "test.xml", line: 3, detail: "</a> closes <b>"))
    }

    @Test func aFileCutShortIsTruncatedNotAccepted() {
        #expect(failure("<HealthData>\n <Record type=\"x\"/>\n")?.description.contains("truncated") == true)
        #expect(failure("<HealthData>\n <Record type=\"x")?.description.contains("truncated") == true)
    }

    @Test(arguments: [
        ("<a>&nbsp;</a>", "unknown entity"),
        ("<a b=\"1\"c=\"2\"/>", "separated by spaces"),
        ("<a b=1/>", "in quotes"),
        ("<a/><b/>", "second root"),
        ("junk<a/>", "before the first element"),
        ("<a>&amp</a>", "starts no entity"),
        ("<a b=\"<\"/>", "'<' inside an attribute"),
        ("", "no element"),
    ])
    func malformedXMLIsRefusedWithAReason(xml: String, reason: String) {
        #expect(failure(xml)?.description.contains(reason) == true, "\(xml)")
    }

    @Test func linesAreCountedAcrossRefills() throws {
        let xml = "<a>\n" + String(repeating: "<b x=\"1\"/>\n", count: 500) + "<c></d></a>"
        let reader = XMLReader(source: MemoryByteSource(Array(xml.utf8), pieceSize: 100), fileName: "t.xml", bufferSize: 64)
        var log = EventLog()
        #expect(throws: ImportError.malformedXML(file: "t.xml", line: 502, detail: "</d> closes <c>")) { try reader.parse(&log) }
    }
}
