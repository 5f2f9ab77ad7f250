#!/usr/bin/env bash
# Type-checks the library against real Apple SDKs with the Linux Swift toolchain: what Xcode reports when an
# app adds the package, less linking and less what only a newer standard library has.
#
#   Scripts/typecheck-apple-sdks.sh [SDK_FOLDER …]
#
# With no argument it checks every *.sdk under $APPLE_SDKS (default /tmp/apple-sdks): an iPhoneOS SDK as iOS
# (AppServices, AppServicesTesting, AppServicesDeviceProbe, and AppServicesCarPlay against CarPlay), an AppleTVOS SDK
# as tvOS (AppServices, AppServicesTesting: tvOS has no CarPlay), a MacOSX/macOS SDK as the macOS host (UIKitHeadless
# and CarPlayHeadless too, since a Mac has no UIKit and no CarPlay). An iOS or tvOS SDK of release 26 or later is checked at two
# deployment targets, the package's minimum (16.0) and 26.0, where its deprecations show; against such an iPhoneOS
# SDK it also checks what adopters compile beside the library: the code `appservices migrate` wrote for the
# migration fixtures (the MigrationResults target, in the first MigrationFixtures folder under Tests/ or
# Tools/Tests/, or $MIGRATION_FIXTURES) and the articles' code the tests compile (Tests/AppServicesTests/Articles).
# Front end only: parsing, type checking, availability and Swift 6 concurrency checking, in
# $APPLE_SDK_TYPECHECK_WORK (default /tmp/appservices-typecheck). It exits 1 if any error or warning in those
# files remains, 2 if it cannot run (the compiler crashing included).
# README.md, "What is verified where", says how to bring an SDK (on a Mac: xcrun --sdk iphoneos --show-sdk-path).
set -uo pipefail
cd "$(dirname "$0")/.."

