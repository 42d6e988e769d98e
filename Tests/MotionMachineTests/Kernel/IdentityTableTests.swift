import Testing
@testable import MotionMachine
@_spi(Kernel) @testable import MotionKernel

@Suite("Identity tables")
struct IdentityTableTests {
    init() { _ = TestDiagnostics.installed }
    final class Key {}
    final class Value: IdentityKeyed {
        let number: Int
        let identityKey: UInt
        init(_ number: Int, for key: Key) {
            self.number = number
            identityKey = UInt(bitPattern: ObjectIdentifier(key))
        }
    }

    @Test("finds what it stored, across growth, against a dictionary of the same keys")
    func matchesDictionary() {
        let table = IdentityTable<Value>()
        let keys = (0..<5_000).map { _ in Key() }
        var model: [ObjectIdentifier: Int] = [:]
        for (index, key) in keys.enumerated() where index % 3 != 1 {
            let (value, inserted) = table.element(for: ObjectIdentifier(key), orInsert: { Value(index, for: key) })
            model[ObjectIdentifier(key)] = index
            #expect(inserted && value.number == index)
        }
        #expect(table.count == model.count)
        for (index, key) in keys.enumerated() {
            #expect(table.element(for: ObjectIdentifier(key))?.number == model[ObjectIdentifier(key)], "key \(index)")
        }
        // A second lookup finds the element and makes nothing.
        let (again, inserted) = table.element(for: ObjectIdentifier(keys[3]), orInsert: { Value(-1, for: keys[3]) })
        #expect(!inserted && again.number == 3)
        withExtendedLifetime(keys) {}
    }

    @Test("removeAll(where:) keeps the others findable and releases the removed")
    func removeAll() {
        let table = IdentityTable<Value>()
        let keys = (0..<300).map { _ in Key() }
        weak var removed: Value?
        for (index, key) in keys.enumerated() {
            let (value, _) = table.element(for: ObjectIdentifier(key), orInsert: { Value(index, for: key) })
            if index == 10 { removed = value }
        }
        table.removeAll { $0.number % 2 == 0 }
        #expect(table.count == 150 && removed == nil)
        for (index, key) in keys.enumerated() {
            #expect(table.element(for: ObjectIdentifier(key))?.number == (index % 2 == 0 ? nil : index))
        }
        table.removeAll { _ in true }
        #expect(table.count == 0 && table.element(for: ObjectIdentifier(keys[1])) == nil)
        // Usable again after emptying.
        #expect(table.element(for: ObjectIdentifier(keys[0]), orInsert: { Value(42, for: keys[0]) }).element.number == 42)
        withExtendedLifetime(keys) {}
    }

    @Test("an empty table finds nothing; the table releases its elements when it goes")
    func emptyAndRelease() {
        weak var kept: Value?
        do {
            let table = IdentityTable<Value>()
            let key = Key()
            #expect(table.element(for: ObjectIdentifier(key)) == nil && table.count == 0)
            kept = table.element(for: ObjectIdentifier(key), orInsert: { Value(1, for: key) }).element
            #expect(kept != nil)
            withExtendedLifetime(key) {}
        }
        #expect(kept == nil)
    }
}
