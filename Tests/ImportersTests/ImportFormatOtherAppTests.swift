import Foundation
import Importers
import Testing

/// Which files `bloom import` treats as another app's export; everything else goes the
/// backup's way.
@Suite struct ImportFormatOtherAppTests {
    @Test func anAppleHealthExportIsAnotherAppsExportWhateverItsName() throws {
        let renamed = Fixtures.temporaryFile(Fixtures.bytes("export.xml"), suffix: ".txt")
        #expect(try ImportFormat.otherApp(at: renamed) == .appleHealthXML)
    }

    @Test func aBloomBackupAFileOfNoKnownFormatAndADeviceGoTheBackupsWay() throws {
        let backup = Fixtures.temporaryFile(Array(#"{"format": "bloom-backup", "version": 1, "profiles": []}"#.utf8), suffix: ".json")
        #expect(try ImportFormat.otherApp(at: backup) == nil)
        let text = Fixtures.temporaryFile(Array("just some notes\n".utf8), suffix: ".txt")
        #expect(try ImportFormat.otherApp(at: text) == nil)
        #expect(try ImportFormat.otherApp(at: "/dev/null") == nil)
    }
}
