import Foundation

/// A value made on first use, once, from any thread: for start-up work that only some
/// messages need (the topic retriever, which reads the whole topic library).
final class OnFirstUse<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `made` is read and written under `lock`; `make` is immutable.
    private let lock = NSLock()
    private var made: Value?
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}
