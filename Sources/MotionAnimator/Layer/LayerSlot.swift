import Foundation
import MotionMachine

/// Reads and writes one animatable value inside ``LayerProperties``.
struct LayerAccessor<Value: AnimatorValue>: Sendable {
    // The two closures a draw calls come first, so that in a record they share a cache line with
    // the values before them.

    /// Reads the value where it lies. The properties are `inout` although only read: a draw reads
    /// each animation's value out of the layer's 368-byte properties, and passed by value they
    /// would be copied on every call.
    let readInPlace: @Sendable (inout LayerProperties) -> Value
    let write: @Sendable (inout LayerProperties, Value) -> Void
    /// The name the accessor answers to.
    let key: AnimatableKeyPath
    /// The top-level property a write through this accessor changes (``AnimatableKeyPath/position``
    /// for ``AnimatableKeyPath/x``): implicit animations are made for it.
    let event: AnimatableKeyPath
    /// Whether the property a write changes (the whole of ``event``) is finite.
    let isFinite: @Sendable (LayerProperties) -> Bool

    init(_ key: AnimatableKeyPath, event: AnimatableKeyPath? = nil,
         read: @escaping @Sendable (inout LayerProperties) -> Value,
         write: @escaping @Sendable (inout LayerProperties, Value) -> Void) {
        self.key = key
        self.event = event ?? key
        readInPlace = read
        self.write = write
        isFinite = switch event {
        case .position?: { $0.position.isFiniteValue }
        case .bounds?: { $0.bounds.isFiniteValue }
        case .transform?: { $0.transform.isFiniteValue }
        default: {
            var copy = $0
            return read(&copy).isFiniteValue
        }
        }
    }

    /// The value in `properties`.
    func read(_ properties: LayerProperties) -> Value {
        var copy = properties
        return readInPlace(&copy)
    }
}

/// A built-in animatable key path with its value type.
enum LayerSlot: Sendable {
    case number(LayerAccessor<Double>)
    case point(LayerAccessor<CGPoint>)
    case size(LayerAccessor<CGSize>)
    case rect(LayerAccessor<CGRect>)
    case color(LayerAccessor<MotionColor>)
    case transform(LayerAccessor<MotionTransform3D>)

    /// The slot for a built-in name, or `nil` for any other.
    init?(_ key: AnimatableKeyPath) {
        guard let slot = Self.table[key] else { return nil }
        self = slot
    }

    /// The value type's additivity.
    var additivity: AnimatorAdditivity {
        switch self {
        case .number: Double.additivity
        case .point: CGPoint.additivity
        case .size: CGSize.additivity
        case .rect: CGRect.additivity
        case .color: MotionColor.additivity
        case .transform: MotionTransform3D.additivity
        }
    }

    /// The top-level property a write through this slot changes.
    var event: AnimatableKeyPath {
        switch self {
        case .number(let accessor): accessor.event
        case .point(let accessor): accessor.event
        case .size(let accessor): accessor.event
        case .rect(let accessor): accessor.event
        case .color(let accessor): accessor.event
        case .transform(let accessor): accessor.event
        }
    }

    /// The name of the value type, for diagnostics.
    var typeName: String {
        switch self {
        case .number: "Double"
        case .point: "CGPoint"
        case .size: "CGSize"
        case .rect: "CGRect"
        case .color: "MotionColor"
        case .transform: "MotionTransform3D"
        }
    }

