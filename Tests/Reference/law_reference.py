#!/usr/bin/env python3
"""Independent reference values for the leg laws evaluated alone (LawTests.swift).

- Eased: Penner's quadratic in-out, t/(d/2) < 1 ? c/2·u² : −c/2·((u−1)(u−3) − 1), at 50 digits.
- Decay: PhysicsSystem's travelled fraction, (1 − (1 − f)^t) / (1 − 0.001), at 50 digits.
- Spring: the basis functions even(t) and odd(t) are the solutions of m·x'' + c·x' + k·x = 0 with
  (x0, v0) = (1, −a) and (0, 1), a = c / 2m. They are integrated here with mpmath's Taylor-series ODE
  solver at 30 digits, which shares nothing with the closed forms in SpringBasis.swift.
Run: python3 law_reference.py
"""
import mpmath as mp

mp.mp.dps = 50

def quad_in_out(t, d):
    u = t / (d / 2)
    return mp.mpf(1) / 2 * u * u if u < 1 else -mp.mpf(1) / 2 * ((u - 1) * (u - 3) - 1)

print("eased quadratic in-out:")
for t in ["0.3", "0.5", "0.8"]:
    print(f"  t={t}: {mp.nstr(quad_in_out(mp.mpf(t), mp.mpf(1)), 20)}")

print("decay, friction 0.8:")
for t in ["0.25", "1", "3"]:
    f = mp.mpf("0.8")
    print(f"  t={t}: {mp.nstr((1 - (1 - f) ** mp.mpf(t)) / (1 - mp.mpf('0.001')), 20)}")

mp.mp.dps = 30
def basis(m, k, c, t):
    a = c / (2 * m)
    def solve(x0, v0):
        f = mp.odefun(lambda _t, y: [y[1], -(c * y[1] + k * y[0]) / m], 0, [x0, v0])
        return f(t)[0]
    return solve(mp.mpf(1), -a), solve(mp.mpf(0), mp.mpf(1))

SPRINGS = [("under-damped", 1, 100, 10), ("critical", 2, 50, 20), ("over-damped", 1, 100, 50)]
for label, m, k, c in SPRINGS:
    print(f"spring {label} (m {m}, k {k}, c {c}):")
    for t in ["0.05", "0.2", "0.7"]:
        even, odd = basis(mp.mpf(m), mp.mpf(k), mp.mpf(c), mp.mpf(t))
        print(f"  t={t}: even {mp.nstr(even, 20)}, odd {mp.nstr(odd, 20)}")
