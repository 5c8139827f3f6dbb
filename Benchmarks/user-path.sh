#!/bin/sh
# The user's path on big scenes, through the release binary: `viewlab run` of generated `add`
# scripts and `import` of generated dumps (10,000 and 100,000 views), one tap each; wall time and
# peak memory (max RSS) per run, and the 100k/10k ratio. Usage: user-path.sh VIEWLAB OUTDIR
set -e
bin=$1; out=${2:-.build/bench}; mkdir -p "$out"
for n in 10000 100000; do
  awk -v n=$n 'BEGIN { for (i = 0; i < n; i++) printf "add w%d %d 0 1 1\n", i, i % 300; print "tap 350 600" }' > "$out/add$n.vl"
  awk -v n=$n 'BEGIN { print "<UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>";
    for (i = 0; i < n; i++) { d = ""; for (k = 0; k <= i % 3; k++) d = d "   |";
      printf "%s <UIView: 0x%x0; frame = (%d %d; 10 10); layer = <CALayer: 0x%x8>>\n", d, i + 16, i % 300, i % 600, i + 16 } }' > "$out/dump$n.txt"
  printf 'import %s\ntap 370 660\n' "$out/dump$n.txt" > "$out/import$n.vl"
done
echo "The user's path (release viewlab; seconds, MiB of peak RSS, lines printed)"
for kind in add import; do
  for n in 10000 100000; do
    lines=$( { /usr/bin/time -f "%e %M" "$bin" run "$out/$kind$n.vl" | wc -l; } 2> "$out/time" )
    set -- $(tail -1 "$out/time")
    printf '%-7s %6d views: %6.2f s %7.1f MiB %6d lines\n' "$kind" $n "$1" "$(echo "$2 / 1024" | bc -l)" "$lines"
  done
done
