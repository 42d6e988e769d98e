#!/usr/bin/env python3
"""Expected values for MotionCore's keyframe tracks and runs (Tests/MotionCoreTests/KeyframeTests.swift,
RunTests.swift), computed independently of the Swift code:

- spring segments by integrating m·x'' + c·x' + k·x = 0 numerically (scipy's DOP853, rtol 1e-13), not
  from the closed form the core uses;
- a spring key's settling time by scanning the closed form at 50 digits (mpmath) on a fine grid and
  bisecting the last crossing of max(|x|, |v|/w0) = 0.001 (a unit release from rest);
- cubic segments from the Hermite basis with tangents chosen by the rules in ResolvedKeyframes'
  documentation (Catmull-Rom between cubic keys, a neighbour's velocity next to other kinds);
- Bezier easing by solving x(t) = fraction with mpmath's findroot.

Run: python3 Tests/Reference/keyframes_reference.py
"""
import math
import mpmath as mp
from scipy.integrate import solve_ivp

mp.mp.dps = 50

def bezier(x1, y1, x2, y2):
    def coord(t, a, b):
        return 3 * (1 - t) ** 2 * t * a + 3 * (1 - t) * t ** 2 * b + t ** 3
    def dcoord(t, a, b):
        return 3 * (1 - t) ** 2 * a + 6 * (1 - t) * t * (b - a) + 3 * t ** 2 * (1 - b)
    def param(x):
        if x <= 0: return mp.mpf(0)
        if x >= 1: return mp.mpf(1)
        return mp.findroot(lambda t: coord(t, x1, x2) - x, (mp.mpf(0), mp.mpf(1)), solver='anderson')
    def value(x):
        return coord(param(mp.mpf(x)), y1, y2)
    def slope(x):
        t = param(mp.mpf(x))
        return dcoord(t, y1, y2) / dcoord(t, x1, x2)
    return value, slope

EASE_IN_OUT = bezier(mp.mpf('0.42'), 0, mp.mpf('0.58'), 1)
LINEAR = (lambda x: mp.mpf(min(max(x, 0), 1)), lambda x: mp.mpf(1))

def settling(w0, zeta):
    w0, zeta = mp.mpf(w0), mp.mpf(zeta)
    a = zeta * w0
    wd = w0 * mp.sqrt(1 - zeta ** 2)
    def state(t):
        x = mp.e ** (-a * t) * (mp.cos(wd * t) + a / wd * mp.sin(wd * t))
        v = -mp.e ** (-a * t) * (w0 ** 2 / wd) * mp.sin(wd * t)
        return x, v
    def excess(t):
        x, v = state(t)
        return max(abs(x), abs(v) / w0) - mp.mpf('0.001')
    step = mp.mpf('0.0005')
    t = mp.mpf(20)
    while excess(t) <= 0:
        t -= step
    lo, hi = t, t + step
    for _ in range(200):
        mid = (lo + hi) / 2
        if excess(mid) > 0: lo = mid
        else: hi = mid
    return float(hi)

def spring_ode(w0, zeta, x0, v0, t):
    if t <= 0: return x0, v0
    k, c = w0 * w0, 2 * zeta * w0
    sol = solve_ivp(lambda _, y: [y[1], -k * y[0] - c * y[1]], (0, t), [x0, v0], method='DOP853',
                    rtol=1e-13, atol=1e-15)
    return sol.y[0][-1], sol.y[1][-1]

# A key: (kind, value, duration, extra) with extra a dict.
def resolve(keys, start, velocity):
    """Segments as dicts with start time, duration, start value, start and end velocity."""
    times, t = [], 0.0
    settled = []
    for kind, value, duration, extra in keys:
        if kind == 'move': d = 0.0
        elif kind == 'spring' and duration is None: d = settling(extra['w0'], extra['zeta'])
        else: d = duration
        settled.append((kind, value, d, extra))
        times.append(t)
        t += d
    total = t
    segs = []
    cur, carried = start, velocity
    for i, (kind, value, d, extra) in enumerate(settled):
        seg = dict(kind=kind, value=value, t0=times[i], d=d, p0=cur, v0=0.0, v1=0.0, extra=extra)
        if kind == 'linear':
            curve = extra['curve']
            rate = (value - cur) / d if d > 0 else 0
            seg['v0'] = rate * float(curve[1](0)); seg['v1'] = rate * float(curve[1](1))
        elif kind == 'spring':
            seg['v0'] = extra.get('v0', carried)
            _, seg['v1'] = spring_ode(extra['w0'], extra['zeta'], cur - value, seg['v0'], d)
        elif kind == 'cubic':
            if 'v0' in extra: seg['v0'] = extra['v0']
            elif i > 0 and settled[i - 1][0] == 'cubic': seg['v0'] = segs[i - 1]['v1']
            else: seg['v0'] = carried
            if 'v1' in extra: seg['v1'] = extra['v1']
            elif i + 1 < len(settled):
                nk, nv, nd, nx = settled[i + 1]
                nend = times[i + 2] if i + 2 < len(settled) else total
                tangent = (nv - cur) / (nend - times[i]) if nend > times[i] else 0
                if nk == 'move': seg['v1'] = 0.0
                elif nk == 'linear': seg['v1'] = (nv - value) / nd * float(nx['curve'][1](0)) if nd > 0 else 0
                else: seg['v1'] = nx.get('v0', tangent)
            else: seg['v1'] = 0.0
        segs.append(seg)
        p, v = evaluate(seg, d)
        cur = p if kind == 'spring' else value
        carried = v
    return segs, total, (settled[-1][1] if settled else start)

