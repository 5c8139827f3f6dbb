# ViewLab — `make run` starts the REPL, `make test` runs every test. Both install what is missing
# first (the libedit headers; Swift itself is assumed present).
SWIFT ?= swift
BUILD_FLAGS ?=
# Release builds link the Swift runtime statically. On Linux also libstdc++ (which the runtime
# needs: loading the shared one and binding its 1,700 symbols was 0.6 ms of the first prompt), as a
# fixed-address (non-PIE) executable without an exported symbol table (no start-up relocations,
# 78,000 of them otherwise). The compiler driver asks for -lstdc++ itself, so a folder holding only
# the static archive goes first on the library path. No $ORIGIN run path either: the binary needs no
# library beside it, and with one the loader first looked for each system library in 20 folders
# under .build (52 failed lookups before the prompt). Benchmarks/RESULTS.md has what each costs.
CXX_STATIC_DIR := $(CURDIR)/.build/cxx-static
LINUX_RELEASE_FLAGS := -Xswiftc -Xclang-linker -Xswiftc -no-pie -Xlinker --no-export-dynamic \
  -Xswiftc -Xclang-linker -Xswiftc -L$(CXX_STATIC_DIR) --disable-local-rpath
RELEASE_FLAGS ?= -c release -Xswiftc -static-stdlib $(if $(filter Linux,$(shell uname)),$(LINUX_RELEASE_FLAGS))

.PHONY: all deps build run test lint format bench fuzz clean release cxx-static

all: build

# libedit: part of the system on macOS; on Debian/Ubuntu the headers come from libedit-dev.
deps:
	@if [ "$$(uname)" = "Darwin" ]; then \
	  : "libedit ships with macOS"; \
	elif [ -f /usr/include/histedit.h ] || pkg-config --exists libedit 2>/dev/null; then \
	  : "libedit-dev present"; \
	elif command -v apt-get >/dev/null 2>&1; then \
	  echo "Installing libedit-dev (the line editor ViewLab's REPL is built on)…"; \
	  if [ "$$(id -u)" = "0" ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq libedit-dev pkg-config >/dev/null; \
	else \
	  echo "ViewLab needs the libedit headers (histedit.h). Install libedit's development package"; \
	  echo "with your system's package manager (e.g. 'dnf install libedit-devel'), then run make again."; \
	  exit 1; \
	fi

build: deps
	$(SWIFT) build $(BUILD_FLAGS)

# `make release`: the optimized binary, at .build/release/viewlab (what `make bench` times).
release: deps cxx-static
	$(SWIFT) build $(RELEASE_FLAGS) --product viewlab
	@echo "built $$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/viewlab"

# The static libstdc++ for release links on Linux (see RELEASE_FLAGS); without one the shared
# library is linked instead, which works and starts 0.6 ms slower.
cxx-static:
	@if [ "$$(uname)" = "Linux" ]; then \
	  mkdir -p $(CXX_STATIC_DIR); archive=$$($(CXX) -print-file-name=libstdc++.a 2>/dev/null); \
	  if [ -f "$$archive" ]; then ln -sf "$$archive" $(CXX_STATIC_DIR)/libstdc++.a; \
	  else echo "note: no static libstdc++ found; release builds link the shared one"; fi; \
	fi

run: build
	@$(SWIFT) run $(BUILD_FLAGS) --skip-build viewlab

test: deps
	$(SWIFT) test $(BUILD_FLAGS)

lint:
	$(SWIFT) format lint --strict -r Sources Tests Package.swift

format:
	$(SWIFT) format -i -r Sources Tests Package.swift

clean:
	rm -rf .build

# `make bench`: release builds, the C floor built in the same run, one table (medians).
# Swift-only floors (runtime with/without -static-stdlib, with Foundation) tell where start-up goes.
BENCH_OUT ?= .build/bench
bench: deps cxx-static
	$(SWIFT) build $(RELEASE_FLAGS) --product viewlab
	$(SWIFT) build $(RELEASE_FLAGS) --product viewlab-startup-probe
	$(SWIFT) build $(RELEASE_FLAGS) --product viewlab-bench
	@mkdir -p $(BENCH_OUT)
	$(CC) -O2 Benchmarks/floor/floor.c $$(pkg-config --cflags --libs libedit 2>/dev/null || echo -ledit) -o $(BENCH_OUT)/floor-c
	swiftc -O Benchmarks/floor/swift-floor.swift -o $(BENCH_OUT)/floor-swift-dynamic
	swiftc -O -static-stdlib Benchmarks/floor/swift-floor.swift -o $(BENCH_OUT)/floor-swift-static
	swiftc -O -static-stdlib $(if $(filter Linux,$(shell uname)),-Xclang-linker -no-pie -Xclang-linker -L$(CXX_STATIC_DIR)) \
	  Benchmarks/floor/swift-floor.swift -o $(BENCH_OUT)/floor-swift-static-linked-as-viewlab
	swiftc -O -static-stdlib Benchmarks/floor/swift-floor-foundation.swift -o $(BENCH_OUT)/floor-swift-foundation-static
	@bin=$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path); \
	$$bin/viewlab-bench --runs $${BENCH_RUNS:-5} --floor $(BENCH_OUT)/floor-c --viewlab $$bin/viewlab \
	  --startup "REPL start path only (InteractiveShell)=$$bin/viewlab-startup-probe" \
	  --startup "Swift, prompt only, dynamic runtime=$(BENCH_OUT)/floor-swift-dynamic" \
	  --startup "Swift, prompt only, static runtime=$(BENCH_OUT)/floor-swift-static" \
	  --startup "Swift, prompt only, linked as viewlab=$(BENCH_OUT)/floor-swift-static-linked-as-viewlab" \
	  --startup "Swift + Foundation, static runtime=$(BENCH_OUT)/floor-swift-foundation-static" \
	  --lessons Lessons | tee $(BENCH_OUT)/results.txt
	Benchmarks/user-path.sh $$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/viewlab $(BENCH_OUT) | tee -a $(BENCH_OUT)/results.txt

# `make fuzz [FUZZ_SECONDS=60] [FUZZ_TARGETS="script lesson answer dump override"]`: libFuzzer, one target at a
# time from the corpus kept in Fuzz/Corpus; crashes land in Fuzz/Regressions and become tests.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=
fuzz: deps
	Fuzz/fuzz.sh $(FUZZ_SECONDS) $(FUZZ_TARGETS)
