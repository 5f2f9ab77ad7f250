#!/usr/bin/env bash
# Cold launch at app scale: one fresh process per sample, a generated app of 50 distinct service types (each
# adopting three lifecycle capabilities), at two sizes: the app alone (the library's own conformance records,
# about 600) and with 2,000 filler types of 10 conformances each (about 20,600 records in the binary). Each
# process prints the main thread's time from creating the app delegate to `didFinishLaunching` returning;
# the table gives the median of RUNS processes for the library's ServicesAppDelegate and for a hand-written
# AppDelegate calling the same 50 services directly. Where valgrind is installed, also the instructions of
# that path (a run minus a run of an empty delegate), which do not depend on the machine's load.
#
# Usage: Benchmarks/cold-launch.sh [RUNS] [BASELINE_GIT_REF]
#   With BASELINE_GIT_REF, the same fixture is also built against the library at that commit (A/B, one run).
# Needs only the Swift toolchain (valgrind optional). Release builds, in Benchmarks/.build-cold-launch.
set -euo pipefail
cd "$(dirname "$0")"
runs=${1:-7}
baseline=${2:-}
scratch="$PWD/.build-cold-launch"
root="$(cd .. && pwd)"
mkdir -p "$scratch"

# Writes the fixture package for the library at $1 into $2.
generate() {
    local library=$1 package=$2
    rm -rf "$package" && mkdir -p "$package"/Sources/{ColdServices,ColdFiller,ColdLaunchSmall,ColdLaunchLarge}
    sed -e "s|@LIBRARY@|$library|" -e "s|@LIBRARY_NAME@|$(basename "$library")|" ColdLaunch/Template/Package.swift \
        >"$package/Package.swift"
    cp ColdLaunch/Template/ColdLaunch.swift "$package/Sources/ColdServices/"
    {
        echo 'import AppServices'
        echo '#if canImport(UIKit)'
        echo 'import UIKit'
        echo '#else'
        echo 'import UIKitHeadless'
        echo '#endif'
        for i in $(seq 0 49); do
            cat <<SERVICE
final class Service$i: WillFinishLaunchingService, DidFinishLaunchingService, DidBecomeActiveService {
    var calls = 0
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { calls += 1; return true }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { calls += $i; return true }
    func applicationDidBecomeActive(_ application: UIApplication) { calls += 1 }
}
SERVICE
        done
        echo '@MainActor func makeServices() -> [any ApplicationService] { ['
        for i in $(seq 0 49); do echo "    Service$i(),"; done
        echo '] }'
        echo '@MainActor final class HandWrittenServices {'
        for i in $(seq 0 49); do echo "    let service$i = Service$i()"; done
        echo '    func willFinishLaunching(_ application: UIApplication, _ options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {'
        echo '        var allowed = true'
        for i in $(seq 0 49); do echo "        allowed = service$i.application(application, willFinishLaunchingWithOptions: options) && allowed"; done
        echo '        return allowed'
        echo '    }'
        echo '    func didFinishLaunching(_ application: UIApplication, _ options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {'
        echo '        var allowed = true'
        for i in $(seq 0 49); do echo "        allowed = service$i.application(application, didFinishLaunchingWithOptions: options) && allowed"; done
        echo '        return allowed'
        echo '    }'
        echo '}'
    } >"$package/Sources/ColdServices/Services.swift"
    {
        for p in $(seq 0 9); do echo "public protocol FillerProtocol$p { func value$p() -> Int }"; done
        for i in $(seq 0 1999); do
            echo "public struct Filler$i: FillerProtocol0, FillerProtocol1, FillerProtocol2, FillerProtocol3, FillerProtocol4, FillerProtocol5, FillerProtocol6, FillerProtocol7, FillerProtocol8, FillerProtocol9 {"
            echo "    public init() {}"
            for p in $(seq 0 9); do echo "    public func value$p() -> Int { $i + $p }"; done
            echo "}"
        done
        echo 'public let fillerTypes: [Any.Type] = ['
        for i in $(seq 0 1999); do echo "    Filler$i.self,"; done
        echo ']'
    } >"$package/Sources/ColdFiller/Filler.swift"
    printf 'import ColdServices\n\nrunColdLaunch(CommandLine.arguments)\n' >"$package/Sources/ColdLaunchSmall/main.swift"
    printf 'import ColdFiller\nimport ColdServices\n\n// Keeps every filler type, and so its conformances, in the binary.\nif CommandLine.arguments.count > 9 { print(fillerTypes) }\nrunColdLaunch(CommandLine.arguments)\n' \
        >"$package/Sources/ColdLaunchLarge/main.swift"
}

# The number of protocol-conformance records in a binary (4 bytes each).
records() {
    local size
    size=$(objdump -h "$1" 2>/dev/null | awk '$2 == "swift5_protocol_conformances" || $2 == "__swift5_proto" { print $3 }')
    echo $((16#${size:-0} / 4))
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# Builds the fixture against the library at $1 under the label $2 and measures it.
measure() {
    local library=$1 label=$2 package="$scratch/fixture-$2"
    generate "$library" "$package"
    swift build --package-path "$package" -c release >"$scratch/build-$label.log" 2>&1 ||
        { tail -30 "$scratch/build-$label.log"; exit 1; }
    local bin="$package/.build/release"
    for size in Small Large; do
        local binary="$bin/ColdLaunch$size"
        local fillers
        fillers=$(nm "$binary" | grep -c 'ColdFiller.*Filler[0-9]*VMn$' || true)
        local library_ns by_hand_ns
        library_ns=$(for _ in $(seq "$runs"); do "$binary" library; done | median)
        by_hand_ns=$(for _ in $(seq "$runs"); do "$binary" by-hand; done | median)
        local instructions="-" by_hand_instructions="-"
        if command -v valgrind >/dev/null; then
            local counted="$scratch/$label-$size"
            cp "$binary" "$counted" && strip --strip-debug "$counted" 2>/dev/null || true
            count() {
                SWIFT_BACKTRACE=enable=no valgrind --tool=callgrind --callgrind-out-file=/dev/null "$counted" "$1" 2>&1 |
                    sed -n 's/.*Collected : //p'
            }
            local none
            none=$(count none)
            instructions=$(($(count library) - none))
            by_hand_instructions=$(($(count by-hand) - none))
        fi
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$label" "$size" "$(records "$binary")" "$fillers" \
            "$library_ns" "$by_hand_ns" "$instructions" "$by_hand_instructions"
    done
}

{
    echo -e "library\tapp\trecords\tfiller types\tlibrary ns (median of $runs)\tby hand ns\tlibrary instructions\tby hand instructions"
    if [ -n "$baseline" ]; then
        rm -rf "$scratch/baseline" && mkdir -p "$scratch/baseline/AppServices"
        git -C "$root" archive "$baseline" | tar -x -C "$scratch/baseline/AppServices"
        measure "$scratch/baseline/AppServices" "baseline"
    fi
    measure "$root" "current"
} | column -t -s $'\t'
echo "Load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || sysctl -n vm.loadavg)"
