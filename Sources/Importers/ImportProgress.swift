/// How far an import has got, for a progress bar.
package struct ImportProgress: Sendable {
    /// Bytes of the file read so far.
    package var bytesRead: Int64
    /// The file's size in bytes.
    package var fileSize: Int64
    /// Records read so far.
    package var records: Int

    /// The share done, 0...1.
    package var fraction: Double { fileSize > 0 ? min(1, Double(bytesRead) / Double(fileSize)) : 0 }
}
