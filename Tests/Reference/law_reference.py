#!/usr/bin/env python3
"""Independent reference values for the leg laws evaluated alone (LawTests.swift).

- Eased: Penner's quadratic in-out, t/(d/2) < 1 ? c/2·u² : −c/2·((u−1)(u−3) − 1), at 50 digits.
- Decay: PhysicsSystem's travelled fraction, (1 − (1 − f)^t) / (1 − 0.001), at 50 digits.
- Spring: the basis functions even(t) and odd(t) are the solutions of m·x'' + c·x' + k·x = 0 with
  (x0, v0) = (1, −a) and (0, 1), a = c / 2m. They are integrated here with mpmath's Taylor-series ODE
  solver at 30 digits, which shares nothing with the closed forms in SpringBasis.swift.
- State (position and velocity of one property): the quadratic in-out leg differentiated by mpmath
  (start 10, end 30, 2 s, both legs); a free launch at 100/s with friction 0.8 over a resting distance
  of 40 from 5 (velocity 100·0.2^t); the under-damped spring above released at −1 from its end 1 with
  velocity 2, and on its way back released from rest at 1 towards 0, both integrated as ODEs.
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

mp.mp.dps = 50
print("state, eased quadratic in-out, 10 -> 30 over 2 s:")
for t in ["0.6", "1.5"]:
    t = mp.mpf(t)
    q = quad_in_out(t, mp.mpf(2))
    dq = mp.diff(lambda u: quad_in_out(u, mp.mpf(2)), t)
    print(f"  t={mp.nstr(t, 3)}: forward {mp.nstr(10 + 20 * q, 20)} v {mp.nstr(20 * dq, 20)}; "
          f"reverse {mp.nstr(30 - 20 * q, 20)} v {mp.nstr(-20 * dq, 20)}")

print("state, launch 100/s, friction 0.8, distance 40 from 5:")
for t in ["0.25", "1"]:
    t = mp.mpf(t)
    fraction = (1 - mp.mpf("0.2") ** t) / (1 - mp.mpf("0.001"))
    print(f"  t={mp.nstr(t, 3)}: position {mp.nstr(5 + 40 * fraction, 20)} v {mp.nstr(100 * mp.mpf('0.2') ** t, 20)}")

mp.mp.dps = 30
print("state, spring m 1, k 100, c 10:")
for t in ["0.05", "0.3"]:
    t = mp.mpf(t)
    forward = mp.odefun(lambda _t, y: [y[1], -(10 * y[1] + 100 * y[0])], 0, [mp.mpf(-1), mp.mpf(2)])(t)
    back = mp.odefun(lambda _t, y: [y[1], -(10 * y[1] + 100 * y[0])], 0, [mp.mpf(1), mp.mpf(0)])(t)
    print(f"  t={mp.nstr(t, 3)}: forward {mp.nstr(1 + forward[0], 20)} v {mp.nstr(forward[1], 20)}; "
          f"back {mp.nstr(back[0], 20)} v {mp.nstr(back[1], 20)}")