def evaluate(seg, t):
    kind, value, d, p0 = seg['kind'], seg['value'], seg['d'], seg['p0']
    if kind == 'move': return value, 0.0
    if kind == 'linear':
        if d <= 0: return value, 0.0
        u = t / d
        curve = seg['extra']['curve']
        return p0 + (value - p0) * float(curve[0](u)), (value - p0) * float(curve[1](u)) / d
    if kind == 'cubic':
        if d <= 0: return value, 0.0
        s = min(max(t / d, 0), 1)
        m0, m1 = seg['v0'] * d, seg['v1'] * d
        h = (2*s**3 - 3*s**2 + 1) * p0 + (s**3 - 2*s**2 + s) * m0 + (-2*s**3 + 3*s**2) * value + (s**3 - s**2) * m1
        dh = (6*s**2 - 6*s) * p0 + (3*s**2 - 4*s + 1) * m0 + (-6*s**2 + 6*s) * value + (3*s**2 - 2*s) * m1
        return h, dh / d
    x, v = spring_ode(seg['extra']['w0'], seg['extra']['zeta'], p0 - value, seg['v0'], t)
    return value + x, v

def sample(keys, start, velocity, t):
    segs, total, final = resolve(keys, start, velocity)
    if not segs or t < 0: return start, velocity
    if t >= total: return final, 0.0
    chosen = [s for s in segs if s['t0'] <= t][-1]
    return evaluate(chosen, t - chosen['t0'])

W0 = 2 * math.pi / 0.5   # a response of 0.5 s
TRACK = [
    ('cubic', 1.0, 0.5, {}),
    ('cubic', 0.2, 0.3, {}),
    ('linear', 0.8, 0.4, {'curve': EASE_IN_OUT}),
    ('spring', 0.0, None, {'w0': W0, 'zeta': 0.7}),
    ('move', 0.5, 0, {}),
    ('cubic', 1.0, 0.25, {'v1': 0.0}),
]
CUT = [
    ('spring', 1.0, 0.1, {'w0': W0, 'zeta': 0.5, 'v0': 3.0}),
    ('cubic', -1.0, 0.4, {}),
    ('cubic', 0.0, 0.4, {}),
]

def fmt(x): return repr(float(x))

print('// settling time of the TRACK spring:', fmt(settling(W0, 0.7)))
for name, keys, start, vel, times in [
    ('track', TRACK, 0.25, 0.0, [0, 0.1, 0.25, 0.5, 0.6, 0.8, 1.0, 1.2, 1.35, 1.5, 2.0, 2.5, -1, 5.0]),
    ('cut', CUT, 0.0, 0.0, [0.0, 0.05, 0.1, 0.2, 0.5, 0.7, 0.9, 1.0]),
]:
    segs, total, final = resolve(keys, start, vel)
    print(f'// {name}: duration {fmt(total)}')
    for t in times:
        p, v = sample(keys, start, vel, t)
        print(f'        ({fmt(t)}, {fmt(p)}, {fmt(v)}),')

# Offsets: duration 2, offsets [0.25, None, 1] -> segment durations 0.5, 0.75, 0.75.
OFF = [('linear', 1.0, 0.5, {'curve': LINEAR}), ('linear', 3.0, 0.75, {'curve': LINEAR}),
       ('linear', 2.0, 0.75, {'curve': LINEAR})]
print('// offsets')
for t in [0.25, 0.5, 0.875, 1.25, 1.625, 2.0]:
    p, v = sample(OFF, 0.0, 0.0, t)
    print(f'        ({fmt(t)}, {fmt(p)}, {fmt(v)}),')

# RunTests: a spring tween lane 0 -> 1 released with velocity 2, w0 = W0, zeta 0.5, at 0.2 s; and the
# settling time of a unit release of that spring (the leg's length).
x, v = spring_ode(W0, 0.5, -1.0, 2.0, 0.2)
print('// spring run at 0.2:', fmt(1 + x), fmt(v), 'settling', fmt(settling(W0, 0.5)))
