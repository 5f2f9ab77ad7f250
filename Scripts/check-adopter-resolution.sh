#!/usr/bin/env bash
# An app that adds AppServices must resolve swift-log and nothing else: the tool's swift-syntax and
# swift-argument-parser live in Tools/, and the library's test-only dependencies are not resolved for
# dependents. Also resolves beside a package that pins swift-syntax 600.0.0..<602.0.0, as macro packages do.
# Usage: Scripts/check-adopter-resolution.sh LIBRARY_FOLDER. Exits 1 naming what resolved otherwise.
set -euo pipefail
library=$(cd "${1:?usage: $0 LIBRARY_FOLDER}" && pwd)
identity=$(basename "$library" | tr '[:upper:]' '[:lower:]')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# adopter FOLDER EXTRA_DEPENDENCY EXTRA_PRODUCT: a package with one target that imports AppServices.
adopter() {
    mkdir -p "$1/Sources/Adopter"
    echo 'import AppServices' >"$1/Sources/Adopter/Adopter.swift"
    cat >"$1/Package.swift" <<MANIFEST
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Adopter",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [.package(path: "$library"), $2],
    targets: [
        .target(name: "Adopter", dependencies: [.product(name: "AppServices", package: "$identity"), $3])
    ]
)
MANIFEST
    swift package --package-path "$1" resolve >"$1/resolve.log" 2>&1 || {
        cat "$1/resolve.log"
        echo "the adopter in $1 does not resolve"
        exit 1
    }
}

# pins FOLDER: the identities Package.resolved pins, one a line, sorted.
pins() {
    [ -f "$1/Package.resolved" ] || return 0
    sed -n 's/.*"identity" : "\(.*\)".*/\1/p' "$1/Package.resolved" | sort
}

adopter "$work/alone" "" ""
resolved=$(pins "$work/alone" | tr '\n' ' ')
[ "$resolved" = "swift-log " ] || { echo "an adopter resolves '$resolved', not swift-log alone"; exit 1; }
echo "an adopter resolves: $resolved"

adopter "$work/macros" '.package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"602.0.0")' \
    '.product(name: "SwiftSyntax", package: "swift-syntax")'
resolved=$(pins "$work/macros" | tr '\n' ' ')
[ "$resolved" = "swift-log swift-syntax " ] || { echo "beside swift-syntax <602 it resolves '$resolved'"; exit 1; }
version=$(grep -A6 '"identity" : "swift-syntax"' "$work/macros/Package.resolved" | sed -n 's/.*"version" : "\(.*\)".*/\1/p')
echo "beside a package pinning swift-syntax 600.0.0..<602.0.0: swift-log and swift-syntax $version"
