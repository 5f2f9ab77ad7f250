#!/usr/bin/env bash
# Peak memory and time of `appservices doctor` reading an Info.plist (issue 39 §3): the bounded reader first, then
# the key-path scanner that finds lines, both linear in the file. Measured at 1, 10 and 100 times a large
# Info.plist (every entry of the repository's fixture Info.plists, each fixture's keys prefixed by its name, copied
# N times under suffixed keys), and on the two hostile files of the issue: dictionaries nested 100,000 deep
# (refused by the depth bound) and a 1 MB key over 100,000 strings (2.2 MB, read).
#
# Usage: Benchmarks/doctor-info-plist-memory.sh [CONFIGURATION]   (release by default, or debug)
# Needs the Swift toolchain, python3 and GNU time (/usr/bin/time).
set -euo pipefail
cd "$(dirname "$0")/.."
configuration=${1:-release}
swift build --package-path Tools -c "$configuration" --product appservices >/dev/null
tool="$PWD/Tools/.build/$configuration/appservices"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/Sources"

python3 - "$work" <<'PY'
import glob, os, plistlib, sys
work = sys.argv[1]
base = {}
for path in sorted(glob.glob("Tools/Tests/AppServicesCLITests/Fixtures/Doctor/*/Info.plist")
                   + glob.glob("Tools/Tests/MigrationFixtures/Original/*Info.plist")):
    try:
        with open(path, "rb") as f:
            root = plistlib.load(f)
    except Exception:
        continue
    if isinstance(root, dict):
        name = os.path.basename(os.path.dirname(path)) if path.endswith("/Info.plist") else os.path.basename(path)
        base.update({f"{name}.{key}": value for key, value in root.items()})
for times in (1, 10, 100):
    copy = {f"{key}-{n}": value for n in range(times) for key, value in base.items()}
    with open(f"{work}/large-x{times}.plist", "wb") as f:
        plistlib.dump(copy, f, fmt=plistlib.FMT_XML)
header = '<?xml version="1.0" encoding="UTF-8"?><plist version="1.0">'
with open(f"{work}/deep-100000.plist", "w") as f:
    f.write(header + "<dict><key>k</key>" * 100_000 + "<true/>" + "</dict>" * 100_000 + "</plist>\n")
with open(f"{work}/long-key.plist", "w") as f:
    f.write(header + "<dict><key>" + "K" * 1_000_000 + "</key><array>\n"
            + "<string>s</string>\n" * 100_000 + "</array></dict></plist>\n")
PY

printf '%-20s %10s %12s %10s %6s\n' file bytes "peak (KiB)" seconds exit
for file in large-x1 large-x10 large-x100 deep-100000 long-key; do
    plist="$work/$file.plist"
    status=0
    /usr/bin/time -f '%M %e' -o "$work/time" "$tool" doctor --info-plist "$plist" --sources "$work/Sources" \
        >/dev/null 2>&1 || status=$?
    read -r peak seconds < <(tail -n 1 "$work/time")
    printf '%-20s %10s %12s %10s %6s\n' "$file" "$(stat -c %s "$plist")" "$peak" "$seconds" "$status"
done
