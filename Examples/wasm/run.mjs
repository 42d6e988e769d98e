// Runs the WebAssembly samplers under Node, supplying the C math functions the module imports from
// `env` with JavaScript's Math (and memory, below), and prints one line per sample: the sampler, its arguments, its value.
import { readFileSync } from "node:fs";

const bytes = readFileSync(process.argv[2]);
// exp2: the optimizer turns pow(2, x) into exp2(x).
const math = { exp: Math.exp, exp2: (x) => Math.pow(2, x), log: Math.log, pow: Math.pow, sin: Math.sin, cos: Math.cos,
  sinh: Math.sinh, cosh: Math.cosh };
// Embedded Swift allocates through posix_memalign and free (a keyframe track's keys, a run's lanes):
// a bump allocator over pages the module's memory grows by, which never reuses freed blocks (a
// sampler run allocates a few hundred kilobytes at most).
let memory, next = 0;
const heap = {
  posix_memalign(result, alignment, size) {
    if (next === 0) next = memory.buffer.byteLength;
    next = Math.ceil(next / alignment) * alignment;
    const end = next + size;
    if (end > memory.buffer.byteLength) memory.grow(Math.ceil((end - memory.buffer.byteLength) / 65536));
    new DataView(memory.buffer).setUint32(result, next, true);
    next = end;
    return 0;
  },
  free() {},
  __stack_chk_fail() { throw new Error("stack check failed"); },
};
const { instance } = await WebAssembly.instantiate(bytes, { env: { ...math, ...heap } });
memory = instance.exports.memory;
const { spring_position, decay_progress, bezier_value, expo_in_out, timing_progress, keyframe_position, run_position } = instance.exports;

const lines = [];
for (const [omega0, zeta] of [[12.566370614359172, 0.7], [10, 1], [10, 1 + 1e-9], [10, 2.5], [10, 50], [3, 0.05]]) {
  for (const t of [0, 0.01, 0.1, 0.25, 0.5, 1, 3, 7]) {
    lines.push(`spring_position ${omega0} ${zeta} 1 0 ${t} ${spring_position(omega0, zeta, 1, 0, t)}`);
    lines.push(`spring_position ${omega0} ${zeta} -2 5 ${t} ${spring_position(omega0, zeta, -2, 5, t)}`);
  }
}
for (const t of [0, 0.1, 0.5, 1, 2, 12]) {
  lines.push(`decay_progress -1.6094379124341003 1.0101010101010102 ${t} ${decay_progress(-1.6094379124341003, 1.0101010101010102, t)}`);
}
for (const [x1, y1, x2, y2] of [[0.42, 0, 0.58, 1], [0.25, 0.1, 0.25, 1], [1, 0, 1, 0], [0.68, -0.55, 0.265, 1.55]]) {
  for (const x of [0, 0.001, 0.1, 0.25, 0.5, 0.75, 0.999, 1]) {
    lines.push(`bezier_value ${x1} ${y1} ${x2} ${y2} ${x} ${bezier_value(x1, y1, x2, y2, x)}`);
  }
}
for (const p of [0, 0.1, 0.3, 0.5, 0.7, 0.9, 1]) lines.push(`expo_in_out ${p} ${expo_in_out(p)}`);
for (const [delay, duration, speed, offset, count, autoreverses] of [[0, 1, 1, 0, 1, 0], [0.5, 1, 2, 0, 1.5, 1], [0, 2, 1, 1, 3, 0]]) {
  for (const t of [0, 0.25, 0.5, 1, 1.25, 2, 2.75, 4, 10]) {
    lines.push(`timing_progress ${delay} ${duration} ${speed} ${offset} ${count} ${autoreverses} ${t} ${timing_progress(delay, duration, speed, offset, count, autoreverses, t)}`);
  }
}
for (const t of [-1, 0, 0.1, 0.25, 0.5, 0.6, 0.8, 1, 1.2, 1.35, 1.5, 2, 2.2, 2.5]) {
  lines.push(`keyframe_position ${t} ${keyframe_position(t)}`);
}
for (const t of [-0.5, 0, 0.1, 0.3, 0.4, 0.5, 0.7, 0.85, 1.1, 1.6, 2]) lines.push(`run_position ${t} ${run_position(t)}`);
console.log(lines.join("\n"));
