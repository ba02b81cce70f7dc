#!/usr/bin/env bash
# Builds search-core to WebAssembly into its npm package, search-core/wasm/pkg
# (@caravan/search-core): JS glue, the .wasm, and TypeScript types generated from
# the Rust types by tsify. The react-shell depends on that package like any app.
#
# Size (budget: 40 KB brotli for the .wasm) comes from three things:
# * std is rebuilt with panics that abort on the spot, no panic locations and
#   no Debug formatting (`-Zbuild-std`, allowed on stable by RUSTC_BOOTSTRAP:
#   the same route Debian's rust-web fallback needs anyway);
# * opt-level "z" with LTO (profile `wasm-release` in Cargo.toml);
# * wasm-opt -Oz from the pinned npm `binaryen`.
set -euo pipefail
cd "$(dirname "$0")/.."
out=search-core/wasm/pkg
target=wasm32-unknown-unknown
export RUSTC_BOOTSTRAP=1
export RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none -Zfmt-debug=none"
build=(build -p search-core-wasm -p search-core-ask-wasm --target "$target" --profile wasm-release -Zbuild-std=std,panic_abort --target-dir target/wasm)

if rustup target list --installed 2>/dev/null | grep -qx "$target"; then
  cargo "${build[@]}"
else
  # Debian's rust-web fallback (see scripts/setup.sh): link with the rustup toolchain's rust-lld.
  sysroot=$(rustc --print sysroot)
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER="$sysroot/lib/rustlib/x86_64-unknown-linux-gnu/bin/rust-lld" \
    /usr/bin/cargo "${build[@]}"
fi

# One package per adapter: the search bar's, and Ask's (loaded only on the Ask page).
wasm_opt=react-shell/node_modules/.bin/wasm-opt
package() { # crate-file out-dir out-name
  local crate=$1 out=$2 name=$3
  mkdir -p "$out"
  wasm-bindgen --target web --out-dir "$out" --out-name "$name" "target/wasm/$target/wasm-release/$crate.wasm"
  # wasm-opt from the pinned npm `binaryen` (react-shell devDependency): Debian's
  # binaryen 108 mangles the externref table wasm-bindgen exports, so never use it.
  if [ -x "$wasm_opt" ]; then
    "$wasm_opt" -Oz --enable-reference-types --enable-bulk-memory --enable-nontrapping-float-to-int \
      --enable-sign-ext --enable-mutable-globals --enable-multivalue \
      "$out/${name}_bg.wasm" -o "$out/${name}_bg.wasm"
  else
    echo "[wasm] react-shell/node_modules missing: skipping wasm-opt (run scripts/setup.sh)" >&2
  fi
  printf '[wasm] %s: %s bytes, %s with brotli\n' "$name" "$(wc -c < "$out/${name}_bg.wasm")" \
    "$(node -e 'const z=require("zlib");process.stdout.write(String(z.brotliCompressSync(require("fs").readFileSync(process.argv[1])).length))' "$out/${name}_bg.wasm")"
}
package search_core_wasm "$out" search_core
package search_core_ask_wasm search-core/ask-wasm/pkg ask