sdk_root=${APPLE_SDKS:-/tmp/apple-sdks}
if [ $# -gt 0 ]; then sdks=("$@"); else sdks=("$sdk_root"/*.sdk); fi
[ -d "${sdks[0]}" ] || { echo "no Apple SDK under $sdk_root" >&2; exit 2; }

# Xcode's toolchain carries Dispatch.apinotes and os.apinotes; a Linux toolchain does not: Scripts/APINotes holds
# the project's own (APPLE_SDK_APINOTES names another folder, such as Xcode's usr/lib/swift/apinotes).
apinotes=${APPLE_SDK_APINOTES:-Scripts/APINotes}
[ -f "$apinotes/Dispatch.apinotes" ] && [ -f "$apinotes/os.apinotes" ] ||
    { echo "Dispatch.apinotes and os.apinotes not found in $apinotes" >&2; exit 2; }

swift package resolve >/dev/null || exit 2
toolchain_lib=$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift
features=(-enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility
    -enable-upcoming-feature InternalImportsByDefault)
# Diagnostics that only say the SDK's standard library (Swift 5.9) predates the Swift 6 one the package needs.
older_stdlib="assumeIsolated\(_:file:line:\)' is only available|no macro named 'isolation'|has no member 'take'"
older_stdlib+="|cannot call value of non-function type 'Int'|thrown expression type 'any Error' cannot be converted"
older_stdlib+="|is not concurrency-safe because it is nonisolated global shared mutable state"
older_stdlib+="|call to actor-isolated instance method '[A-Za-z]+\(_:isolation:\)'"

# The migration fixtures: Migrated/ (MigrationResults) needs Support/ (MigrationFixtureSupport).
fixtures=${MIGRATION_FIXTURES:-$(find Tests Tools/Tests -type d -name MigrationFixtures 2>/dev/null | sort | head -1)}
[ -d "$fixtures/Migrated" ] && [ -d "$fixtures/Support" ] ||
    { echo "no MigrationFixtures folder with Migrated/ and Support/ under Tests or Tools/Tests (set MIGRATION_FIXTURES)" >&2; exit 2; }
articles=Tests/AppServicesTests/Articles
# Findings known and tracked, each with its reason: printed, and counted apart.
known=Scripts/typecheck-known-findings.txt

# typecheck MODULE SOURCES...: type-checks one module into $work/MODULE.log and adds its diagnostics to the
# run's, then emits its interface for the modules that import it; exits 2 if the compiler crashes.
typecheck() {
    local module=$1 status
    shift
    swiftc -frontend -typecheck "${common[@]}" "${features[@]}" -module-name "$module" -package-name appservices \
        "$@" >"$work/$module.log" 2>&1 && status=0 || status=$?
    # Errors end the compiler with 1; a crash ends it with a signal, and then it has checked nothing after.
    if [ "$status" -gt 1 ]; then
        echo "the compiler crashed (exit status $status) type-checking $module for $triple; see $work/$module.log"
        exit 2
    fi
    grep -E '^(Sources|Tests|Tools)/.*: (error|warning):' "$work/$module.log" >>"$work/diagnostics" || true
    swiftc -frontend -emit-module -experimental-skip-all-function-bodies -experimental-allow-module-with-compiler-errors \
        "${common[@]}" "${features[@]}" -module-name "$module" -package-name appservices "$@" \
        -o "$work/modules/$module.swiftmodule" >/dev/null 2>&1
}

failed=0
for sdk in "${sdks[@]}"; do
    sdk=$(cd "$sdk" && pwd)
    name=$(basename "$sdk")
    # An SDK from release 26 on is checked at the package's minimum and at 26.0, where its deprecations show.
    major=$(echo "$name" | sed -E 's/^[A-Za-z]+([0-9]+).*/\1/')
    targets="16.0"
    [ "${major:-0}" -ge 26 ] 2>/dev/null && targets="16.0 26.0"
    case $name in
        iPhoneOS*) platform=ios; modules="AppServices AppServicesTesting AppServicesCarPlay AppServicesDeviceProbe" ;;
        AppleTVOS*) platform=tvos; modules="AppServices AppServicesTesting" ;;
        MacOSX* | macOS*) platform=macos; targets="13.0"
            modules="UIKitHeadless CarPlayHeadless AppServices AppServicesTesting AppServicesCarPlay AppServicesDeviceProbe" ;;
        *) echo "skipping $name: not an iPhoneOS, AppleTVOS or MacOSX SDK"; continue ;;
    esac
    for target in $targets; do
        triple=$([ "$platform" = macos ] && echo x86_64-apple-macos$target || echo arm64-apple-$platform$target)
        work=${APPLE_SDK_TYPECHECK_WORK:-/tmp/appservices-typecheck}/$name-$target
        mkdir -p "$work/resources/apinotes" "$work/modules/sections"
        ln -sfn "$toolchain_lib/clang" "$work/resources/clang"
        ln -sfn "$toolchain_lib/shims" "$work/resources/shims"
        cp "$toolchain_lib/apinotes/std.apinotes" "$apinotes/Dispatch.apinotes" "$apinotes/os.apinotes" "$work/resources/apinotes/"
        # SDKs from release 26 on rebuild their standard library through a path that finds SwiftShims only with
        # -I, and need the host plug-ins for the standard library's macros (@TaskLocal).
        common=(-target "$triple" -sdk "$sdk" -resource-dir "$work/resources" -I "$work/resources/shims"
            -plugin-path "$(dirname "$toolchain_lib")/swift/host/plugins" -module-cache-path "$work/cache"
            -swift-version 6 -parse-as-library -I "$work/modules" -I "$work/modules/sections")
        for dependency in Logging InMemoryLogging; do
            [ -f "$work/modules/$dependency.swiftmodule" ] && continue
            swiftc -frontend -emit-module -experimental-skip-all-function-bodies "${common[@]}" -module-name "$dependency" \
                -package-name swift_log $(find ".build/checkouts/swift-log/Sources/$dependency" -name '*.swift') \
                -o "$work/modules/$dependency.swiftmodule" 2>"$work/$dependency.log" \
                || { echo "could not build $dependency for $triple"; exit 2; }
        done
        cp Sources/AppServicesSections/include/*.h "$work/modules/sections/"
        printf 'module AppServicesSections {\n  header "AppServicesSections.h"\n  export *\n}\n' >"$work/modules/sections/module.modulemap"
        : >"$work/diagnostics"
        checked=$modules
        for module in $modules; do
            typecheck "$module" $(find "Sources/$module" -name '*.swift')
        done
        if [ "$platform" = ios ] && [ "$major" -ge 26 ]; then
            typecheck MigrationFixtureSupport $(find "$fixtures/Support" -name '*.swift')
            typecheck MigrationResults $(find "$fixtures/Migrated" -name '*.swift')
            typecheck ArticleCode $(find "$articles" -name '*Article*.swift' ! -name '*Tests.swift')
            checked="$modules MigrationResults ArticleCode"
        fi
        sort -u "$work/diagnostics" | grep -vE "$older_stdlib" | grep -vEf <(grep -vE '^(#|$)' "$known") >"$work/findings"
        gaps=$(sort -u "$work/diagnostics" | grep -cE "$older_stdlib")
        sort -u "$work/diagnostics" | grep -Ef <(grep -vE '^(#|$)' "$known") | sed 's/^/known (typecheck-known-findings.txt): /'
        errors=$(grep -c ': error:' "$work/findings")
        warnings=$(grep -c ': warning:' "$work/findings")
        cat "$work/findings"
        echo "$name ($triple): $errors errors, $warnings warnings in $checked ($gaps left out: older standard library)"
        [ "$errors" -eq 0 ] && [ "$warnings" -eq 0 ] || failed=1
    done
done
exit $failed
