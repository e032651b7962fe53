#!/usr/bin/env bash
# The wheel as a user gets it: `pip install lectern-*.whl` into a fresh virtual environment
# must give a working app. Checks that the wheel holds only the package `lectern` (no
# top-level `core` or `gui` in site-packages) with its sample, icons and the user guide's pages
# as package data,
# then runs `lectern --self-test` from the installed copy in a throwaway home.
#
#   build_spec/check_wheel.sh dist/wheel/lectern-0.1.0-py3-none-any.whl
set -euo pipefail

wheel=$(realpath "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$wheel" <<'PY'
import sys
import zipfile

names = zipfile.ZipFile(sys.argv[1]).namelist()
tops = sorted({name.split("/")[0] for name in names})
assert [top for top in tops if not top.endswith(".dist-info")] == ["lectern"], tops
for needed in ("lectern/resources/sample/", "lectern/resources/icons/lectern.svg",
               "lectern/guide/README.md"):
    assert any(name.startswith(needed) for name in names), f"{needed} is not in the wheel"
print(f"{sys.argv[1]}: {len(names)} files, all under lectern/")
PY

python3 -m venv "$work/venv"
"$work/venv/bin/python" -m pip install --quiet "$wheel"
mkdir -p "$work/home"
# From a folder with no checkout in it, so nothing can be imported from the source tree.
(cd "$work/home" \
    && HOME="$work/home" XDG_CONFIG_HOME="$work/home/config" XDG_DATA_HOME="$work/home/data" \
       XDG_CACHE_HOME="$work/home/cache" XDG_STATE_HOME="$work/home/state" \
       timeout 300 "$work/venv/bin/lectern" --self-test) | tail -n 1 > "$work/self-test.json"

python3 - "$work/self-test.json" <<'PY'
import json
import sys

report = json.loads(open(sys.argv[1], encoding="utf-8").read())
assert report.get("ok") is True and report.get("papers") == 38, report
print(f"installed wheel self-test passed: {len(report['checks'])} checks, "
      f"{report['papers']} sample papers")
PY
