#!/usr/bin/env bash
# A package that uses the AppServicesManifestLint build-tool plugin builds while its service manifests are clean
# (a warning shown, not failing), and fails to build on a broken one, printing the problem's file, line and key
# path as a compiler diagnostic. The package is written here, as an adopter would write it; its target does not
# import the library, so the build compiles the plugin's tool and what it needs (AppServices, swift-log) only.
# Usage: Scripts/check-manifest-lint-plugin.sh LIBRARY_FOLDER [WORK_FOLDER]. WORK_FOLDER (default: a new temporary
# folder) keeps the build between runs. Exits 1 naming what went otherwise.
set -euo pipefail
library=$(cd "${1:?usage: $0 LIBRARY_FOLDER [WORK_FOLDER]}" && pwd)
identity=$(basename "$library" | tr '[:upper:]' '[:lower:]')
work=${2:-$(mktemp -d)}
adopter=$work/ManifestLintAdopter
mkdir -p "$adopter/Sources/App"
cat >"$adopter/Package.swift" <<MANIFEST
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ManifestLintAdopter",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "$library")],
    targets: [
        .target(
            name: "App",
            resources: [.copy("Services.json"), .copy("RemoteServices.plist")],
            plugins: [.plugin(name: "AppServicesManifestLint", package: "$identity")]
        )
    ]
)
MANIFEST
echo 'public let appName = "ManifestLintAdopter"' >"$adopter/Sources/App/App.swift"
cat >"$adopter/Sources/App/RemoteServices.plist" <<'PLIST'
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<dict>
    <key>version</key>
    <integer>1</integer>
    <key>services</key>
    <array>
        <dict>
            <key>id</key>
            <string>analytics</string>
            <key>id</key>
            <string>push</string>
        </dict>
    </array>
</dict>
</plist>
PLIST

# build LOG: builds the adopter into LOG; its exit status.
build() { swift build --package-path "$adopter" >"$1" 2>&1; }

printf '{\n  "version": 1,\n  "services": [\n    { "id": "analytics", "priority": 10 }\n  ]\n}\n' \
    >"$adopter/Sources/App/Services.json"
build "$work/clean.log" || { cat "$work/clean.log"; echo "the adopter with clean manifests does not build"; exit 1; }
warning="RemoteServices.plist:11: warning: services[0].id: the key 'id' appears more than once"
grep -qF "$warning" "$work/clean.log" ||
    { cat "$work/clean.log"; echo "the build does not warn: $warning"; exit 1; }
echo "clean manifests: the adopter builds, with the warning $warning …"

printf '{\n  "version": 1,\n  "services": [\n    { "id": "analytics",\n      "priority": "high" }\n  ]\n}\n' \
    >"$adopter/Sources/App/Services.json"
if build "$work/broken.log"; then
    cat "$work/broken.log"
    echo "the adopter builds although Services.json is broken"
    exit 1
fi
error="Services.json:5: error: services[0].priority: service 'analytics': "
grep -qF "$error" "$work/broken.log" ||
    { cat "$work/broken.log"; echo "the failed build does not say: $error…"; exit 1; }
echo "a broken manifest: the build fails with $(grep -F "$error" "$work/broken.log" | head -1 | sed 's|.*/Sources/App/||')"
