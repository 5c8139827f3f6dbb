#!/usr/bin/env bash
# `make fuzz` — libFuzzer over the kept corpus, one target at a time, each for a given time.
#
#   Fuzz/fuzz.sh [SECONDS] [TARGET…]        (default: 60 seconds; script lesson answer dump override concepts)
#
# Builds viewlab-fuzz in release with -sanitize=fuzzer,address into .build-fuzz, then per target:
# fuzzes from Fuzz/Corpus/TARGET (new inputs go to a scratch folder), merges the inputs that add
# coverage back into Fuzz/Corpus/TARGET, and writes any crash to Fuzz/Regressions/TARGET, where
# `swift test` (ViewLabFaultTests) replays it from then on. Runs under `nice -n 19`: the machine is
# shared. Prints executions and findings per target at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(script lesson answer dump override concepts)
scratch=.build-fuzz

# `--sanitize fuzzer` makes SwiftPM link the executable without a `main` of its own (libFuzzer's
# runs); the combined `-sanitize=fuzzer,address` after it is what instruments the Swift code: with
# `--sanitize fuzzer --sanitize address` the Swift driver keeps only the last flag and the Swift
# code gets no coverage at all (libFuzzer then reports "no interesting inputs").
# FUZZ_SKIP_BUILD=1 reuses the binary already built.
if [ -z "${FUZZ_SKIP_BUILD:-}" ]; then
  swift build -c release --scratch-path "$scratch" --product viewlab-fuzz --sanitize fuzzer \
    -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address -Xswiftc -DFUZZING
fi
bin="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/viewlab-fuzz"

export SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0:abort_on_error=0
summary=()
for target in "${targets[@]}"; do
  corpus=Fuzz/Corpus/$target
  work=$scratch/work/$target
  crashes=Fuzz/Regressions/$target
  mkdir -p "$corpus" "$work" "$crashes"
  case $target in lesson | dump) max_len=16384 ;; *) max_len=4096 ;; esac
  log=$scratch/$target.log
  echo "== fuzzing $target for ${seconds}s (log: $log)"
  before=$(ls "$crashes" | wc -l)
  set +e
  VIEWLAB_FUZZ_TARGET=$target nice -n 19 "$bin" "$work" "$corpus" \
    -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$crashes/" -print_final_stats=1 >"$log" 2>&1
  status=$?
  set -e
  # Keep only the inputs that add coverage: the corpus in the repo stays small.
  VIEWLAB_FUZZ_TARGET=$target nice -n 19 "$bin" -merge=1 -max_len="$max_len" "$corpus" "$work" \
    >>"$log" 2>&1 || true
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || echo '?')
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 || echo 'cov: ?')
  after=$(ls "$crashes" | wc -l)
  summary+=("$target: ${execs} executions in ${seconds}s, ${cov#cov: } edges, corpus $(ls "$corpus" | wc -l) files, new findings $((after - before)) (libFuzzer exit $status)")
done
echo
printf '%s\n' "${summary[@]}"
