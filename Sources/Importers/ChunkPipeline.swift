import Foundation
import Journal

/// Hands chunks from the thread reading the file to one thread writing them, with at most
/// `depth` chunks waiting beyond the one being written, so reading the next chunk overlaps
/// with writing the last one (on two cores the XML and SQLite work at the same time). Chunks
/// are written one at a time and in order, each by `write`, which alone touches the store
/// until `finish()` returns. The writer's first error stops it: later `send`s and `finish()`
/// throw it.
final class ChunkPipeline: @unchecked Sendable {
    private let condition = NSCondition()
    private var waiting: [ImportChunk] = []
    private var closed = false
    private var done = false
    private var failure: Error?
    private let depth: Int
    private let write: (ImportChunk) throws -> Void

    /// Starts the writing thread.
    init(depth: Int = 0, write: @escaping (ImportChunk) throws -> Void) {
        self.depth = depth
        self.write = write
        Thread { self.drain() }.start()
    }

    /// Queues `chunk` and waits until no more than `depth` chunks wait (with the default 0,
    /// until the writer has taken it: one chunk is written while the next is read, and no
    /// third one is held in memory).
    /// - Throws: the writer's error, once it has failed.
    func send(_ chunk: ImportChunk) throws {
        condition.lock()
        defer { condition.unlock() }
        if let failure { throw failure }
        waiting.append(chunk)
        condition.broadcast()
        while waiting.count > depth, failure == nil { condition.wait() }
        if let failure { throw failure }
    }

    /// Waits until every chunk sent has been written and the writing thread has stopped.
    /// - Throws: the writer's error, if it failed.
    func finish() throws {
        condition.lock()
        closed = true
        condition.broadcast()
        while !done { condition.wait() }
        let failure = failure
        condition.unlock()
        if let failure { throw failure }
    }

    private func drain() {
        while true {
            condition.lock()
            while waiting.isEmpty, !closed { condition.wait() }
            if waiting.isEmpty {
                done = true
                condition.broadcast()
                condition.unlock()
                return
            }
            let chunk = waiting.removeFirst()
            condition.broadcast() // a place is free: the reader may go on while this chunk is written
            condition.unlock()
            do {
                try write(chunk)
            } catch {
                condition.lock()
                failure = error
                waiting.removeAll()
                done = true
                condition.broadcast()
                condition.unlock()
                return
            }
        }
    }
}
