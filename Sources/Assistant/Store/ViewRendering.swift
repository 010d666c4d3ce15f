/// The views of the person's data the commands print (the calendar, history, reminders…),
/// rendered by the commands' own renderers. Never writes.
package protocol ViewRendering {
    /// A view of the person's data rendered exactly as its command renders it (the calendar,
    /// history, reminders…), `width` columns wide, with colour only when `styled`; nil when
    /// this store cannot render views (the chat then names the command). Never writes.
    func view(_ request: ViewRequest, width: Int, styled: Bool) throws -> String?
}

extension ViewRendering {
    /// Stores that cannot render views (tests, in memory) answer nil.
    package func view(_ request: ViewRequest, width: Int, styled: Bool) throws -> String? { nil }
}
