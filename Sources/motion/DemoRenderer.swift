import MotionMachine

/// Draws a frame on every beat of the demo's tempo, after the motions have moved, and reports when
/// the drawing says everything has finished.
final class DemoRenderer: TempoDriven {
    var tempo: Tempo?
    private var subscription: TempoSubscription?
    private let draw: () -> Bool
    private let onFinish: () -> Void

    init(tempo: Tempo, draw: @escaping () -> Bool, onFinish: @escaping () -> Void) {
        self.tempo = tempo
        self.draw = draw
        self.onFinish = onFinish
    }

    func start() {
        subscription = tempo?.subscribe(self)
    }

    func tempoBeatUpdate(_ timestamp: Double) {
        guard draw() else { return }
        subscription?.cancel()
        subscription = nil
        onFinish()
    }
}
