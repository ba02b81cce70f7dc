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
if command -v wasm-opt >/dev/null; then
  wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals \
    "$out/search_core_bg.wasm" -o "$out/search_core_bg.wasm"
fi
printf '[wasm] %s bytes\n' "$(wc -c < "$out/search_core_bg.wasm")"
