# ViewLab — `make run` starts the REPL, `make test` runs every test. Both install what is missing
# first (the libedit headers; Swift itself is assumed present).
SWIFT ?= swift
BUILD_FLAGS ?=
RELEASE_FLAGS ?= -c release -Xswiftc -static-stdlib

.PHONY: all deps build run test lint format bench fuzz clean

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
