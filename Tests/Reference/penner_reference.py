#!/usr/bin/env python3
"""Independent reference values for MotionMachine's easing tests.

Transcribes Robert Penner's original ActionScript easing equations (t, b, c, d form) literally and
evaluates them at b = 3, c = 7, d = 2. The Swift tests compare MotionMachine's closures against this
table; nothing here comes from MotionMachine's own code. Run: python3 penner_reference.py
"""
import math

def quad_in(t,b,c,d): t/=d; return c*t*t+b
def quad_out(t,b,c,d): t/=d; return -c*t*(t-2)+b
def quad_inout(t,b,c,d):
    t/=d/2
    if t<1: return c/2*t*t+b
    t-=1; return -c/2*(t*(t-2)-1)+b
def cubic_in(t,b,c,d): t/=d; return c*t*t*t+b
def cubic_out(t,b,c,d): t=t/d-1; return c*(t*t*t+1)+b
def cubic_inout(t,b,c,d):
    t/=d/2
    if t<1: return c/2*t*t*t+b
    t-=2; return c/2*(t*t*t+2)+b
def quart_in(t,b,c,d): t/=d; return c*t**4+b
def quart_out(t,b,c,d): t=t/d-1; return -c*(t**4-1)+b
def quart_inout(t,b,c,d):
    t/=d/2
    if t<1: return c/2*t**4+b
    t-=2; return -c/2*(t**4-2)+b
def quint_in(t,b,c,d): t/=d; return c*t**5+b
def quint_out(t,b,c,d): t=t/d-1; return c*(t**5+1)+b
def quint_inout(t,b,c,d):
    t/=d/2
    if t<1: return c/2*t**5+b
    t-=2; return c/2*(t**5+2)+b
def sine_in(t,b,c,d): return -c*math.cos(t/d*(math.pi/2))+c+b
def sine_out(t,b,c,d): return c*math.sin(t/d*(math.pi/2))+b
def sine_inout(t,b,c,d): return -c/2*(math.cos(math.pi*t/d)-1)+b
def expo_in(t,b,c,d): return b if t==0 else c*2**(10*(t/d-1))+b
def expo_out(t,b,c,d): return b+c if t==d else c*(-2**(-10*t/d)+1)+b
def expo_inout(t,b,c,d):
    if t==0: return b
    if t==d: return b+c
    t/=d/2
    if t<1: return c/2*2**(10*(t-1))+b
    t-=1; return c/2*(-2**(-10*t)+2)+b
def circ_in(t,b,c,d): t/=d; return -c*(math.sqrt(1-t*t)-1)+b
def circ_out(t,b,c,d): t=t/d-1; return c*math.sqrt(1-t*t)+b
def circ_inout(t,b,c,d):
    t/=d/2
    if t<1: return -c/2*(math.sqrt(1-t*t)-1)+b
    t-=2; return c/2*(math.sqrt(1-t*t)+1)+b
def _elastic_as(a,p,c):
    if not a or a<abs(c): return c, p/4
    return a, p/(2*math.pi)*math.asin(c/a)
def elastic_in(t,b,c,d,a=None,p=None):
    if t==0: return b
    t/=d
    if t==1: return b+c
    if not p: p=d*.3
    a,s=_elastic_as(a,p,c)
    t-=1; return -(a*2**(10*t)*math.sin((t*d-s)*(2*math.pi)/p))+b
def elastic_out(t,b,c,d,a=None,p=None):
    if t==0: return b
    t/=d
    if t==1: return b+c
    if not p: p=d*.3
    a,s=_elastic_as(a,p,c)
    return a*2**(-10*t)*math.sin((t*d-s)*(2*math.pi)/p)+c+b
def elastic_inout(t,b,c,d,a=None,p=None):
    if t==0: return b
    t/=d/2
    if t==2: return b+c
    if not p: p=d*(.3*1.5)
    a,s=_elastic_as(a,p,c)
    if t<1:
        t-=1; return -.5*(a*2**(10*t)*math.sin((t*d-s)*(2*math.pi)/p))+b
    t-=1; return a*2**(-10*t)*math.sin((t*d-s)*(2*math.pi)/p)*.5+c+b
