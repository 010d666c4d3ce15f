import CCairo

/// A report as a PDF drawn by cairo: vector charts, the DejaVu Sans font (embedded, as a
/// subset, by cairo), A4 or Letter, an outline of the sections, made in memory.
package enum PDFReport {
    /// The font the report is set in, found through fontconfig (Debian: fonts-dejavu-core).
    package static let fontFamily = "DejaVu Sans"

    /// The PDF of `document`, laid out on `document.paper`.
    /// - Parameter created: the document's creation date (the report's day), so the same data
    ///   and day give the same bytes.
    /// - Throws: `PDFReportError` when cairo cannot be loaded or fails.
    package static func render(_ document: ReportDocument, created: String) throws(PDFReportError) -> [UInt8] {
        let cairo = try Cairo.shared.get()
        let api = cairo.api
        let sink = ByteSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        return try withExtendedLifetime(sink) { () throws(PDFReportError) -> [UInt8] in
            guard let surface = api.pdf_surface_create_for_stream(write, closure, document.paper.width, document.paper.height) else {
                throw .cairoFailed("no surface")
            }
            defer { api.surface_destroy(surface) }
            if let setMetadata = api.pdf_surface_set_metadata {
                setMetadata(surface, CAIRO_PDF_METADATA_TITLE, document.title)
                setMetadata(surface, CAIRO_PDF_METADATA_CREATOR, "Bloom")
                setMetadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, created)
                setMetadata(surface, CAIRO_PDF_METADATA_MOD_DATE, created)
            }
            guard let context = api.create(surface) else { throw .cairoFailed("no drawing context") }
            defer { api.destroy(context) }
            let canvas = CairoCanvas(api: api, context: context)
            let layout = PDFLayout(document) { text, size, bold in canvas.width(of: text, size: size, bold: bold) }
            for (index, page) in layout.pages.enumerated() {
                for item in page { canvas.draw(item) }
                if let addOutline = api.pdf_surface_add_outline {
                    for bookmark in layout.bookmarks where bookmark.page == index + 1 {
                        _ = addOutline(surface, 0, bookmark.title, "page=\(bookmark.page) pos=[\(Int(PDFLayout.margin)) \(Int(bookmark.y))]", cairo_pdf_outline_flags_t(rawValue: 0))
                    }
                }
                api.show_page(context)
            }
            if api.status(context) != CAIRO_STATUS_SUCCESS {
                throw .cairoFailed(api.status_to_string(api.status(context)).map { String(cString: $0) } ?? "unknown")
            }
            api.surface_finish(surface)
            let status = api.surface_status(surface)
            guard status == CAIRO_STATUS_SUCCESS else { throw .cairoFailed(api.status_to_string(status).map { String(cString: $0) } ?? "unknown") }
            return sink.bytes
        }
    }

    /// The layout `render` draws, measured with cairo's metrics of the report's font (for
    /// tests that look for what is where on the page).
    package static func layout(_ document: ReportDocument) throws(PDFReportError) -> PDFLayout {
        let api = try Cairo.shared.get().api
        guard let surface = api.pdf_surface_create_for_stream(nil, nil, document.paper.width, document.paper.height) else {
            throw .cairoFailed("no surface")
        }
        defer { api.surface_destroy(surface) }
        guard let context = api.create(surface) else { throw .cairoFailed("no drawing context") }
        defer { api.destroy(context) }
        let canvas = CairoCanvas(api: api, context: context)
        return PDFLayout(document) { text, size, bold in canvas.width(of: text, size: size, bold: bold) }
    }
}

/// Where cairo's stream writer collects the PDF's bytes.
private final class ByteSink {
    var bytes: [UInt8] = []
}
