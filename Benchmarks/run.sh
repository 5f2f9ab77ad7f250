#!/usr/bin/env bash
# Runs the AppServices benchmarks (release build, its own scratch folder) and prints each library
# figure beside its alternative as a ratio table, with the machine it was measured on.
# Needs only the Swift toolchain. Usage: Benchmarks/run.sh
set -euo pipefail
cd "$(dirname "$0")"

scratch=.build-benchmarks
results="$scratch/results"
rm -rf "$results" && mkdir -p "$results"
cores="$(getconf _NPROCESSORS_ONLN 2>/dev/null || sysctl -n hw.activecpu)"

swift package --scratch-path "$scratch" --allow-writing-to-directory "$results" \
    benchmark --metric wallClock --time-units nanoseconds --format histogramPercentiles \
    --path "$results" --no-progress
swift build --scratch-path "$scratch" -c release --product LaunchTiming
swift build --scratch-path "$scratch" -c release --product RatioTable
"$scratch/release/LaunchTiming" "$results/launch-timing.tsv" 30

echo
echo "Load average before the table's last step: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || sysctl -n vm.loadavg)"
echo "Machine: $cores cores, $( (grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ //') \
    || sysctl -n machdep.cpu.brand_string), $(swift --version 2>/dev/null | head -1)"
echo
"$scratch/release/RatioTable" "$results" "$cores"
