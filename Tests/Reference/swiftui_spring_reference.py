#!/usr/bin/env python3
"""Independent reference values for SwiftUI's Spring surface (value, velocity, update,
init(settlingDuration:dampingRatio:epsilon:)).

Integrates x'' = -(c x' + k x)/m with scipy's DOP853 (rtol 1e-13), sharing nothing with the
engine's closed form. SwiftUI's conventions: response r gives k = (2π/r)² with unit mass and
c = 2ζ√k; value(target:initialVelocity:time:) starts at 0 with the given velocity and rests at the
target. A settling duration T with ratio ζ and epsilon ε: the last time |x| > ε after a unit
release from rest, found with brentq, for ω₀ = 1 (T₁); then ω₀ = T₁ / T and k = ω₀².
Run: python3 swiftui_spring_reference.py
"""
import math
import numpy as np
from scipy.integrate import solve_ivp
from scipy.optimize import brentq

def trajectory(m, k, c, x0, v0, t_end):
    f = lambda t, y: [y[1], -(c * y[1] + k * y[0]) / m]
    return solve_ivp(f, (0, t_end), [x0, v0], method="DOP853", rtol=1e-13, atol=1e-15, dense_output=True)

def response_spring(r, zeta):
    k = (2 * math.pi / r) ** 2
    return 1.0, k, 2 * zeta * math.sqrt(k)

print("# value(target:initialVelocity:time:) and velocity: (response, zeta, target, v0, t) -> value, velocity")
for (r, zeta, target, v0) in [(0.5, 0.825, 100.0, 0.0), (0.3, 0.5, 1.0, 4.0), (0.55, 1.0, -20.0, 50.0), (0.4, 1.6, 10.0, 0.0)]:
    m, k, c = response_spring(r, zeta)
    sol = trajectory(m, k, c, -target, v0, 3.0)
    for t in [0.05, 0.1, 0.25, 0.5]:
        x, v = sol.sol(t)
        print(f"({r}, {zeta}, {target}, {v0}, {t}, {target + x:.12g}, {v:.12g}),")

print("# update(value:velocity:target:deltaTime:): (response, zeta, value, velocity, target, dt) -> value, velocity")
for (r, zeta, x, v, target, dt) in [(0.15, 0.86, 10.0, -20.0, 50.0, 0.1), (0.5, 0.3, 0.0, 0.0, 1.0, 1.0 / 60)]:
    m, k, c = response_spring(r, zeta)
    sol = trajectory(m, k, c, x - target, v, dt)
    xe, ve = sol.sol(dt)
    print(f"({r}, {zeta}, {x}, {v}, {target}, {dt!r}, {target + xe:.12g}, {ve:.12g}),")

def unit_settling(zeta, eps):
    sol = trajectory(1.0, 1.0, 2 * zeta, 1.0, 0.0, 400.0)
    ts = np.linspace(0, 400.0, 800001)
    xs = sol.sol(ts)[0]
    bad = np.abs(xs) > eps
    last = np.nonzero(bad)[0][-1]
    g = lambda t: abs(sol.sol(t)[0]) - eps
    return brentq(g, ts[last], ts[last + 1], xtol=1e-13)

print("# init(settlingDuration:dampingRatio:epsilon:): (T, zeta, eps) -> stiffness, damping")
for (T, zeta, eps) in [(0.8, 0.5, 1e-3), (0.5, 1.0, 1e-3), (1.2, 2.0, 1e-3), (0.6, 0.3, 0.01)]:
    w = unit_settling(zeta, eps) / T
    print(f"({T}, {zeta}, {eps}, {w * w:.12g}, {2 * zeta * w:.12g}),")
