#!/usr/bin/env bash
# Compiles the device probe (Examples/AppServicesProbe.swiftpm/Sources, the app and the recording code the
# library's tests also run) against a real iPhoneOS SDK at deployment targets 16.0 and 26.0, and links it for
# arm64 with the project's link check (Scripts/link-check-ios.sh, which builds the library beside it).
#
#   Scripts/link-check-probe.sh SDK_DIR [REFERENCE_SDK_DIR]
#
# The arguments are link-check-ios.sh's. Fails on a compile or link error, or on any warning in the probe's sources.
# Exit status: 0 passed; 1 a compile, link or warning check failed; 2 usage or missing tools.
# Environment: PROBE_TARGETS (default "16.0 26.0"); APPLE_SDK_WORK (default /tmp/apple-sdk-<SDK name>-probe, apart
# from the library's own link check so that the two can run at once); the rest as link-check-ios.sh.
set -u
[ $# -ge 1 ] || { sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 2; }
cd "$(dirname "$0")/.."
targets=${PROBE_TARGETS:-16.0 26.0}
work=${APPLE_SDK_WORK:-/tmp/apple-sdk-$(basename "$1")-probe}
LINK_CHECK_APP=Examples/AppServicesProbe.swiftpm/Sources LINK_CHECK_KIT="" LINK_CHECK_IMAGE=0 \
  LINK_CHECK_TARGETS=$targets APPLE_SDK_WORK=$work Scripts/link-check-ios.sh "$@" || exit $?
for target in $targets; do
  log=$work/link-check${LINK_CHECK_OPT:--O}-$target/app.log
  warnings=$(grep -c 'warning:' "$log")
  if [ "$warnings" -ne 0 ]; then
    echo "the probe has $warnings warnings at target $target:"
    grep 'warning:' "$log" | sort -u | head -20 | sed 's/^/  /'
    exit 1
  fi
done
echo "probe: 0 errors, 0 warnings at targets $targets; linked for arm64"
