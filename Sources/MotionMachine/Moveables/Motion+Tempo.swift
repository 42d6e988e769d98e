import Foundation

// The tempo a motion beats on: the one set, or the default, taken when first needed.

extension Motion {
    /// The tempo whose beats drive this motion; `nil` to drive it with ``update(withTimeInterval:)``.
    /// Changing it while running continues from the same local time. Inside a collection it is the
    /// collection's clock and stays so (another value is refused with a diagnostic) until the motion
    /// is removed.
    ///
    /// A motion given no tempo takes ``Tempo/default`` when it first needs one (when it starts, or
    /// when this property is read), if that happens on the main actor, and none elsewhere (a motion
    /// belongs to the isolation domain that makes it, where it is also started and read). One given a
    /// tempo before it starts never asks which actor it runs on nor reads the default.
    public var tempo: Tempo? {
        get {
            settleTempo()
            return chosenTempo
        }
        set {
            awaitsDefaultTempo = false
            move(to: newValue)
        }
    }

    /// Takes the default tempo if the motion still awaits it (see ``tempo``): what every read of the
    /// motion's tempo does first.
    @inline(__always)
    func settleTempo() {
        if awaitsDefaultTempo { takeDefaultTempo() }
    }

    /// Gives a motion that was given no tempo the default one, at its first need (see ``tempo``).
    /// Not inlined: the check before it is all that a read of ``tempo`` adds.
    @inline(never)
    private func takeDefaultTempo() {
        tempo = Tempo.forNewMoveable
    }

    /// Makes `tempo` the motion's, moving its subscription there. A method rather than observers of
    /// ``chosenTempo``: the tempo given is stored as it comes, not copied and released again.
    private func move(to tempo: consuming Tempo?) {
        if tempo !== chosenTempo {
            reclaimSteadyLeg()
            // The subscription leaves the tempo it is in while that is still ``tempo`` (its place
            // names no tempo of its own), and joins the tempo kept below.
            if isSubscribed {
                cancelSubscription()
                movesSubscription = true
            }
        }
        chosenTempo = consume tempo
        // A motion outside any collection and not subscribed (one being set up) has nothing to
        // check or move: no retains of its collection link and tempo to find that out.
        guard parentLink != nil || movesSubscription else { return }
        let kept = MoveableCollection.memberTempo(chosenTempo, in: parentCollection, "Motion")
        // Moving to the kept tempo moves the subscription there.
        if kept !== chosenTempo { move(to: kept) }
        guard movesSubscription else { return }
        movesSubscription = false
        subscriptionIndex = chosenTempo?.subscribe(generic: self) ?? -1
        reanchor(at: chosenTempo?.currentTime)
    }
}
