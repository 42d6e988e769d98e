import Foundation

/// An object whose properties can be addressed by string paths such as `"frame.origin.x"`.
///
/// List the animatable properties by name; the first segment of a path picks one of them and the rest
/// of the path is resolved by the value assistant of that property's type:
/// ```swift
/// final class Square: MotionTarget {
///     var frame = CGRect(x: 0, y: 0, width: 50, height: 50)
///     static var motionProperties: [String: PartialKeyPath<Square>] { ["frame": \.frame] }
/// }
/// ```
/// Typed key paths (`\Square.frame.origin.x`) need no conformance and are faster; string paths are
/// for specs, tools and data-driven motion. Listing a property here lets its key path escape, so the
/// compiler checks exclusivity at run time on every access to that property in your module (a
/// plain store into it measured about 4× slower): list only what specs need to name.
public protocol MotionTarget: AnyObject {
    /// The animatable properties, by name. Each must be a settable (`var`) property.
    static var motionProperties: [String: PartialKeyPath<Self>] { get }
}
