#!/bin/sh
# Writes a pasted view controller whose viewDidLoad builds N rows (default 2000) in a loop, keeps
# them in an array property, walks it with enumerated() and taps one: the top level's control flow
# on the user's path. Time it with the release binary:
#   Benchmarks/pasted-loop.sh 2000 > /tmp/loop.swift
#   /usr/bin/time -f '%e s %M KB' .build/release/viewlab run /tmp/loop.swift > /dev/null
set -eu
n=${1:-2000}
cat <<SWIFT
class ViewController: UIViewController {
    var rows: [UIView] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        for i in 0..<$n {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 0.5, width: 375, height: 44))
            row.tag = i
            view.addSubview(row)
            rows.append(row)
        }
        for (i, row) in rows.enumerated() where i % 2 == 0 {
            row.isUserInteractionEnabled = false
        }
    }
}
tap 100 100
SWIFT
