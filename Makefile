# ViewLab — `make run` starts the REPL, `make test` runs every test. Both install what is missing
# first (the libedit and libyaml headers; Swift itself is assumed present).
SWIFT ?= swift
BUILD_FLAGS ?=
# Release builds link the Swift runtime statically. On Linux also libstdc++, libgcc, libedit (with
# libtinfo, libbsd, libmd) and libyaml, from the folder Scripts/static-libs.sh prepares: each shared
# library costs the loader time before main(); only libc and libm stay shared. The executable is
# fixed-address (non-PIE) and exports no symbols (no start-up relocations), and has no $ORIGIN run
# path (the loader would search .build's folders for each system library). Benchmarks/RESULTS.md
# has what each choice saved.
STATIC_DIR := $(CURDIR)/.build/static-libs
LINUX_RELEASE_FLAGS := -Xswiftc -Xclang-linker -Xswiftc -no-pie -Xlinker --no-export-dynamic \
  -Xswiftc -Xclang-linker -Xswiftc -L$(STATIC_DIR) -Xswiftc -Xclang-linker -Xswiftc -static-libgcc \
  --disable-local-rpath
RELEASE_FLAGS ?= -c release -Xswiftc -static-stdlib $(if $(filter Linux,$(shell uname)),$(LINUX_RELEASE_FLAGS))
# The package manager reads pkg-config files; the static folder's come first in release builds.
RELEASE_SWIFT := PKG_CONFIG_PATH=$(STATIC_DIR)/pkgconfig$${PKG_CONFIG_PATH:+:$$PKG_CONFIG_PATH} $(SWIFT)

.PHONY: all deps build run test browser-test mcp-client-test record lint format bench fuzz clean release static-libs \
  install uninstall install-check man

all: build

# libedit (the REPL's line editor) and libyaml (the lessons' YAML parser). libedit is part of
# macOS, libyaml comes from Homebrew there; on Debian/Ubuntu both come from their -dev packages.
deps:
	@if [ "$$(uname)" = "Darwin" ]; then \
	  if ! pkg-config --exists yaml-0.1 2>/dev/null && [ ! -f "$$(brew --prefix 2>/dev/null)/include/yaml.h" ]; then \
	    if command -v brew >/dev/null 2>&1; then echo "Installing libyaml (lessons are YAML)…"; brew install libyaml; \
	    else echo "ViewLab needs libyaml: install it (e.g. 'brew install libyaml'), then run make again."; exit 1; fi; \
	  fi; \
	elif { [ -f /usr/include/histedit.h ] || pkg-config --exists libedit 2>/dev/null; } && \
	  { [ -f /usr/include/yaml.h ] || pkg-config --exists yaml-0.1 2>/dev/null; }; then \
	  : "libedit-dev and libyaml-dev present"; \
	elif command -v apt-get >/dev/null 2>&1; then \
	  echo "Installing libedit-dev and libyaml-dev (the REPL's line editor, the lessons' YAML parser)…"; \
	  if [ "$$(id -u)" = "0" ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq libedit-dev libyaml-dev pkg-config >/dev/null; \
	else \
	  echo "ViewLab needs the libedit and libyaml headers (histedit.h, yaml.h). Install their development"; \
	  echo "packages with your system's package manager (e.g. 'dnf install libedit-devel libyaml-devel'),"; \
	  echo "then run make again."; \
	  exit 1; \
	fi

build: deps
	$(SWIFT) build $(BUILD_FLAGS)

# `make release`: the optimized binary, at .build/release/viewlab (what `make bench` times).
release: deps static-libs
	$(RELEASE_SWIFT) build $(RELEASE_FLAGS) --product viewlab
	@echo "built $$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/viewlab"

# The static archives release links take on Linux (see RELEASE_FLAGS and the script); without them
# the shared libraries are linked instead, which works and starts slower.
static-libs:
	@Scripts/static-libs.sh $(STATIC_DIR)

# Builds only the executable (not the tests, benchmarks or fuzzers), quietly, then starts it.
run: deps
	@$(SWIFT) build $(BUILD_FLAGS) --product viewlab -q
	@$(SWIFT) run $(BUILD_FLAGS) --skip-build viewlab

test: deps
	$(SWIFT) test $(BUILD_FLAGS)
	$(MAKE) --no-print-directory browser-test
	@$(MAKE) --no-print-directory mcp-client-test

# `make browser-test` (part of `make test`): `export html`'s page in headless Chromium, driven by
# Selenium (Tests/Browser/page_test.py). Installs python3, chromium, chromium-driver and Selenium
# when missing; with no network to install them it fails. Screenshots: .build/artifacts/browser/.
browser-test: deps
	$(SWIFT) build $(BUILD_FLAGS) --product viewlab
	@command -v python3 >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = "0" ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq python3 >/dev/null; }
	python3 Tests/Browser/page_test.py "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/viewlab"

# `viewlab mcp` driven by the official MCP Python SDK client (installed into .build/mcp-venv on
# first use; needs python3 and the network once). Part of `make test`.
mcp-client-test:
	Scripts/mcp-client-test.sh "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/viewlab"

# `make record`: re-record every golden file (scene scripts, REPL transcripts, lesson sessions) after
# an intended output change; then read `git diff` before committing.
GOLDEN_SUITES := GoldenTests|TranscriptTests|GoldenTranscriptTests|LessonRenderingTests
record: deps
	VIEWLAB_RECORD=1 $(SWIFT) test $(BUILD_FLAGS) --filter '$(GOLDEN_SUITES)'
	@git status --short -- Tests | grep -E '(Golden|Transcripts)/' || echo "no golden file changed"

lint:
	$(SWIFT) format lint --strict -r Sources Tests Package.swift

