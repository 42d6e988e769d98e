#!/usr/bin/env python3
"""Independent reference values for MotionInterchange (InterchangeTests.swift).

- Spring generator: the natural frequency w0 at which the spring's envelope is 0.001 at `duration`
  (Framer's published envelope, seeds-002-004.md section 1.5), found with mpmath.findroot at 40 digits
  from brackets chosen here. The over-damped case takes the slow mode's amplitude A from the linear
  system A + B = 1, r1 A + r2 B = -v solved by mpmath. Then k = w0^2, c = 2 zeta w0 (unit mass).
  The table in seeds-002-004.md (k 341.02 / c 36.93 for zeta 1, d 0.5 ...) is checked as well.
- systemModalMovement (mass 3, tension 1000, friction 500): w0 = sqrt(k/m), zeta = c/(2 sqrt(km)),
  and the fraction of the distance left at 0.5 s, from the ODE m x'' + c x' + k x = 0 integrated by
  mpmath's odefun (x0 = 1, v0 = 0).
- Material 3 springs: friction 2 zeta sqrt(k); SwiftUI presets: k = (2 pi / 0.5)^2, c = 2 zeta sqrt(k).
Run: python3 interchange_reference.py
"""
import mpmath as mp

mp.mp.dps = 40
EPS = mp.mpf("0.001")

def envelope(w, zeta, v, d):
    if zeta < 1:
        wd = w * mp.sqrt(1 - zeta**2)
        return abs(zeta * w - v) / wd * mp.e**(-zeta * w * d)
    if zeta == 1:
        return abs((w - v) * d + 1) * mp.e**(-w * d)
    root = mp.sqrt(zeta**2 - 1)
    r1, r2 = -w * (zeta - root), -w * (zeta + root)
    a, b = mp.lu_solve(mp.matrix([[1, 1], [r1, r2]]), mp.matrix([1, -v]))
    return abs(a) * mp.e**(r1 * d)

def solve(d, zeta, v):
    d, zeta, v = mp.mpf(d), mp.mpf(zeta), mp.mpf(v)
    f = lambda w: envelope(w, zeta, v, d) - EPS
    # Bracket: scan a fine grid from 5/d outwards for the first sign change.
    w = 5 / d
    step = mp.mpf("1.01")
    if f(w) > 0:
        while f(w * step) > 0: w *= step
        lo, hi = w, w * step
    else:
        while f(w / step) <= 0: w /= step
        lo, hi = w / step, w
    w0 = mp.findroot(f, (lo, hi), solver="anderson")
    return w0, w0**2, 2 * zeta * w0

cases = [("0.5", "1", "0"), ("1", "0.5", "0"), ("0.5", "0.5", "0"), ("1", "1", "0"), ("2", "0.25", "0"),
         ("0.3", "0.7", "0"), ("0.4", "0.6", "2"), ("0.8", "1", "-1"), ("0.6", "2.5", "0"), ("1.2", "0.3", "1.5")]
print("generator (duration, dampingRatio, velocity) -> w0, tension, friction")
for d, z, v in cases:
    w0, k, c = solve(d, z, v)
    print(f"  ({d}, {z}, {v}): w0 {mp.nstr(w0, 17)} k {mp.nstr(k, 17)} c {mp.nstr(c, 17)}")

m, k, c = mp.mpf(3), mp.mpf(1000), mp.mpf(500)
print("systemModalMovement: w0", mp.nstr(mp.sqrt(k / m), 17), "zeta", mp.nstr(c / (2 * mp.sqrt(k * m)), 17))
ode = mp.odefun(lambda t, y: [y[1], -(c * y[1] + k * y[0]) / m], 0, [mp.mpf(1), mp.mpf(0)])
print("  left at 0.5 s:", mp.nstr(ode(mp.mpf("0.5"))[0], 17))

print("Material 3 springs (zeta, k) -> friction")
for z, kk in [("0.9", 1400), ("0.9", 700), ("0.9", 300), ("0.6", 800), ("0.8", 380), ("0.8", 200),
              ("1", 3800), ("1", 1600), ("1", 800)]:
    print(f"  ({z}, {kk}): {mp.nstr(2 * mp.mpf(z) * mp.sqrt(kk), 17)}")
ks = (2 * mp.pi / mp.mpf("0.5"))**2
print("SwiftUI k", mp.nstr(ks, 17))
for b in ["0", "0.15", "0.3"]:
    print(f"  bounce {b}: c {mp.nstr(2 * (1 - mp.mpf(b)) * mp.sqrt(ks), 17)}")
