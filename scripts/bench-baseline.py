#!/usr/bin/env python3
"""make bench's regression line: compares this run's caravan/nginx ratios with the committed
baseline (scripts/bench-baseline.json), or writes a new baseline.

  bench-baseline.py check BASELINE RATIOS_TSV   # exit 1 when a ratio fell > 20 % below its baseline
  bench-baseline.py write BASELINE RATIOS_TSV   # this run becomes the baseline

RATIOS_TSV lines: name <TAB> cache mode (on|off) <TAB> ratio ("–" when not measured).
Ratios, not req/s: nginx serves the same bytes in the same run, so a slower or busier
machine moves both and the ratio stays comparable.
"""
import json
import sys

TOLERANCE = 0.20


def read_run(path):
    run = {}
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            name, mode, ratio = line.rstrip("\n").split("\t")
            try:
                run[f"{name} cache {mode}"] = float(ratio)
            except ValueError:
                run[f"{name} cache {mode}"] = None
    return run


def main(action, baseline_path, run_path):
    run = read_run(run_path)
    if action == "write":
        measured = {key: ratio for key, ratio in sorted(run.items()) if ratio is not None}
        with open(baseline_path, "w", encoding="utf-8") as out:
            json.dump({"tolerance": TOLERANCE, "ratios": measured}, out, indent=2)
            out.write("\n")
        print(f"bench baseline: wrote {len(measured)} ratios to {baseline_path}")
        return 0
    with open(baseline_path, encoding="utf-8") as f:
        baseline = json.load(f)["ratios"]
    regressions = 0
    for key, ratio in sorted(run.items()):
        expected = baseline.get(key)
        if expected is None:
            print(f"bench baseline: {key}: {ratio} (no baseline yet)")
        elif ratio is None:
            print(f"REGRESSION {key}: not measured (baseline {expected:.3f})")
            regressions += 1
        elif ratio < expected * (1 - TOLERANCE):
            print(f"REGRESSION {key}: ratio {ratio:.3f} is {1 - ratio / expected:.0%} below the baseline {expected:.3f}")
            regressions += 1
    if regressions:
        print(f"bench baseline: {regressions} regression(s) beyond {TOLERANCE:.0%}")
        return 1
    print(f"bench baseline: every ratio within {TOLERANCE:.0%} of {baseline_path} (or above it)")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 4 or sys.argv[1] not in ("check", "write"):
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:]))
