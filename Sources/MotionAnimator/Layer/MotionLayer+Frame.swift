import Foundation
import MotionMachine

extension MotionLayer {
    /// The layer's rectangle in its superlayer's coordinates, derived from ``position``,
    /// ``anchorPoint`` and the size of ``bounds``: the origin is position − anchorPoint × size.
    ///
    /// Setting it sets the size of ``bounds`` (its origin stays) and moves ``position`` so the
    /// anchor point keeps its place in the new rectangle. Inside an animation block that is two
    /// animations, one of `position` and one of `bounds`, as Core Animation makes for a frame
    /// change. The frame ignores ``transform``: it is the untransformed rectangle (Core Animation
    /// leaves the frame of a transformed layer undefined for UIKit views). A rectangle that is not
    /// finite is refused with a diagnostic.
    public var frame: CGRect {
        get { model.frame }
        set { setFrame(newValue) }
    }

    private func setFrame(_ frame: CGRect) {
        var changed = model
        changed.frame = frame
        guard frame.isFiniteValue, changed.position.isFiniteValue, changed.bounds.isFiniteValue else {
            MotionDiagnostics.logger.report(.warning, "MotionLayer frame = \(frame) refused: the rectangle (or the position it makes) is not finite")
            return
        }
        guard let scope = ImplicitScope.current else {
            commitModel(changed)
            return
        }
        let before = model
        let presentationBefore = scope.wantsPresentation ? presentation() : nil
        commitModel(changed)
        for event in [AnimatableKeyPath.position, .bounds] where animatesWrite(to: event, event: event) {
            scope.layerDidChange(self, event: event, before: before, presentationBefore: presentationBefore)
        }
    }
}
