import Foundation
import MotionMachine

/// The animator benchmark's baseline: per layer a model position and opacity, three additive
/// position deltas and one opacity animation, written out as plain arrays; each beat eases every
/// animation with the same Bézier and sums by hand.
struct PlainLayerLoop {
    private struct Layer {
        var position: CGPoint
        var deltas: [(dx: Double, dy: Double, duration: Double)]
        var opacityFrom: Double
        var opacityTo: Double
    }

    private var layers: [Layer] = []
    private let duration: Double
    private let curve = CubicBezier.easeInOut

    init(layers count: Int, duration: Double, legs: [(from: CGPoint, to: CGPoint, extra: Double)]) {
        self.duration = duration
        let deltas = legs.map { (dx: Double($0.from.x - $0.to.x), dy: Double($0.from.y - $0.to.y), duration: duration + $0.extra) }
        layers = (0..<count).map { _ in
            Layer(position: legs.last?.to ?? .zero, deltas: deltas, opacityFrom: 0, opacityTo: 1)
        }
    }

    @inline(never)
    func draw(at time: Double, into drawn: inout [Double]) {
        for (index, layer) in layers.enumerated() {
            var x = layer.position.x, y = layer.position.y
            for delta in layer.deltas {
                let remaining = 1 - curve.evaluateY(forX: min(time / delta.duration, 1))
                x += delta.dx * remaining
                y += delta.dy * remaining
            }
            let eased = curve.evaluateY(forX: min(time / duration, 1))
            drawn[3 * index] = x
            drawn[3 * index + 1] = y
            drawn[3 * index + 2] = layer.opacityFrom + (layer.opacityTo - layer.opacityFrom) * eased
        }
    }
}
