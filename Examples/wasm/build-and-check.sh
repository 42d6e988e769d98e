#!/usr/bin/env bash
# Compiles MotionCore's sources under Embedded Swift for WebAssembly (wasm32) and for a Cortex-M
# microcontroller (armv7em), links the WebAssembly samplers, runs them under Node, and checks every
# sample against the host build of the same sources. CI runs it.
set -euo pipefail
cd "$(dirname "$0")"
bin=$(dirname "$(command -v swiftc)")
out=$(mktemp -d)
core=$(find ../../Sources/MotionCore -name '*.swift' | sort)
embedded=(-enable-experimental-feature Embedded -enable-experimental-feature Extern -wmo -parse-as-library -Osize -module-name MotionCore)

# shellcheck disable=SC2086
swiftc "${embedded[@]}" -target wasm32-unknown-none-wasm -c $core Samplers.swift -o "$out/samplers.o"
"$bin/wasm-ld" --no-entry --allow-undefined --export=spring_position --export=decay_progress --export=bezier_value --export=expo_in_out --export=timing_progress --export=keyframe_position --export=run_position --export=memory "$out/samplers.o" -o "$out/samplers.wasm"
# shellcheck disable=SC2086
swiftc "${embedded[@]}" -target armv7em-none-none-eabi -c $core -o "$out/core-armv7em.o"
echo "built: $(wc -c < "$out/samplers.wasm") bytes of wasm32, $(wc -c < "$out/core-armv7em.o") bytes of armv7em object"

# shellcheck disable=SC2086
swiftc -enable-experimental-feature Extern -parse-as-library -O -module-name MotionCore $core Samplers.swift HostCheck.swift -o "$out/host-check"
if command -v node > /dev/null; then
  node run.mjs "$out/samplers.wasm" | "$out/host-check"
else
  echo "node not found: the WebAssembly module was built but not run"
fi
rm -rf "$out"