    private static let table: [AnimatableKeyPath: LayerSlot] = [
        .anchorPoint: .point(LayerAccessors.anchorPoint),
        .backgroundColor: .color(LayerAccessors.backgroundColor),
        .bounds: .rect(LayerAccessors.bounds),
        .borderWidth: .number(LayerAccessors.borderWidth),
        .borderColor: .color(LayerAccessors.borderColor),
        .cornerRadius: .number(LayerAccessors.cornerRadius),
        .height: .number(LayerAccessors.height),
        .opacity: .number(LayerAccessors.opacity),
        .position: .point(LayerAccessors.position),
        .rotation: .number(LayerAccessors.rotation),
        .scale: .number(LayerAccessors.scale),
        .shadowColor: .color(LayerAccessors.shadowColor),
        .shadowOffset: .size(LayerAccessors.shadowOffset),
        .shadowOpacity: .number(LayerAccessors.shadowOpacity),
        .shadowRadius: .number(LayerAccessors.shadowRadius),
        .strokeStart: .number(LayerAccessors.strokeStart),
        .strokeEnd: .number(LayerAccessors.strokeEnd),
        .transform: .transform(LayerAccessors.transform),
        .width: .number(LayerAccessors.width),
        .x: .number(LayerAccessors.x),
        .y: .number(LayerAccessors.y),
        .z: .number(LayerAccessors.z),
    ]
}

/// The built-in properties' accessors.
enum LayerAccessors {
    static let anchorPoint = LayerAccessor<CGPoint>(.anchorPoint, read: { $0.anchorPoint }, write: { $0.anchorPoint = $1 })
    static let backgroundColor = LayerAccessor<MotionColor>(.backgroundColor, read: { $0.backgroundColor }, write: { $0.backgroundColor = $1 })
    static let bounds = LayerAccessor<CGRect>(.bounds, read: { $0.bounds }, write: { $0.bounds = $1 })
    static let borderWidth = LayerAccessor<Double>(.borderWidth, read: { $0.borderWidth }, write: { $0.borderWidth = $1 })
    static let borderColor = LayerAccessor<MotionColor>(.borderColor, read: { $0.borderColor }, write: { $0.borderColor = $1 })
    static let cornerRadius = LayerAccessor<Double>(.cornerRadius, read: { $0.cornerRadius }, write: { $0.cornerRadius = $1 })
    static let height = LayerAccessor<Double>(.height, event: .bounds, read: { $0.height }, write: { $0.height = $1 })
    static let opacity = LayerAccessor<Double>(.opacity, read: { $0.opacity }, write: { $0.opacity = $1 })
    static let position = LayerAccessor<CGPoint>(.position, read: { $0.position }, write: { $0.position = $1 })
    static let rotation = LayerAccessor<Double>(.rotation, event: .transform, read: { $0.rotation }, write: { $0.rotation = $1 })
    static let scale = LayerAccessor<Double>(.scale, event: .transform, read: { $0.scale }, write: { $0.scale = $1 })
    static let shadowColor = LayerAccessor<MotionColor>(.shadowColor, read: { $0.shadowColor }, write: { $0.shadowColor = $1 })
    static let shadowOffset = LayerAccessor<CGSize>(.shadowOffset, read: { $0.shadowOffset }, write: { $0.shadowOffset = $1 })
    static let shadowOpacity = LayerAccessor<Double>(.shadowOpacity, read: { $0.shadowOpacity }, write: { $0.shadowOpacity = $1 })
    static let shadowRadius = LayerAccessor<Double>(.shadowRadius, read: { $0.shadowRadius }, write: { $0.shadowRadius = $1 })
    static let strokeStart = LayerAccessor<Double>(.strokeStart, read: { $0.strokeStart }, write: { $0.strokeStart = $1 })
    static let strokeEnd = LayerAccessor<Double>(.strokeEnd, read: { $0.strokeEnd }, write: { $0.strokeEnd = $1 })
    static let transform = LayerAccessor<MotionTransform3D>(.transform, read: { $0.transform }, write: { $0.transform = $1 })
    static let width = LayerAccessor<Double>(.width, event: .bounds, read: { $0.width }, write: { $0.width = $1 })
    static let x = LayerAccessor<Double>(.x, event: .position, read: { $0.x }, write: { $0.x = $1 })
    static let y = LayerAccessor<Double>(.y, event: .position, read: { $0.y }, write: { $0.y = $1 })
    static let z = LayerAccessor<Double>(.z, read: { $0.zPosition }, write: { $0.zPosition = $1 })
}