def back_in(t,b,c,d,s=1.70158): t/=d; return c*t*t*((s+1)*t-s)+b
def back_out(t,b,c,d,s=1.70158): t=t/d-1; return c*(t*t*((s+1)*t+s)+1)+b
def back_inout(t,b,c,d,s=1.70158):
    t/=d/2; s*=1.525
    if t<1: return c/2*(t*t*((s+1)*t-s))+b
    t-=2; return c/2*(t*t*((s+1)*t+s)+2)+b
def bounce_out(t,b,c,d):
    t/=d
    if t<1/2.75: return c*(7.5625*t*t)+b
    if t<2/2.75: t-=1.5/2.75; return c*(7.5625*t*t+.75)+b
    if t<2.5/2.75: t-=2.25/2.75; return c*(7.5625*t*t+.9375)+b
    t-=2.625/2.75; return c*(7.5625*t*t+.984375)+b
def bounce_in(t,b,c,d): return c-bounce_out(d-t,0,c,d)+b
def bounce_inout(t,b,c,d):
    if t<d/2: return bounce_in(t*2,0,c,d)*.5+b
    return bounce_out(t*2-d,0,c,d)*.5+c*.5+b

CASES = [
 ("EasingQuadratic.easeIn()", quad_in), ("EasingQuadratic.easeOut()", quad_out), ("EasingQuadratic.easeInOut()", quad_inout),
 ("EasingCubic.easeIn()", cubic_in), ("EasingCubic.easeOut()", cubic_out), ("EasingCubic.easeInOut()", cubic_inout),
 ("EasingQuartic.easeIn()", quart_in), ("EasingQuartic.easeOut()", quart_out), ("EasingQuartic.easeInOut()", quart_inout),
 ("EasingQuintic.easeIn()", quint_in), ("EasingQuintic.easeOut()", quint_out), ("EasingQuintic.easeInOut()", quint_inout),
 ("EasingSine.easeIn()", sine_in), ("EasingSine.easeOut()", sine_out), ("EasingSine.easeInOut()", sine_inout),
 ("EasingExpo.easeIn()", expo_in), ("EasingExpo.easeOut()", expo_out), ("EasingExpo.easeInOut()", expo_inout),
 ("EasingCircular.easeIn()", circ_in), ("EasingCircular.easeOut()", circ_out), ("EasingCircular.easeInOut()", circ_inout),
 ("EasingElastic.easeIn()", elastic_in), ("EasingElastic.easeOut()", elastic_out), ("EasingElastic.easeInOut()", elastic_inout),
 ("EasingElastic.easeIn(amplitude: 2, period: 0.4)", lambda t,b,c,d: elastic_in(t,b,c,d,a=2*c,p=0.4*d)),
 ("EasingElastic.easeOut(amplitude: 2, period: 0.4)", lambda t,b,c,d: elastic_out(t,b,c,d,a=2*c,p=0.4*d)),
 ("EasingElastic.easeInOut(amplitude: 2, period: 0.6)", lambda t,b,c,d: elastic_inout(t,b,c,d,a=2*c,p=0.6*d)),
 ("EasingBack.easeIn()", back_in), ("EasingBack.easeOut()", back_out), ("EasingBack.easeInOut()", back_inout),
 ("EasingBack.easeIn(overshoot: 3)", lambda t,b,c,d: back_in(t,b,c,d,s=3)),
 ("EasingBounce.easeIn()", bounce_in), ("EasingBounce.easeOut()", bounce_out), ("EasingBounce.easeInOut()", bounce_inout),
 ("EasingLinear.easeNone()", lambda t,b,c,d: c*t/d+b),
]
def main():
    TIMES = [0.0, 0.1, 0.37, 0.5, 0.9, 1.0, 1.23, 1.5, 1.77, 1.95, 2.0]
    B, C, D = 3.0, 7.0, 2.0
    print("// Generated by Tests/Reference/penner_reference.py from Penner's original equations (b=3, c=7, d=2).")
    print("import MotionMachine\n")
    print("/// One easing and its reference samples, flattened as [t0, value0, t1, value1, ...].")
    print("struct PennerCase: Sendable { let name: String; let easing: EasingUpdateClosure; let samples: [Double] }\n")
    print("let pennerReference: [PennerCase] = {")
    print("    var cases: [PennerCase] = []")
    for name, f in CASES:
        samples = ", ".join("%r, %r" % (t, f(t, B, C, D)) for t in TIMES)
        print('    cases.append(PennerCase(name: "%s", easing: %s, samples: [%s]))' % (name, name, samples))
    print("    return cases")
    print("}()")

if __name__ == "__main__":
    main()
