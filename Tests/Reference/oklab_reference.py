#!/usr/bin/env python3
"""Expected values for the OKLab, OKLCH and color interpolation tests (ColorSpaceTests.swift).

CSS Color 4's conversions (https://www.w3.org/TR/css-color-4/, its sample code conversions.js),
evaluated at 50 digits with mpmath: sRGB's extended transfer function, linear sRGB to XYZ (D65) as
exact fractions, Ottosson's XYZ->LMS and LMS->OKLab matrices with a sign-keeping cube root, and
the polar form. Interpolation follows CSS Color 4 §12: premultiplied alpha, missing hues carried,
hue arcs by §12.4. Run: python3 Tests/Reference/oklab_reference.py
"""
from fractions import Fraction as F
import mpmath as mp

mp.mp.dps = 50

M_RGB_XYZ = [[F(506752, 1228815), F(87881, 245763), F(12673, 70218)],
             [F(87098, 409605), F(175762, 245763), F(12673, 175545)],
             [F(7918, 409605), F(87881, 737289), F(1001167, 1053270)]]
M_XYZ_RGB = [[F(12831, 3959), F(-329, 214), F(-1974, 3959)],
             [F(-851781, 878810), F(1648619, 878810), F(36519, 878810)],
             [F(705, 12673), F(-2585, 12673), F(705, 667)]]
M_XYZ_LMS = [["0.8190224379967030", "0.3619062600528904", "-0.1288737815209879"],
             ["0.0329836539323885", "0.9292868615863434", "0.0361446663506424"],
             ["0.0481771893596242", "0.2642395317527308", "0.6335478284694309"]]
M_LMS_OK = [["0.2104542683093140", "0.7936177747023054", "-0.0040720430116193"],
            ["1.9779985324311684", "-2.4285922420485799", "0.4505937096174110"],
            ["0.0259040424655478", "0.7827717124575296", "-0.8086757549230774"]]
M_OK_LMS = [["1.0", "0.3963377773761749", "0.2158037573099136"],
            ["1.0", "-0.1055613458156586", "-0.0638541728258133"],
            ["1.0", "-0.0894841775298119", "-1.2914855480194092"]]
M_LMS_XYZ = [["1.2268798758459243", "-0.5578149944602171", "0.2813910456659647"],
             ["-0.0405757452148008", "1.1122868032803170", "-0.0717110580655164"],
             ["-0.0763729366746601", "-0.4214933324022432", "1.5869240198367816"]]


def mat(m, v):
    return [sum(mp.mpf(m[r][c].numerator) / m[r][c].denominator * v[c] if isinstance(m[r][c], F)
                else mp.mpf(m[r][c]) * v[c] for c in range(3)) for r in range(3)]


def lin(c):
    c = mp.mpf(c)
    return c / mp.mpf("12.92") if abs(c) <= mp.mpf("0.04045") else mp.sign(c) * ((abs(c) + mp.mpf("0.055")) / mp.mpf("1.055")) ** mp.mpf("2.4")


def gam(c):
    return mp.mpf("12.92") * c if abs(c) <= mp.mpf("0.0031308") else mp.sign(c) * (mp.mpf("1.055") * abs(c) ** (1 / mp.mpf("2.4")) - mp.mpf("0.055"))


def cbrt(x):
    return mp.sign(x) * abs(x) ** (mp.mpf(1) / 3)


def to_oklab(rgb):
    lms = mat(M_XYZ_LMS, mat(M_RGB_XYZ, [lin(c) for c in rgb]))
    return mat(M_LMS_OK, [cbrt(c) for c in lms])


def from_oklab(lab):
    lms = mat(M_OK_LMS, lab)
    return [gam(c) for c in mat(M_XYZ_RGB, mat(M_LMS_XYZ, [c ** 3 for c in lms]))]


def to_oklch(rgb):
    L, a, b = to_oklab(rgb)
    C = mp.sqrt(a * a + b * b)
    h = mp.degrees(mp.atan2(b, a))
    if h < 0:
        h += 360
    return [L, C, h if C > mp.mpf("0.000004") else None]


def arc(h1, h2, method):
    d = h2 - h1
    if method == "shorter":
        if d > 180: h1 += 360
        elif d < -180: h2 += 360
    elif method == "longer":
        if 0 < d < 180: h1 += 360
        elif -180 < d <= 0: h2 += 360
    elif method == "increasing":
        if h2 < h1: h2 += 360
    elif method == "decreasing":
        if h1 < h2: h1 += 360
    return h1, h2


def mix(c1, a1, c2, a2, t, space, hue="shorter"):
    t = mp.mpf(t)
    a = a1 + (a2 - a1) * t
    div = a if a != 0 else 1
    if space == "oklch":
        L1, C1, h1 = to_oklch(c1)
        L2, C2, h2 = to_oklch(c2)
        if h1 is None: h1 = h2 if h2 is not None else 0
        if h2 is None: h2 = h1
        h1, h2 = arc(h1, h2, hue)
        L = (L1 * a1 + (L2 * a2 - L1 * a1) * t) / div
        C = (C1 * a1 + (C2 * a2 - C1 * a1) * t) / div
        h = h1 + (h2 - h1) * t
        return from_oklab([L, C * mp.cos(mp.radians(h)), C * mp.sin(mp.radians(h))]) + [a]
    if space == "oklab":
        p1, p2, back = to_oklab(c1), to_oklab(c2), from_oklab
    elif space == "linear":
        p1, p2, back = [lin(c) for c in c1], [lin(c) for c in c2], lambda v: [gam(c) for c in v]
    else:
        p1, p2, back = [mp.mpf(c) for c in c1], [mp.mpf(c) for c in c2], lambda v: v
    m = [(x * a1 + (y * a2 - x * a1) * t) / div for x, y in zip(p1, p2)]
    return back(m) + [a]


def show(name, values):
    print(name, ", ".join(mp.nstr(v, 17) for v in values))


if __name__ == "__main__":
    for name, rgb in [("red", [1, 0, 0]), ("lime", [0, 1, 0]), ("blue", [0, 0, 1]), ("white", [1, 1, 1]),
                      ("orange", [1, mp.mpf("0.5"), 0]), ("extended", [mp.mpf("1.2"), mp.mpf("-0.1"), mp.mpf("0.3")])]:
        show("oklab " + name, to_oklab(rgb))
        L, C, h = to_oklch(rgb)
        show("oklch " + name, [L, C, h if h is not None else 0])
    show("back oklab(0.7, 0.1, -0.1)", from_oklab([mp.mpf("0.7"), mp.mpf("0.1"), mp.mpf("-0.1")]))
    red, blue = [1, 0, 0], [0, 0, 1]
    for space in ["srgb", "linear", "oklab"]:
        show("mix red-blue 0.5 " + space, mix(red, 1, blue, 1, "0.5", space))
    for hue in ["shorter", "longer", "increasing", "decreasing"]:
        show("mix red-blue 0.5 oklch " + hue, mix(red, 1, blue, 1, "0.5", "oklch", hue))
    show("mix red(a 1)-blue(a 0.25) 0.5 srgb", mix(red, 1, blue, mp.mpf("0.25"), "0.5", "srgb"))
    show("mix white-blue 0.5 oklch", mix([1, 1, 1], 1, blue, 1, "0.5", "oklch"))
    show("mix red-blue 0.25 oklab", mix(red, 1, blue, 1, "0.25", "oklab"))
