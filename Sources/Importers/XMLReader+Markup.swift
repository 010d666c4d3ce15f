#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension XMLReader {
    /// Reads the markup starting with "<" at `start`.
    /// - Returns: the index after it, or -1 when the buffer ends first (read more and retry).
    func readMarkup<H: XMLHandler>(at start: Int, _ handler: inout H) throws(ImportError) -> Int {
        guard start + 1 < count else { return -1 }
        switch buffer[start + 1] {
        case 0x2F: return try readEndTag(at: start, &handler)
        case 0x3F: return find("?>", from: start + 2)
        case 0x21: return try readDeclaration(at: start, &handler)
        default: return try readStartTag(at: start, &handler)
        }
    }

    /// The index after the first `terminator` at or after `from`, or -1.
    func find(_ terminator: StaticString, from: Int) -> Int {
        let first = terminator.utf8Start[0], length = terminator.utf8CodeUnitCount
        var index = from
        while index + length <= count {
            guard let found = memchr(buffer + index, Int32(first), count - index) else { return -1 }
            let at = buffer.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if at + length > count { return -1 }
            if memcmp(buffer + at, terminator.utf8Start, length) == 0 { return at + length }
            index = at + 1
        }
        return -1
    }

    private func matches(_ text: StaticString, at index: Int) -> Bool? {
        let length = text.utf8CodeUnitCount
        if index + length > count { return nil }
        return memcmp(buffer + index, text.utf8Start, length) == 0
    }

    private func readDeclaration<H: XMLHandler>(at start: Int, _ handler: inout H) throws(ImportError) -> Int {
        guard let isComment = matches("<!--", at: start) else { return -1 }
        if isComment { return find("-->", from: start + 4) }
        guard let isCData = matches("<![CDATA[", at: start) else { return -1 }
        if isCData {
            let end = find("]]>", from: start + 9)
            if end < 0 { return -1 }
            if stackEnds.isEmpty { throw malformed("CDATA outside the root element") }
            if handler.wantsText {
                try handler.text(UnsafeBufferPointer(start: buffer + start + 9, count: end - 3 - (start + 9)), reader: self)
            }
            return end
        }
        guard let isDoctype = matches("<!DOCTYPE", at: start) else { return -1 }
        guard isDoctype else { throw malformed("'<!' starts no comment, CDATA or DOCTYPE") }
        if sawRoot { throw malformed("a DOCTYPE inside the document") }
        // Skip to the closing '>', past an internal subset in [ ] and quoted strings.
        var index = start + 9
        var inSubset = false
        while index < count {
            let byte = buffer[index]
            if byte == 0x22 || byte == 0x27 {
                guard let close = memchr(buffer + index + 1, Int32(byte), count - index - 1) else { return -1 }
                index = buffer.distance(to: close.assumingMemoryBound(to: UInt8.self)) + 1
                continue
            }
            if inSubset, byte == 0x3C, index + 3 < count, buffer[index + 1] == 0x21, buffer[index + 2] == 0x2D, buffer[index + 3] == 0x2D {
                let end = find("-->", from: index + 4)
                if end < 0 { return -1 }
                index = end
                continue
            }
            if byte == 0x5B { inSubset = true } else if byte == 0x5D { inSubset = false } else if byte == 0x3E, !inSubset { return index + 1 }
            index += 1
        }
        return -1
    }

    private func readEndTag<H: XMLHandler>(at start: Int, _ handler: inout H) throws(ImportError) -> Int {
        var index = start + 2
        while index < count, !isSpace(buffer[index]), buffer[index] != 0x3E { index += 1 }
        let nameEnd = index
        while index < count, isSpace(buffer[index]) { index += 1 }
        guard index < count else { return -1 }
        let name = UnsafeBufferPointer(start: buffer + start + 2, count: nameEnd - start - 2)
        guard buffer[index] == 0x3E else { throw malformed("unexpected characters in the end tag </\(name.string)>") }
        guard let top = stackEnds.last else { throw malformed("</\(name.string)> closes no open element") }
        let topStart = stackEnds.count > 1 ? stackEnds[stackEnds.count - 2] : 0
        let matchesTop = top - topStart == name.count && stackBytes.withUnsafeBufferPointer { stack in
            memcmp(stack.baseAddress! + topStart, name.baseAddress!, name.count) == 0
        }
        guard matchesTop else { throw malformed("</\(name.string)> closes <\(openElementName ?? "")>") }
        stackEnds.removeLast()
        stackBytes.removeSubrange(topStart...)
        try handler.endElement(name, reader: self)
        return index + 1
    }

    private func readStartTag<H: XMLHandler>(at start: Int, _ handler: inout H) throws(ImportError) -> Int {
        var index = start + 1
        while index < count {
            let byte = buffer[index]
            if isSpace(byte) || byte == 0x3E || byte == 0x2F { break }
            index += 1
        }
        guard index < count else { return -1 }
        let nameEnd = index
        if nameEnd == start + 1 { throw malformed("'<' is not followed by a name (write &lt; for a literal '<')") }
        var attributeCount = 0
        var selfClosing = false
        while true {
            while index < count, isSpace(buffer[index]) { index += 1 }
            guard index < count else { return -1 }
            let byte = buffer[index]
            if byte == 0x3E { index += 1; break }
            if byte == 0x2F {
                guard index + 1 < count else { return -1 }
                guard buffer[index + 1] == 0x3E else { throw malformed("'/' inside a tag not followed by '>'") }
                selfClosing = true
                index += 2
                break
            }
            if attributeCount > 0, !isSpace(buffer[index - 1]) { throw malformed("attributes must be separated by spaces") }
            let nameStart = index
            while index < count {
                let c = buffer[index]
                if isSpace(c) || c == 0x3D || c == 0x3E || c == 0x2F { break }
                index += 1
            }
            guard index < count else { return -1 }
            let attributeNameEnd = index
            if attributeNameEnd == nameStart { throw malformed("unexpected '\(Character(Unicode.Scalar(buffer[index])))' in a tag") }
            while index < count, isSpace(buffer[index]) { index += 1 }
            guard index < count else { return -1 }
            guard buffer[index] == 0x3D else { throw malformed("the attribute \(UnsafeBufferPointer(start: buffer + nameStart, count: attributeNameEnd - nameStart).string) has no '=' and value") }
            index += 1
            while index < count, isSpace(buffer[index]) { index += 1 }
            guard index < count else { return -1 }
            let quote = buffer[index]
            guard quote == 0x22 || quote == 0x27 else { throw malformed("an attribute value must be in quotes") }
            index += 1
            guard let close = memchr(buffer + index, Int32(quote), count - index) else { return -1 }
            let valueEnd = buffer.distance(to: close.assumingMemoryBound(to: UInt8.self))
            let hasEntity = memchr(buffer + index, 0x26, valueEnd - index) != nil
            if memchr(buffer + index, 0x3C, valueEnd - index) != nil { throw malformed("'<' inside an attribute value (write &lt;)") }
            if attributeCount == attributeCapacity { growAttributes() }
            attributes[attributeCount] = XMLAttributeSpan(nameStart: nameStart, nameEnd: attributeNameEnd, valueStart: index,
                                                          valueEnd: valueEnd, needsDecoding: hasEntity)
            attributeCount += 1
            index = valueEnd + 1
        }
        if stackEnds.isEmpty {
            if sawRoot { throw malformed("a second root element <\(UnsafeBufferPointer(start: buffer + start + 1, count: nameEnd - start - 1).string)>") }
            sawRoot = true
        }
        for item in 0..<attributeCount where attributes[item].needsDecoding {
            attributes[item].valueEnd = try decodeEntities(from: attributes[item].valueStart, to: attributes[item].valueEnd)
        }
        let name = UnsafeBufferPointer(start: buffer + start + 1, count: nameEnd - start - 1)
        if !selfClosing {
            stackBytes.append(contentsOf: name)
            stackEnds.append(stackBytes.count)
        }
        try handler.startElement(name, attributes: XMLAttributes(base: buffer, spans: attributes, count: attributeCount), reader: self)
        if selfClosing { try handler.endElement(name, reader: self) }
        return index
    }

    private func growAttributes() {
        let bigger = UnsafeMutablePointer<XMLAttributeSpan>.allocate(capacity: attributeCapacity * 2)
        bigger.update(from: attributes, count: attributeCapacity)
        attributes.deallocate()
        attributes = bigger
        attributeCapacity *= 2
    }
}
