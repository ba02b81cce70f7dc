#!/usr/bin/env bash
# Tests @caravan/search-core as other apps get it: packs search-core/wasm/pkg with `npm pack`,
# checks the tarball's files, installs it into the small React app search-core/wasm/example
# (react and react-dom from its lockfile, the package from the tarball, not saved) and runs its tests.
# The package must be built first (scripts/build-wasm.sh); this script never runs cargo.
set -euo pipefail
cd "$(dirname "$0")/.."

pkg=search-core/wasm/pkg
if [ ! -f "$pkg/search_core_bg.wasm" ]; then
  echo "[package] $pkg/search_core_bg.wasm is missing: run scripts/build-wasm.sh first" >&2
  exit 1
fi

# The tarball lives outside the repository and goes away with the script.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$pkg" && npm pack --pack-destination "$tmp" --silent >/dev/null)
tarballs=("$tmp"/*.tgz)
if [ "${#tarballs[@]}" -ne 1 ] || [ ! -f "${tarballs[0]}" ]; then
  echo "[package] npm pack did not leave exactly one tarball in $tmp" >&2
  exit 1
fi
tarball=${tarballs[0]}

contents=$(tar -tzf "$tarball")
missing=0
for file in package.json search_core.js search_core.d.ts search_core_bg.wasm README.md; do
  if ! grep -qx "package/$file" <<<"$contents"; then
    echo "[package] $(basename "$tarball") lacks $file" >&2
    missing=1
  fi
done
[ "$missing" -eq 0 ] || exit 1
echo "[package] $(basename "$tarball"): $(wc -l <<<"$contents") files, $(wc -c <"$tarball") bytes"

cd search-core/wasm/example
npm ci --no-audit --no-fund
npm install --no-save --no-audit --no-fund "$tarball"
npm test
