#!/usr/bin/env bash
# Builds search-core to WebAssembly and writes the JS glue plus TypeScript types
# (generated from the Rust types by tsify) into react-shell/src/wasm/.
set -euo pipefail
cd "$(dirname "$0")/.."
out=react-shell/src/wasm
target=wasm32-unknown-unknown

if rustup target list --installed 2>/dev/null | grep -qx "$target"; then
  cargo build -p search-core-wasm --target "$target" --profile wasm-release
else
  # Debian's rust-web fallback (see scripts/setup.sh): build std ourselves and
  # link with the rustup toolchain's rust-lld.
  sysroot=$(rustc --print sysroot)
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER="$sysroot/lib/rustlib/x86_64-unknown-linux-gnu/bin/rust-lld" \
  RUSTC_BOOTSTRAP=1 /usr/bin/cargo build -p search-core-wasm --target "$target" --profile wasm-release \
    -Zbuild-std=std,panic_abort
fi

mkdir -p "$out"
wasm-bindgen --target web --out-dir "$out" --out-name search_core \
  "target/$target/wasm-release/search_core_wasm.wasm"
# wasm-opt from the pinned npm `binaryen` (react-shell devDependency): Debian's
# binaryen 108 mangles the externref table wasm-bindgen exports, so never use it.
wasm_opt=react-shell/node_modules/.bin/wasm-opt
if [ -x "$wasm_opt" ]; then
  "$wasm_opt" -Oz --enable-reference-types --enable-bulk-memory --enable-nontrapping-float-to-int \
    --enable-sign-ext --enable-mutable-globals --enable-multivalue \
    "$out/search_core_bg.wasm" -o "$out/search_core_bg.wasm"
else
  echo "[wasm] react-shell/node_modules missing: skipping wasm-opt (run scripts/setup.sh)" >&2
fi
printf '[wasm] %s bytes\n' "$(wc -c < "$out/search_core_bg.wasm")"
