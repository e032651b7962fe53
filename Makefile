# Lectern's everyday commands. Every target creates and reuses .venv by itself; the install
# step reruns only when pyproject.toml changes.
#
#   make run        open the app on your library (first run: the bundled sample)
#   make test       the whole test suite, offscreen (no display needed), without the sync tests
#   make test-sync  the sync tests: two real Syncthing instances on loopback (syncthing on PATH)
#   make lint       ruff (lint and format check), mypy (strict for core/, the tests too), the
#                   import layers and vulture (dead code), zero findings; web-ext lint of the
#                   browser extension where npm is installed
#   make dist       PyInstaller one-folder build in dist/lectern/
#   make wheel      the Python wheel in dist/wheel/ (the package `lectern` and its resources)
#   make release    the Linux downloads in dist/: a .tar.gz with ./install.sh, and a .deb;
#                   the browser extension as a .zip (Chromium) and an .xpi (Firefox)
#   make install    install that build for this user (Linux menu entry + icon)
#   make uninstall  remove it again (library and settings stay; PURGE=1 removes the settings)
#   make bench      benchmark figures;  make torture N=200  crash-safety runs
#   make translations  the translation sources (resources/translations/*.ts) brought up to
#                   date with the strings in gui/ (then translate what is new in each)
#   make clean      remove build output (keeps .venv; `make distclean` removes it too)

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.lectern-installed
N ?= 200
PYTEST_ARGS ?=
ARGS ?=

DIST_DIR := dist/lectern
DIST_BIN := $(DIST_DIR)/lectern
# `make dist` freezes a normal (non-editable) install of Lectern: PyInstaller does not follow
# the import finder of the editable install in .venv.
DIST_SITE := build/site
WHEEL_DIR := dist/wheel
# Everything the frozen app is built from; a change to any of it rebuilds dist/.
DIST_INPUTS := $(shell find core gui resources build_spec -type f \
	-not -path '*/__pycache__/*' -not -name '*.pyc' 2>/dev/null)

# The compiled translations the app loads, made from their sources whenever one changes.
TS := $(wildcard resources/translations/*.ts)
QM := $(TS:.ts=.qm)
# What running Lectern from this folder needs.
READY := $(STAMP) $(QM)

.PHONY: all venv run test test-sync lint lint-extension dist wheel release install uninstall bench torture \
	translations clean distclean
.DELETE_ON_ERROR:

all: test

$(STAMP): pyproject.toml
	@test -x $(BIN)/python || { \
		$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
			|| { echo "Lectern needs Python 3.11 or newer (make PYTHON=python3.12 ...)"; exit 1; }; \
		$(PYTHON) -m venv $(VENV); }
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[test,build,lint]'
	@touch $@

venv: $(STAMP)

$(QM): %.qm: %.ts $(STAMP)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

translations: $(STAMP)
	$(BIN)/python build_spec/translations.py $(BIN)/pyside6-lupdate
	@$(MAKE) --no-print-directory $(QM)

run: $(READY)
	$(BIN)/lectern $(ARGS)

# The tests keep each module's bytecode (in __pycache__, which git ignores) even where the
# environment says not to (CI does): the suite starts hundreds of Lectern processes, and each
# would compile every module it imports again (two command-line test files: 17.0 s of CPU
# without, 9.9 s with).
TEST_ENV := QT_QPA_PLATFORM=offscreen PYTHONDONTWRITEBYTECODE=

# The sync tests run real Syncthing instances (seconds each): `make test-sync` runs them alone.
# The suite runs in two processes more than the machine has cores (pytest-xdist), each test
# handed to whichever is free: many tests wait on a process of their own (a PDF worker, the
# browser, the native host, a killed writer) while a core would idle, and on a machine busy
# with other work the suite keeps a fair share of it. TEST_WORKERS=2 (or PYTEST_ARGS='-n 0',
# this process alone) runs fewer.
TEST_WORKERS ?= $(shell echo $$(( $$(nproc) + 2 )))
test: $(READY)
	$(TEST_ENV) $(BIN)/python -m pytest -m 'not sync' -n $(TEST_WORKERS) --dist worksteal $(PYTEST_ARGS)

# Installs nothing: Syncthing comes from the system (Debian/Ubuntu: apt install syncthing).
test-sync: $(READY)
	@command -v syncthing >/dev/null 2>&1 || { \
		echo "make test-sync needs syncthing on PATH (Debian/Ubuntu: apt install syncthing)"; \
		exit 1; }
	$(TEST_ENV) $(BIN)/python -m pytest -m sync tests/sync $(PYTEST_ARGS)

# mypy does not follow the editable install's import finder, so it reads the package through
# links that give the folders their installed names (lectern/core -> core/, ...).
TYPECHECK := build/typecheck/lectern
lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	@mkdir -p $(TYPECHECK)
	@for name in core gui resources; do ln -sfn ../../../$$name $(TYPECHECK)/$$name; done
	$(BIN)/mypy
	$(BIN)/lint-imports --no-cache
	$(BIN)/vulture
	@$(MAKE) --no-print-directory lint-extension

# Mozilla's linter for the browser extension (npm's web-ext, pinned, in build/node/ and
# nowhere else); skipped, with one line saying so, where npm is missing.
WEB_EXT_VERSION := 10.7.0
WEB_EXT := build/node/node_modules/.bin/web-ext
lint-extension:
	@if command -v npm >/dev/null 2>&1; then \
		test -x $(WEB_EXT) || npm install --silent --no-audit --no-fund --prefix build/node \
			web-ext@$(WEB_EXT_VERSION) || exit 1; \
		$(WEB_EXT) lint --source-dir resources/browser --no-config-discovery; \
	else \
		echo "make lint: npm not found, so web-ext lint of resources/browser was skipped (apt install npm)"; \
	fi

dist: $(DIST_BIN)

$(DIST_BIN): $(READY) $(DIST_INPUTS) pyproject.toml
	rm -rf $(DIST_DIR) $(DIST_SITE)
	$(BIN)/python -m pip install --quiet --no-deps --target $(DIST_SITE) .
	LECTERN_SITE=$(DIST_SITE) $(BIN)/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller \
		build_spec/lectern.spec
	@touch $@
	@du -sh $(DIST_DIR)

wheel: $(READY)
	rm -rf $(WHEEL_DIR)
	$(BIN)/python -m pip wheel --quiet --no-deps --wheel-dir $(WHEEL_DIR) .
	@ls $(WHEEL_DIR)/*.whl

# The two Linux downloads: dist/lectern-VERSION-linux-ARCH.tar.gz (unpack, ./install.sh) and
# dist/lectern_VERSION_ARCH.deb (/opt/lectern, /usr/bin/lectern, menu entry, icons, metainfo).
release: $(DIST_BIN)
	PYTHON=$(BIN)/python sh build_spec/release.sh $(DIST_DIR) dist

install: $(DIST_BIN)
	sh build_spec/install.sh install $(DIST_DIR)

# PURGE=1 also removes Lectern's settings and log (never the library).
uninstall:
	sh build_spec/install.sh uninstall $(if $(filter 1 yes true,$(PURGE)),--purge)

bench: $(READY)
	$(BIN)/python tests/benchmarks/run.py $(ARGS)

torture: $(READY)
	$(BIN)/python tests/reliability/torture.py --count $(N) $(ARGS)

clean:
	rm -rf build dist .pytest_cache .hypothesis *.egg-info
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -prune -exec rm -rf {} +

distclean: clean
	rm -rf $(VENV)
