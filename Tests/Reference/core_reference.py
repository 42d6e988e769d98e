#!/usr/bin/env python3
"""Reference values for MotionCore's laws, evaluated with mpmath at 50 digits from the textbook
forms (not the core's numerically careful ones): with a = zeta*w0,
  under-damped: even = e^(-at) cos(wd t), odd = e^(-at) sin(wd t)/wd, wd = w0 sqrt(1 - zeta^2)
  critical:     even = e^(-at),           odd = t e^(-at)
  over-damped:  even = e^(-at) cosh(g t), odd = e^(-at) sinh(g t)/g,  g = w0 sqrt(zeta^2 - 1)
and the decay fraction (1 - e^(t*rate))*scale.
Run: python3 core_reference.py
"""
from mpmath import mp, mpf, exp, cos, sin, cosh, sinh, sqrt
mp.dps = 50

def basis(w0, zeta, t):
    w0, zeta, t = mpf(w0), mpf(zeta), mpf(t)
    a = zeta * w0
    if zeta < 1:
        wd = w0 * sqrt(1 - zeta**2)
        return exp(-a*t)*cos(wd*t), exp(-a*t)*sin(wd*t)/wd
    if zeta == 1:
        return exp(-a*t), t*exp(-a*t)
    g = w0 * sqrt(zeta**2 - 1)
    return exp(-a*t)*cosh(g*t), exp(-a*t)*sinh(g*t)/g

print("// (w0, zeta, t, even, odd)")
for (w0, zeta, t) in [(12.566370614359172, 0.7, 0.1), (12.566370614359172, 0.7, 0.45), (10.0, 1.0, 0.3),
                      (10.0, 1.0 - 1e-9, 0.3), (10.0, 1.0 + 1e-9, 0.3), (10.0, 2.5, 0.2), (10.0, 50.0, 3.0),
                      (3.0, 0.05, 7.0)]:
    e, o = basis(w0, zeta, t)
    print(f"({w0!r}, {zeta!r}, {t!r}, {mp.nstr(e, 17)}, {mp.nstr(o, 17)}),")

print("// (rate, scale, t, progress)")
for (rate, scale, t) in [(-1.6094379124341003, 1.0101010101010102, 0.5), (-0.10536051565782628, 1.001001001001001, 12.0)]:
    print(f"({rate!r}, {scale!r}, {t!r}, {mp.nstr((1 - exp(mpf(t)*mpf(rate)))*mpf(scale), 17)}),")
