#!/bin/sh
# Prepares a folder of static archives that Linux release builds link instead of shared libraries:
# every shared library is opened, mapped and symbol-bound by the loader before main(), which is most
# of what a first prompt costs after the program's own work (Benchmarks/RESULTS.md).
#
#   libstdc++.a   the Swift runtime's C++ library (the compiler driver asks for -lstdc++ itself)
#   libedit.a     a linker script: libedit with what it needs (libtinfo, libbsd, libmd)
#   libyaml.a     the YAML parser lessons are read with
#   pkgconfig/    libedit.pc and yaml-0.1.pc pointing at this folder, so the package manager's
#                 pkg-config flags do not put the system's shared copies first
#
# Whatever is missing (an archive not installed) is left out, and the release links the shared
# library instead: it works, and starts a little slower. Usage: static-libs.sh FOLDER
set -eu
dir=$1
[ "$(uname)" = "Linux" ] || exit 0
CC=${CC:-cc}
mkdir -p "$dir/pkgconfig"
rm -f "$dir"/*.a "$dir"/pkgconfig/*.pc

archive() { # the archive's path, or nothing
  path=$($CC -print-file-name="$1" 2>/dev/null || true)
  [ -f "$path" ] && echo "$path"
}

pc() { # name, library, cflags
  printf 'Name: %s\nDescription: static for ViewLab release builds\nVersion: 0\nLibs: -L%s -l%s\nCflags: %s\n' \
    "$1" "$dir" "$2" "$3" >"$dir/pkgconfig/$1.pc"
}

if stdcxx=$(archive libstdc++.a); then
  ln -sf "$stdcxx" "$dir/libstdc++.a"
else
  echo "note: no static libstdc++; release builds link the shared one"
fi

if edit=$(archive libedit.a) && tinfo=$(archive libtinfo.a) && bsd=$(archive libbsd.a) && md=$(archive libmd.a); then
  echo "GROUP ( $edit $tinfo $bsd $md )" >"$dir/libedit.a"
  pc libedit edit "$(pkg-config --cflags libedit 2>/dev/null || true)"
else
  echo "note: no static libedit (with libtinfo, libbsd, libmd); release builds link the shared one"
fi

if yaml=$(archive libyaml.a); then
  ln -sf "$yaml" "$dir/libyaml.a"
  pc yaml-0.1 yaml "$(pkg-config --cflags yaml-0.1 2>/dev/null || true)"
else
  echo "note: no static libyaml; release builds link the shared one"
fi
