#!/bin/sh
# Writes a pasted-code script of about LINES lines (default 2000) to standard output: Swift as a
# learner pastes it (declarations, addSubview, struct arithmetic, compound assignment, print),
# four lines a view, every tenth view added to the root and the others to the view before it.
# Time it with the release binary:
#   Benchmarks/pasted-code.sh 2000 > /tmp/paste.swift
#   time .build/release/viewlab run /tmp/paste.swift > /dev/null
set -eu
lines=${1:-2000}
views=$((lines / 4))
i=1
while [ "$i" -le "$views" ]; do
  if [ $((i % 10)) -eq 1 ]; then parent=view; else parent=v$((i - 1)); fi
  echo "let v$i = UIView(frame: CGRect(x: $((i % 7)), y: $((i % 5)), width: 200 - $((i % 10)) * 10, height: 150))"
  echo "$parent.addSubview(v$i)"
  echo "v$i.center.x += $((i % 3)) * 2 - 1"
  echo "print(v$i.frame.midX * 2 + v$i.bounds.size.height / 3)"
  i=$((i + 1))
done
