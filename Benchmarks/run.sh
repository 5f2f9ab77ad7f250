#!/usr/bin/env bash
# Runs the AppServices benchmarks (release build, its own scratch folder) and prints each library
# figure beside its alternative as a ratio table, with the machine it was measured on; where valgrind
# is installed, also the instruction counts of the single-threaded paths (stable on a noisy machine).
# Needs only the Swift toolchain (valgrind optional). Usage: Benchmarks/run.sh
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

# Instructions per operation: callgrind counts a run of N operations and a run of none; the difference
# over N leaves out start-up and first use. valgrind 3.19 cannot read Swift 6 debug information, so it
# runs a stripped copy.
if command -v valgrind >/dev/null; then
    swift build --scratch-path "$scratch" -c release --product InstructionCounts
    counter="$results/InstructionCounts"
    cp "$scratch/release/InstructionCounts" "$counter" && strip --strip-debug "$counter" 2>/dev/null || true
    count() {
        { SWIFT_BACKTRACE=enable=no valgrind --tool=callgrind --callgrind-out-file=/dev/null "$counter" "$1" "$2" 2>&1 ||
            true; } | sed -n 's/.*Collected : //p'
    }
    # A path valgrind cannot run (it crashes on libdispatch's worker threads) is left out of the table.
    for entry in dispatch-host:200 dispatch-loop:200 aggregation-host:200 aggregation-group:200 \
        manifest-library:5 manifest-codable:5 launch-library:5 launch-by-hand:5 timeline-40000:1 timeline-10000:1; do
        path="${entry%%:*}" operations="${entry##*:}"
        many="$(count "$path" "$operations")" none="$(count "$path" 0)"
        if [ -n "$many" ] && [ -n "$none" ]; then echo -e "$path\t$(((many - none) / operations))"; fi
    done >"$results/instructions.tsv"
else
    echo "valgrind not found: instruction counts left out"
fi

echo
echo "Load average before the table's last step: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || sysctl -n vm.loadavg)"
echo "Machine: $cores cores, $( (grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ //') \
    || sysctl -n machdep.cpu.brand_string), $(swift --version 2>/dev/null | head -1)"
echo
"$scratch/release/RatioTable" "$results" "$cores"
