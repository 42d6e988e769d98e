import Testing
@testable import MotionMachine

@Suite("Identity tables")
struct IdentityTableTests {
    final class Key {}
    final class Value {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    @Test("finds what it stored, across growth, against a dictionary of the same keys")
    func matchesDictionary() {
        let table = IdentityTable<Value>()
        let keys = (0..<5_000).map { _ in Key() }
        var model: [ObjectIdentifier: Int] = [:]
        for (index, key) in keys.enumerated() where index % 3 != 1 {
            let (value, inserted) = table.element(for: ObjectIdentifier(key), orInsert: { Value(index) })
            model[ObjectIdentifier(key)] = index
            #expect(inserted && value.number == index)
        }
        #expect(table.count == model.count)
        for (index, key) in keys.enumerated() {
            #expect(table.element(for: ObjectIdentifier(key))?.number == model[ObjectIdentifier(key)], "key \(index)")
        }
        // A second lookup finds the element and makes nothing.
        let (again, inserted) = table.element(for: ObjectIdentifier(keys[3]), orInsert: { Value(-1) })
        #expect(!inserted && again.number == 3)
        withExtendedLifetime(keys) {}
    }

    @Test("removeAll(where:) keeps the others findable and releases the removed")
    func removeAll() {
        let table = IdentityTable<Value>()
        let keys = (0..<300).map { _ in Key() }
        weak var removed: Value?
        for (index, key) in keys.enumerated() {
            let (value, _) = table.element(for: ObjectIdentifier(key), orInsert: { Value(index) })
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
        #expect(table.element(for: ObjectIdentifier(keys[0]), orInsert: { Value(42) }).element.number == 42)
        withExtendedLifetime(keys) {}
    }

    @Test("an empty table finds nothing; the table releases its elements when it goes")
    func emptyAndRelease() {
        weak var kept: Value?
        do {
            let table = IdentityTable<Value>()
            let key = Key()
            #expect(table.element(for: ObjectIdentifier(key)) == nil && table.count == 0)
            kept = table.element(for: ObjectIdentifier(key), orInsert: { Value(1) }).element
            #expect(kept != nil)
            withExtendedLifetime(key) {}
        }
        #expect(kept == nil)
    }
}
