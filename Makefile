# make run   - install what is missing, then start the console
# make test  - install what is missing, then run every check: ruff, mypy --strict, pytest
#              (printing the 30 slowest set-ups, calls and tear-downs, and each worker's busy time)
# make bench - the benchmarks (not part of make test), side by side with PokerKit
# make screenshots - render every main screen of the console to docs/screenshots/ (and the
#                    main ones in each home language to docs/screenshots/<lang>/)
# make installer - build the Linux bundle, check it (self-test, install), pack it in dist/

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run test lint typecheck pytest bench screenshots installer system system-test clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

# The catalogues of every language (resources/i18n/*.po, *.ts), compiled into the forms the
# program reads (resources/i18n/compiled/): again whenever a translation changes.
CATALOGUES := resources/i18n/compiled/.built
$(CATALOGUES): $(STAMP) $(wildcard resources/i18n/*.po resources/i18n/*.ts)
	$(BIN)/python -m casino.i18n.build compile
	touch $@

system:
	bash installer/system-packages.sh

# The tests also start a real PostgreSQL server of their own (initdb and pg_ctl), and
# validate the Linux menu entry (desktop-file-validate).
system-test:
	bash installer/system-packages.sh postgresql desktop-file-utils

run: system $(STAMP) $(CATALOGUES)
	$(BIN)/casino-console

test: system-test $(STAMP) $(CATALOGUES)
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/lint-imports
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -n auto --dist loadgroup --durations=30

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check casino

bench: system-test $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test,bench]'
	QT_QPA_PLATFORM=offscreen $(BIN)/python bench/run.py

# PyInstaller builds the bundle; the check starts a PostgreSQL server (system-test),
# validates the menu entry (desktop-file-utils) and starts the console on Xvfb.
installer: system-test $(STAMP) $(CATALOGUES)
	bash installer/system-packages.sh xvfb xauth
	$(BIN)/python -m pip install --quiet -e '.[test,installer]'
	bash installer/build-linux.sh

# The main screens and a report page in each of the games' home languages, beside them.
LANG_SHOTS := sign_in pit_overview rules_editor seka_svara sedma_table ristikontra_dark hola_six \
	shift_reports report_page users

screenshots: $(STAMP) $(CATALOGUES)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m ui.screenshots
	for lang in ru uk cs fi; do QT_QPA_PLATFORM=offscreen $(BIN)/python -m ui.screenshots \
		--lang $$lang --out docs/screenshots/$$lang --only $(LANG_SHOTS) || exit 1; done

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis build dist
