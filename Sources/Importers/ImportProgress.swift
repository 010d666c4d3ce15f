/// How far an import has got, for a progress bar.
public struct ImportProgress: Sendable {
    /// Bytes of the file read so far.
    public var bytesRead: Int64
    /// The file's size in bytes.
    public var fileSize: Int64
    /// Records read so far.
    public var records: Int

    /// The share done, 0...1.
    public var fraction: Double { fileSize > 0 ? min(1, Double(bytesRead) / Double(fileSize)) : 0 }
}