format:
	$(SWIFT) format -i -r Sources Tests Package.swift

clean:
	rm -rf .build

# `make install [PREFIX=/usr/local] [DESTDIR=]`: the release binary, the lessons where it looks for
# them (PREFIX/share/viewlab/Lessons, beside PREFIX/bin), the man page and bash/zsh/fish completions
# (generated by the installed binary). `make uninstall` with the same PREFIX removes exactly those.
PREFIX ?= /usr/local
INSTALL_BIN := $(DESTDIR)$(PREFIX)/bin
INSTALL_SHARE := $(DESTDIR)$(PREFIX)/share
INSTALLED := $(INSTALL_BIN)/viewlab $(INSTALL_SHARE)/man/man1/viewlab.1 \
  $(INSTALL_SHARE)/bash-completion/completions/viewlab $(INSTALL_SHARE)/zsh/site-functions/_viewlab \
  $(INSTALL_SHARE)/fish/vendor_completions.d/viewlab.fish
install: release
	install -d $(INSTALL_BIN) $(INSTALL_SHARE)/viewlab $(INSTALL_SHARE)/man/man1 \
	  $(INSTALL_SHARE)/bash-completion/completions $(INSTALL_SHARE)/zsh/site-functions \
	  $(INSTALL_SHARE)/fish/vendor_completions.d
	install -m 755 "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/viewlab" $(INSTALL_BIN)/viewlab
	rm -rf $(INSTALL_SHARE)/viewlab/Lessons
	cp -R Lessons $(INSTALL_SHARE)/viewlab/Lessons
	install -m 644 docs/viewlab.1 $(INSTALL_SHARE)/man/man1/viewlab.1
	$(INSTALL_BIN)/viewlab --generate-completion-script bash </dev/null >$(INSTALL_SHARE)/bash-completion/completions/viewlab
	$(INSTALL_BIN)/viewlab --generate-completion-script zsh </dev/null >$(INSTALL_SHARE)/zsh/site-functions/_viewlab
	$(INSTALL_BIN)/viewlab --generate-completion-script fish </dev/null >$(INSTALL_SHARE)/fish/vendor_completions.d/viewlab.fish
	@echo "installed $(INSTALL_BIN)/viewlab"

uninstall:
	rm -f $(INSTALLED)
	rm -rf $(INSTALL_SHARE)/viewlab
	@# Folders this install may have made, if nothing else is in them.
	-@rmdir $(INSTALL_SHARE)/fish/vendor_completions.d $(INSTALL_SHARE)/fish $(INSTALL_SHARE)/zsh/site-functions \
	  $(INSTALL_SHARE)/zsh $(INSTALL_SHARE)/bash-completion/completions $(INSTALL_SHARE)/bash-completion \
	  $(INSTALL_SHARE)/man/man1 $(INSTALL_SHARE)/man $(INSTALL_SHARE) $(INSTALL_BIN) 2>/dev/null || true

# `make install-check`: installs into a temporary PREFIX, runs the installed binary from another
# folder (it must find its lessons, man page and completions), uninstalls, and checks nothing is
# left. A release build: minutes on a small machine, so not part of `make test`.
install-check:
	Scripts/install-check.sh

# `make man`: regenerates docs/viewlab.1 from the argument parser's own description (the
# swift-argument-parser plugin, offline); `make install` copies the checked-in page.
man:
	$(SWIFT) package plugin generate-manual --configuration debug --authors "ViewLab maintainers"
	cp .build/plugins/GenerateManual/outputs/viewlab/viewlab.1 docs/viewlab.1

# `make bench`: release builds, the C floor built in the same run, one table (medians).
# Swift-only floors (runtime with/without -static-stdlib, with Foundation) tell where start-up goes.
BENCH_OUT ?= .build/bench
bench: deps static-libs
	$(RELEASE_SWIFT) build $(RELEASE_FLAGS) --product viewlab
	$(RELEASE_SWIFT) build $(RELEASE_FLAGS) --product viewlab-startup-probe
	$(RELEASE_SWIFT) build $(RELEASE_FLAGS) --product viewlab-bench
	@mkdir -p $(BENCH_OUT)
	$(CC) -O2 Benchmarks/floor/floor.c $$(pkg-config --cflags --libs libedit 2>/dev/null || echo -ledit) -o $(BENCH_OUT)/floor-c
	$(CC) -O2 Benchmarks/floor/floor.c $$(pkg-config --cflags libedit 2>/dev/null) -L$(STATIC_DIR) -ledit \
	  -o $(BENCH_OUT)/floor-c-static-libedit
	swiftc -O Benchmarks/floor/swift-floor.swift -o $(BENCH_OUT)/floor-swift-dynamic
	swiftc -O -static-stdlib Benchmarks/floor/swift-floor.swift -o $(BENCH_OUT)/floor-swift-static
	swiftc -O -static-stdlib $(if $(filter Linux,$(shell uname)),-Xclang-linker -no-pie -Xclang-linker -L$(STATIC_DIR)) \
	  Benchmarks/floor/swift-floor.swift -o $(BENCH_OUT)/floor-swift-static-linked-as-viewlab
	swiftc -O -static-stdlib Benchmarks/floor/swift-floor-foundation.swift -o $(BENCH_OUT)/floor-swift-foundation-static
	@bin=$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path); \
	$$bin/viewlab-bench --runs $${BENCH_RUNS:-5} --floor $(BENCH_OUT)/floor-c --viewlab $$bin/viewlab \
	  --startup "REPL start path only (InteractiveShell)=$$bin/viewlab-startup-probe" \
	  --startup "C + libedit, static libedit (as viewlab)=$(BENCH_OUT)/floor-c-static-libedit" \
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
