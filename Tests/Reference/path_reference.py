"""Arc lengths and arc-length points of paths, for Tests/MotionCoreTests/PathTests.swift.

Each curve's length is the integral of its speed, evaluated by mpmath's tanh-sinh quadrature at
40 digits; the point at a fraction of the length solves length(0, t) = fraction × total for t with
mpmath's root finder. Elliptical arcs use SVG 2's endpoint-to-centre conversion (implementation
notes F.6.5), evaluated here from the published formulas. Run: python3 path_reference.py
"""
from mpmath import mp, mpf, quad, sqrt, findroot, cos, sin, atan2, pi, radians

mp.dps = 40


def bezier(points):
    n = len(points) - 1

    def point(t):
        from math import comb
        x = sum(comb(n, k) * (1 - t) ** (n - k) * t ** k * points[k][0] for k in range(n + 1))
        y = sum(comb(n, k) * (1 - t) ** (n - k) * t ** k * points[k][1] for k in range(n + 1))
        return x, y

    def velocity(t):
        from math import comb
        d = [((points[k + 1][0] - points[k][0]) * n, (points[k + 1][1] - points[k][1]) * n) for k in range(n)]
        x = sum(comb(n - 1, k) * (1 - t) ** (n - 1 - k) * t ** k * d[k][0] for k in range(n))
        y = sum(comb(n - 1, k) * (1 - t) ** (n - 1 - k) * t ** k * d[k][1] for k in range(n))
        return x, y

    return point, velocity


def svg_arc(x1, y1, rx, ry, phi_degrees, large, sweep, x2, y2):
    """SVG 2 F.6.5: endpoint form to centre form."""
    phi = radians(phi_degrees)
    dx, dy = (x1 - x2) / 2, (y1 - y2) / 2
    xp = cos(phi) * dx + sin(phi) * dy
    yp = -sin(phi) * dx + cos(phi) * dy
    lam = xp ** 2 / rx ** 2 + yp ** 2 / ry ** 2
    if lam > 1:
        rx, ry = sqrt(lam) * rx, sqrt(lam) * ry
    num = rx ** 2 * ry ** 2 - rx ** 2 * yp ** 2 - ry ** 2 * xp ** 2
    den = rx ** 2 * yp ** 2 + ry ** 2 * xp ** 2
    f = sqrt(max(num, 0) / den) * (-1 if large == sweep else 1)
    cxp, cyp = f * rx * yp / ry, -f * ry * xp / rx
    cx = cos(phi) * cxp - sin(phi) * cyp + (x1 + x2) / 2
    cy = sin(phi) * cxp + cos(phi) * cyp + (y1 + y2) / 2

    def angle(ux, uy, vx, vy):
        return atan2(ux * vy - uy * vx, ux * vx + uy * vy)

    theta1 = angle(1, 0, (xp - cxp) / rx, (yp - cyp) / ry)
    delta = angle((xp - cxp) / rx, (yp - cyp) / ry, (-xp - cxp) / rx, (-yp - cyp) / ry)
    if not sweep and delta > 0:
        delta -= 2 * pi
    if sweep and delta < 0:
        delta += 2 * pi

    def point(t):
        th = theta1 + t * delta
        return (cx + cos(phi) * rx * cos(th) - sin(phi) * ry * sin(th),
                cy + sin(phi) * rx * cos(th) + cos(phi) * ry * sin(th))

    def velocity(t):
        th = theta1 + t * delta
        return ((-cos(phi) * rx * sin(th) - sin(phi) * ry * cos(th)) * delta,
                (-sin(phi) * rx * sin(th) + cos(phi) * ry * cos(th)) * delta)

    return (cx, cy, rx, ry), point, velocity


def measure(name, point, velocity, fractions):
    speed = lambda t: sqrt(velocity(t)[0] ** 2 + velocity(t)[1] ** 2)
    total = quad(speed, [0, mpf(1) / 4, mpf(1) / 2, mpf(3) / 4, 1])
    print(f"{name}: length {mp.nstr(total, 20)}")
    for fraction in fractions:
        target = fraction * total
        t = findroot(lambda t: quad(speed, [0, t]) - target, mpf(fraction))
        x, y = point(t)
        vx, vy = velocity(t)
        print(f"  at {fraction}: point ({mp.nstr(x, 17)}, {mp.nstr(y, 17)}), angle {mp.nstr(atan2(vy, vx), 17)}")


if __name__ == "__main__":
    p, v = bezier([(0, 0), (50, -80), (150, 80), (200, 0)])
    measure("cubic M0 0 C50 -80 150 80 200 0", p, v, [mpf("0.25"), mpf("0.5"), mpf("0.75")])
    p, v = bezier([(0, 0), (100, 100), (200, 0)])
    measure("quadratic M0 0 Q100 100 200 0", p, v, [mpf("0.3")])
    # A cubic whose first control point sits on its start: its speed vanishes at t = 0.
    p, v = bezier([(0, 0), (0, 0), (100, 0), (100, 100)])
    measure("cubic M0 0 C0 0 100 0 100 100", p, v, [mpf("0.1"), mpf("0.9")])
    centre, p, v = svg_arc(mpf(10), mpf(80), mpf(45), mpf(25), mpf(30), True, True, mpf(90), mpf(80))
    print("arc centre, radii:", [mp.nstr(c, 17) for c in centre])
    measure("arc M10 80 A45 25 30 1 1 90 80", p, v, [mpf("0.5")])
    # Radii too small to reach: scaled up (F.6.6) to a half ellipse.
    centre, p, v = svg_arc(mpf(0), mpf(0), mpf(10), mpf(5), mpf(0), False, True, mpf(100), mpf(0))
    print("scaled arc centre, radii:", [mp.nstr(c, 17) for c in centre])
    measure("arc M0 0 A10 5 0 0 1 100 0", p, v, [mpf("0.5")])
