import Testing
@testable import MotionMachine
@_spi(Kernel) @testable import MotionKernel

@Suite("Identity tables")
struct IdentityTableTests {
    init() { _ = TestDiagnostics.installed }
    final class Key {}
    /// A record holding an object, so a test can see the table deinitialize it.
    final class Payload {}
    struct Value: IdentityKeyed {
        let number: Int
        let identityKey: UInt
        let payload: Payload
        init(_ number: Int, for key: Key, payload: Payload = Payload()) {
            self.number = number
            identityKey = UInt(bitPattern: ObjectIdentifier(key))
            self.payload = payload
        }
    }

    @Test("finds what it stored, across growth, against a dictionary of the same keys; records stay put")
    func matchesDictionary() {
        let table = IdentityTable<Value>()
        let keys = (0..<5_000).map { _ in Key() }
        var model: [ObjectIdentifier: Int] = [:]
        for (index, key) in keys.enumerated() where index % 3 != 1 {
            let (value, inserted) = table.record(for: ObjectIdentifier(key), orInsert: { Value(index, for: key) })
            model[ObjectIdentifier(key)] = index
            #expect(inserted && value.pointee.number == index)
        }
        #expect(table.count == model.count)
        for (index, key) in keys.enumerated() {
            #expect(table.record(for: ObjectIdentifier(key))?.pointee.number == model[ObjectIdentifier(key)], "key \(index)")
        }
        // A second lookup finds the record and makes nothing.
        let (again, inserted) = table.record(for: ObjectIdentifier(keys[3]), orInsert: { Value(-1, for: keys[3]) })
        #expect(!inserted && again.pointee.number == 3)
        // The record found first is found at the same address after the table grows again.
        let first = table.record(for: ObjectIdentifier(keys[0]))
        let more = (0..<3_000).map { _ in Key() }
        for key in more { _ = table.record(for: ObjectIdentifier(key), orInsert: { Value(0, for: key) }) }
        #expect(first != nil && table.record(for: ObjectIdentifier(keys[0])) == first)
        withExtendedLifetime((keys, more)) {}
    }

    @Test("removeAll(where:) keeps the others findable and deinitializes the removed")
    func removeAll() {
        let table = IdentityTable<Value>()
        let keys = (0..<300).map { _ in Key() }
        weak var removed: Payload?
        var handed: [Int] = []
        for (index, key) in keys.enumerated() {
            let payload = Payload()
            if index == 10 { removed = payload }
            _ = table.record(for: ObjectIdentifier(key), orInsert: { Value(index, for: key, payload: payload) })
        }
        table.removeAll(where: { $0.pointee.number % 2 == 0 }, removed: { handed.append($0.pointee.number) })
        #expect(table.count == 150 && removed == nil)
        #expect(handed.sorted() == Array(stride(from: 0, to: 300, by: 2)))
        for (index, key) in keys.enumerated() {
            #expect(table.record(for: ObjectIdentifier(key))?.pointee.number == (index % 2 == 0 ? nil : index))
        }
        table.removeAll { _ in true }
        #expect(table.count == 0 && table.record(for: ObjectIdentifier(keys[1])) == nil)
        // Usable again after emptying.
        #expect(table.record(for: ObjectIdentifier(keys[0]), orInsert: { Value(42, for: keys[0]) }).record.pointee.number == 42)
        withExtendedLifetime(keys) {}
    }

    @Test("an empty table finds nothing; the table deinitializes its records when it goes")
    func emptyAndRelease() {
        weak var kept: Payload?
        do {
            let table = IdentityTable<Value>()
            let key = Key(), payload = Payload()
            kept = payload
            #expect(table.record(for: ObjectIdentifier(key)) == nil && table.count == 0)
            _ = table.record(for: ObjectIdentifier(key), orInsert: { Value(1, for: key, payload: payload) })
            withExtendedLifetime(key) {}
        }
        #expect(kept == nil)
    }
}
