#!/usr/bin/env bash
# `make install-check`: install into a temporary PREFIX, use the installed binary from an unrelated
# folder, uninstall, and check that nothing is left behind.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=$(mktemp -d /tmp/viewlab-prefix-XXXXXX)
elsewhere=$(mktemp -d /tmp/viewlab-elsewhere-XXXXXX)
home=$(mktemp -d /tmp/viewlab-home-XXXXXX)
trap 'rm -rf "$prefix" "$elsewhere" "$home"' EXIT
fail() { echo "install-check: $*" >&2; exit 1; }

make install PREFIX="$prefix" >/dev/null
bin="$prefix/bin/viewlab"
[ -x "$bin" ] || fail "no $bin"
version=$(cd "$elsewhere" && "$bin" --version </dev/null)
[ -n "$version" ] || fail "--version printed nothing"
lessons=$(cd "$elsewhere" && env -u VIEWLAB_LESSONS VIEWLAB_HOME="$home" "$bin" lessons --json </dev/null)
case "$lessons" in
  '[{"id":'*) ;;
  *) fail "the installed binary did not list its lessons from $elsewhere: $lessons" ;;
esac
quiz=$(cd "$elsewhere" && env -u VIEWLAB_LESSONS VIEWLAB_HOME="$home" "$bin" quiz --topic concepts --count 1 --seed 1 \
  --json </dev/null) || fail "the installed binary cannot start a concept quiz from $elsewhere"
case "$quiz" in
  '{"id":"concepts-'*) ;;
  *) fail "the installed binary did not read its concept questions from $elsewhere: $quiz" ;;
esac
echo 'add red 0 0 100 100
tap 10 10' | (cd "$elsewhere" && "$bin" run - >/dev/null) || fail "the installed binary cannot run a script"
for f in share/man/man1/viewlab.1 share/bash-completion/completions/viewlab \
  share/zsh/site-functions/_viewlab share/fish/vendor_completions.d/viewlab.fish; do
  [ -s "$prefix/$f" ] || fail "missing or empty: $f"
done
grep -q '^\.Nm viewlab' "$prefix/share/man/man1/viewlab.1" || fail "the man page is not viewlab's"
grep -q 'lessons' "$prefix/share/bash-completion/completions/viewlab" || fail "bash completion lacks subcommands"

# The checked-in man page says what the parser says today (the date line aside): `make man` if not.
swift package plugin generate-manual --configuration debug --authors "ViewLab maintainers" >/dev/null 2>&1
diff <(grep -v '^\.Dd' docs/viewlab.1) <(grep -v '^\.Dd' .build/plugins/GenerateManual/outputs/viewlab/viewlab.1) \
  >/dev/null || fail "docs/viewlab.1 is out of date: run make man"

make uninstall PREFIX="$prefix" >/dev/null
left=$(find "$prefix" -mindepth 1)
[ -z "$left" ] || fail "uninstall left: $left"
echo "install-check: ok (viewlab $version installed, found its lessons and concept questions from another folder, uninstalled cleanly)"
