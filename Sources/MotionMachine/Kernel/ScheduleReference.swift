import Foundation

/// A collection's reference to its own schedule, which is the collection itself (see
/// ``CollectionSchedule``): valid for exactly as long as its holder, so it is neither counted nor
/// checked. A safe `unowned` reference checks and counts on every use, which cost a group of ten
/// members about 3 ns per member and beat.
struct ScheduleReference {
    unowned(unsafe) let schedule: any CollectionSchedule

    /// Refers to `schedule`, which must be the collection that holds this reference.
    init(_ schedule: any CollectionSchedule) {
        self.schedule = schedule
    }
}
