import Foundation
@testable import Importers
import Testing

@Suite struct ZipArchiveTests {
    let text = Array(String(repeating: "<Record type=\"HKQuantityTypeIdentifierHeartRate\" value=\"72\"/>\n", count: 3000).utf8)

    func readAll(_ path: String, entry name: String) throws -> [UInt8] {
        let archive = try ZipArchive(path: path)
        let reader = try archive.open(try #require(archive.entry(named: name)))
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1000)
        while true {
            let count = try buffer.withUnsafeMutableBytes { try reader.read(into: $0) }
            if count == 0 { break }
            result += buffer[..<count]
        }
        return result
    }

    @Test(arguments: [false, true])
    func storedAndDeflatedEntriesReadBackExactly(deflate: Bool) throws {
        let path = Fixtures.temporaryFile(ZipWriter.archive([("notes.txt", Array("hello".utf8)), ("apple_health_export/export.xml", text)],
                                                            options: .init(deflate: deflate)))
        #expect(try readAll(path, entry: "export.xml") == text)
        #expect(try ZipArchive(path: path).entries.map(\.name) == ["notes.txt", "apple_health_export/export.xml"])
    }

    @Test func entriesWithDataDescriptorsAndZIP64RecordsAreRead() throws {
        let described = Fixtures.temporaryFile(ZipWriter.archive([("export.xml", text)], options: .init(dataDescriptor: true)))
        #expect(try readAll(described, entry: "export.xml") == text)
        let zip64 = Fixtures.temporaryFile(ZipWriter.archive([("export.xml", text)], options: .init(zip64: true)))
        #expect(try readAll(zip64, entry: "export.xml") == text)
    }

    @Test func aTruncatedArchiveIsRefused() throws {
        let whole = ZipWriter.archive([("export.xml", text)])
        let cut = Fixtures.temporaryFile(Array(whole[..<(whole.count / 2)]))
        #expect {
            _ = try ZipArchive(path: cut)
        } throws: { error in
            if case .truncatedArchive? = error as? ImportError { return true }
            return false
        }
    }

    @Test func anArchiveThatExpandsTooFarIsRefusedBeforeAnythingIsRead() throws {
        let zeros = [UInt8](repeating: 0, count: 20 << 20)
        let bomb = Fixtures.temporaryFile(ZipWriter.archive([("export.xml", zeros)]))
        #expect {
            _ = try ZipArchive(path: bomb)
        } throws: { error in
            guard case let .zipBomb(_, entry, detail)? = error as? ImportError else { return false }
            return entry == "export.xml" && detail.contains("200:1")
        }
    }

    @Test func anEntryThatExpandsPastItsDeclaredSizeIsStopped() throws {
        let lying = Fixtures.temporaryFile(ZipWriter.archive([("export.xml", text)], options: .init(declaredSize: 100)))
        #expect {
            _ = try readAll(lying, entry: "export.xml")
        } throws: { error in
            if case .zipBomb? = error as? ImportError { return true }
            return false
        }
    }

    @Test func damagedCompressedDataIsRefused() throws {
        var bytes = ZipWriter.archive([("export.xml", text)])
        for index in 40..<80 { bytes[index] ^= 0x5A }
        let damaged = Fixtures.temporaryFile(bytes)
        #expect(throws: ImportError.self) { _ = try readAll(damaged, entry: "export.xml") }
    }
}
