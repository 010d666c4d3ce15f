// Records are read from and written to `JSONValue` (backups, list columns, undo), so the
// journal's users see the JSON module's value tree and writer without importing it again.
@_exported import JSON
