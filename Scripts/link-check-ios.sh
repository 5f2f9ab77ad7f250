#!/usr/bin/env bash
# Builds the package for a real iPhone as far as Linux allows, then reads the result: compiles the library targets
# to arm64 Mach-O object code for iOS against a real iPhoneOS SDK, links the app in Scripts/LinkCheck (what adopters
# write: services listed in code and one self-registered, a generic service with a conditional conformance, a
# conformance declared in an extension in another module, a SceneServiceProvider scene delegate, the
# NotificationCenterDelegateService and WrappedAppDelegateService wrappers) with an upstream ld64.lld against the
# SDK's .tbd stubs, and checks the linked image the way the library's Mach-O readers will see it on a device; holds
# the code the library brings into an app (AppServices, AppServicesSections, swift-log's Logging) and the linked app
# against Apple's required-reason APIs (Scripts/LinkCheck/required-reason-apis.tsv). README.md, "What is verified
# where", says how to bring an SDK.
#
#   Scripts/link-check-ios.sh SDK_DIR [REFERENCE_SDK_DIR]
#
# SDK_DIR: an iPhoneOS*.sdk whose standard library is new enough for the package (iPhoneOS26.2.sdk).
# REFERENCE_SDK_DIR (optional): an iPhoneOS SDK with Apple's own .tbd files (iPhoneOS17.0.sdk); a symbol the link
# cannot find in SDK_DIR's stubs but that the reference SDK's stubs export is reported as a gap of the SDK copy and
# allowed (-U), not as an error.
#
# Fails on: a compile error; a symbol no stub resolves; a required-reason API used by the library's objects or the
# linked app, named with its category (and first on a probe object that uses four, which the scan must name); no section under the segment and section names the readers
# pass to getsectiondata (read from SelfRegistrationSection.swift and ConformanceSections+MachO.swift), or one that
# lacks the app's self-registration record or any conformance record in Scripts/LinkCheck/expected-records.txt (or
# holds one that ConformanceRecordReader would read otherwise than listed there); any difference between what the
# project's own appservices_visit_conformance_section, built for this host and run over the image laid out in
# memory with its fixups applied, returns and what an independent decoder finds.
# Exit status: 0 all passed; 1 a compile, link or image check failed; 2 usage or missing tools.
#
# Environment: LINK_CHECK_APP (the app's sources, searched recursively; default Scripts/LinkCheck/App; without a
# main.swift they are compiled as a library with @main), LINK_CHECK_KIT (the app's second module, default
# Scripts/LinkCheck/Kit; empty for none), LINK_CHECK_IMAGE (0 skips the image checks, for an app without the
# fixture's records), LINK_CHECK_TARGETS (deployment targets, default "16.0 17.0": the package's minimum and 17.0),
# LINK_CHECK_OPT (-O or -Onone, default -O, as a release build), APPLE_SDK_WORK (work folder, default
# /tmp/apple-sdk-<SDK name>), LINK_CHECK_LD (an ld64.lld to use; default: the newest ld64.lld or ld64.lld-N on PATH
# outside the Swift toolchain, whose own refuses iOS objects).
set -u
[ $# -ge 1 ] || { sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 2; }
sdk=$(cd "$1" && pwd) || exit 2
ref=""
if [ $# -ge 2 ]; then ref=$(cd "$2" && pwd) || exit 2; fi
cd "$(dirname "$0")/.."
here=Scripts/LinkCheck
app_dir=${LINK_CHECK_APP:-$here/App}
kit_dir=${LINK_CHECK_KIT-$here/Kit}
check_image=${LINK_CHECK_IMAGE:-1}
[ -f Package.swift ] && [ -d Sources/AppServices ] && [ -d Sources/AppServicesSections ] ||
  { echo "Scripts/ is not in the project's root" >&2; exit 2; }
targets=${LINK_CHECK_TARGETS:-16.0 17.0}
opt=${LINK_CHECK_OPT:--O}
case $opt in -Onone) copt=-O0 ;; -O) copt=-Os ;; *) echo "LINK_CHECK_OPT: -Onone or -O" >&2; exit 2 ;; esac
sdk_version=$(grep -o '"Version":"[0-9.]*"' "$sdk/SDKSettings.json" 2>/dev/null | head -1 | grep -o '[0-9][0-9.]*')
[ -n "$sdk_version" ] || sdk_version=$(basename "$sdk" | grep -o '[0-9][0-9.]*[0-9]' | head -1)
[ -n "$sdk_version" ] || { echo "cannot tell the SDK's version from $sdk/SDKSettings.json" >&2; exit 2; }
work=${APPLE_SDK_WORK:-/tmp/apple-sdk-$(basename "$sdk")}
mkdir -p "$work/rd/apinotes"
swiftc=$(command -v swiftc) || { echo "no swiftc on PATH" >&2; exit 2; }
toolchain=$(dirname "$(dirname "$(readlink -f "$swiftc")")")
toolchain_lib=$toolchain/lib/swift
clang=$toolchain/bin/clang
[ -x "$clang" ] || clang=$(command -v clang) || { echo "no clang" >&2; exit 2; }
command -v python3 >/dev/null || { echo "python3 is needed to read the linked image" >&2; exit 2; }

# Xcode's toolchain carries Dispatch.apinotes and os.apinotes; a Linux toolchain does not: Scripts/APINotes holds
# the project's own (APPLE_SDK_APINOTES names another folder, such as Xcode's usr/lib/swift/apinotes).
apinotes=${APPLE_SDK_APINOTES:-Scripts/APINotes}
[ -f "$apinotes/Dispatch.apinotes" ] && [ -f "$apinotes/os.apinotes" ] ||
  { echo "Dispatch.apinotes and os.apinotes not found in $apinotes" >&2; exit 2; }
# The Swift toolchain's ld64.lld carries a downstream guard that drops every iOS or macOS object
# ("This version of lld does not support linking for platform iOS"); an upstream build links them.
ld=${LINK_CHECK_LD:-}
if [ -z "$ld" ]; then
  for candidate in $(compgen -c | grep -E '^ld64\.lld(-[0-9]+)?$' | sort -u | sort -t- -k2,2nr); do
    path=$(command -v "$candidate")
    case $(readlink -f "$path") in "$toolchain"/*) continue ;; esac
    ld=$path
    break
  done
fi
if [ -z "$ld" ]; then
  echo "no usable ld64.lld: the one in the Swift toolchain refuses iOS objects. Install an upstream one" >&2
  echo "(Debian: apt-get install lld-19) or name it with LINK_CHECK_LD." >&2
  exit 2
fi

if [ -d "$sdk/usr/include/libxml" ] && [ ! -L "$sdk/usr/include/libxml" ] && [ -d "$sdk/usr/include/libxml2/libxml" ]; then
  echo "note: $sdk/usr/include/libxml is a copy of libxml2/libxml; replace it with a symlink: ln -sfn libxml2/libxml $sdk/usr/include/libxml" >&2
  exit 2
fi
ln -sfn "$toolchain_lib/clang" "$work/rd/clang"
ln -sfn "$toolchain_lib/shims" "$work/rd/shims"
cp "$toolchain_lib/apinotes/std.apinotes" "$apinotes/Dispatch.apinotes" "$apinotes/os.apinotes" "$work/rd/apinotes/"

# What the library's Mach-O readers ask getsectiondata for, and how its documentation tells an app to spell
# a record: read from the sources, so that a rename on either side shows up here.
reg_pair=$(grep -rhoE 'machOName = \(segment: "[^"]+", section: "[^"]+"\)' Sources/AppServices | head -1 |
  sed -E 's/.*segment: "([^"]+)", section: "([^"]+)".*/\1 \2/')
proto_pair=$(grep -rhoE 'getsectiondata\([^,]+, "[^"]+", "[^"]+"' Sources/AppServices | head -1 |
  sed -E 's/.*, "([^"]+)", "([^"]+)"$/\1 \2/')
documented=$(grep -rhoE '@section\("__[A-Za-z_]+,[A-Za-z0-9_]+"\)' Sources/AppServices | head -1)
[ -n "$reg_pair" ] || { echo "cannot find SelfRegistrationSection's machOName in Sources/AppServices" >&2; exit 2; }
[ -n "$proto_pair" ] || { echo "cannot find the conformance reader's getsectiondata call in Sources/AppServices" >&2; exit 2; }
[ -n "$documented" ] || { echo "cannot find the documented Mach-O @section(\"__SEGMENT,__section\") spelling" >&2; exit 2; }
grep -rlE 'static var (capabilityProtocols|indexedProtocols)' Sources/AppServices | xargs grep -hoE '\(any [A-Za-z]+\)\.self' |
  sed -E 's/\(any ([A-Za-z]+)\)\.self/\1/' | sort -u >"$work/indexed-protocols.txt"
[ -d .build/checkouts/swift-log ] || swift package resolve >/dev/null || exit 2
clang_host=$clang

elapsed() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f s", b - a }'; }

# compile NAME LOG COMMAND...: runs a compile, prints its time and diagnostics, fails the run on an error.
compile() {
  local name=$1 log=$2 started=$EPOCHREALTIME
  shift 2
  "$@" >"$log" 2>&1
  local rc=$? errors warnings
  errors=$(grep -c 'error:' "$log")
  warnings=$(grep -c 'warning:' "$log")
  printf '   %-22s %s, %d errors, %d warnings\n' "$name" "$(elapsed "$started")" "$errors" "$warnings"
  if [ $rc -ne 0 ]; then
    grep -E 'error:|Stack dump|Program crashed' "$log" | head -20 | sed 's/^/     /'
    [ "$errors" -eq 0 ] && tail -5 "$log" | sed 's/^/     /'
    echo "   $name did not compile (exit $rc; full log: $log)"
    return 1
  fi
  grep -E 'warning:' "$log" | sort -u | head -10 | sed 's/^/     /'
}

# check TARGET: compiles, links and reads the app for arm64-apple-iosTARGET; returns 1 if a check failed.
check() {
  local target_version=$1
  local triple=arm64-apple-ios$target_version
  local out=$work/link-check$opt-$target_version
  rm -rf "$out"
  mkdir -p "$out/mods/sections" "$out/app"
  echo "== $(basename "$sdk") ($sdk_version), $triple, $opt, linker $("$ld" --version 2>/dev/null | head -1)"
  echo "   the readers ask for: self-registration $reg_pair, conformances $proto_pair; the app spells its record $documented"
  local t_total=$EPOCHREALTIME status=0 started rc
  local F=(-target "$triple" -sdk "$sdk" -resource-dir "$work/rd" -I "$work/rd/shims" -plugin-path "$toolchain_lib/host/plugins"
    -module-cache-path "$work/module-cache" -swift-version 6 "$opt")
  local FEATURES=(-enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility
    -enable-upcoming-feature InternalImportsByDefault)

  echo "== compile"
  local objects=()
  for c in Sources/AppServicesSections/*.c; do
    local o=$out/$(basename "$c" .c).o
    compile "$(basename "$c")" "$out/$(basename "$c" .c).log" \
      "$clang" -target "$triple" -isysroot "$sdk" "$copt" -Wall -Wextra -ISources/AppServicesSections/include -c "$c" -o "$o" ||
      return 1
    objects+=("$o")
  done
  cp Sources/AppServicesSections/include/*.h "$out/mods/sections/"
  printf 'module AppServicesSections {\n  header "AppServicesSections.h"\n  export *\n}\n' >"$out/mods/sections/module.modulemap"
  for dep in Logging InMemoryLogging; do
    compile "$dep (swift-log)" "$out/$dep.log" "$swiftc" -frontend -c "${F[@]}" -parse-as-library -module-name "$dep" \
      -package-name swift_log -I "$out/mods" $(find ".build/checkouts/swift-log/Sources/$dep" -name '*.swift' | sort) \
      -emit-module-path "$out/mods/$dep.swiftmodule" -o "$out/$dep.o" || return 1
  done
  objects+=("$out/Logging.o")
  for m in AppServices AppServicesTesting; do
    compile "$m" "$out/$m.log" "$swiftc" -frontend -c "${F[@]}" "${FEATURES[@]}" -parse-as-library -module-name "$m" \
      -package-name appservices -I "$out/mods" -I "$out/mods/sections" $(find "Sources/$m" -name '*.swift' | sort) \
      -emit-module-path "$out/mods/$m.swiftmodule" -o "$out/$m.o" || return 1
  done
  objects+=("$out/AppServices.o")

  # The app's own two modules; its self-registration record spelled as the documentation spells it.
  local app_objects=("$out/main.o")
  if [ -n "$kit_dir" ]; then
    compile "LinkCheckKit" "$out/LinkCheckKit.log" "$swiftc" -frontend -c "${F[@]}" "${FEATURES[@]}" -parse-as-library \
      -module-name LinkCheckKit -package-name linkcheckapp $(find "$kit_dir" -name '*.swift' | sort) \
      -emit-module-path "$out/mods/LinkCheckKit.swiftmodule" -o "$out/LinkCheckKit.o" || return 1
    app_objects+=("$out/LinkCheckKit.o")
  fi
  find "$app_dir" -name '*.swift' -exec cp {} "$out/app/" \;
  local app_main=(-parse-as-library)
  if [ -f "$out/app/main.swift" ]; then
    sed -i -E "s/@section\(\"[^\"]*\"\)/$documented/" "$out/app/main.swift"
    app_main=("$out/app/main.swift")
  fi
  compile "LinkCheckApp" "$out/app.log" "$swiftc" -frontend -c "${F[@]}" "${FEATURES[@]}" -module-name LinkCheckApp \
    -package-name linkcheckapp -I "$out/mods" -I "$out/mods/sections" "${app_main[@]}" \
    $(find "$out/app" -name '*.swift' ! -name main.swift | sort) -o "$out/main.o" || return 1
  objects=("${app_objects[@]}" "${objects[@]}")

  echo "== link"
  # -dead_strip: Xcode's default (DEAD_CODE_STRIPPING), which a self-registration record has to survive.
  local LINK=("$ld" -arch arm64 -platform_version ios "$target_version" "$sdk_version" -syslibroot "$sdk"
    -F "$sdk/System/Library/SubFrameworks" -L "$sdk/usr/lib/swift" -lSystem -lobjc -lswiftCore
    -framework Foundation -framework UIKit -framework UserNotifications -rpath /usr/lib/swift -dead_strip
    -o "$out/LinkCheckApp")
  started=$EPOCHREALTIME
  "${LINK[@]}" "${objects[@]}" >"$out/link.log" 2>&1
  rc=$?
  echo "   strict link: $(elapsed "$started"), exit $rc"
  grep -v 'undefined symbol:\|>>> referenced\|^$' "$out/link.log" | sort | uniq -c | sed 's/^/     /'
  if [ $rc -ne 0 ]; then
    grep -q 'does not support linking for platform' "$out/link.log" &&
      { echo "   $ld refuses iOS objects (the Swift toolchain's build); set LINK_CHECK_LD to an upstream ld64.lld"; exit 2; }
    sed -n 's/.*undefined symbol: //p' "$out/link.log" | sort -u >"$out/undefined.txt"
    [ -s "$out/undefined.txt" ] || { echo "   the link failed (full log: $out/link.log)"; return 1; }
    echo "   undefined: $(wc -l <"$out/undefined.txt") symbols"
    local extra=() builtins=0 sym shown found lib
    : >"$out/unexplained.txt"
    while read -r sym; do
      shown="$sym ($(echo "$sym" | "$toolchain/bin/swift-demangle" --compact))"
      case $sym in
        ___isPlatformVersionAtLeast | ___isOSVersionAtLeast)
          echo "     $shown: compiler-rt builtin (libclang_rt.ios.a, which Xcode links and the Linux toolchain lacks); a stand-in is linked"
          builtins=1
          continue ;;
      esac
      found=""
      if [ -n "$ref" ]; then
        found=$(grep -rlwF --include='*.tbd' -- "$sym" "$ref/usr/lib" "$ref/System/Library/Frameworks" 2>/dev/null | head -1)
      fi
      if [ -n "$found" ]; then
        lib=$(sed -n "s/^install-name: *'\{0,1\}\([^']*\)'\{0,1\} *$/\1/p" "$found" | head -1)
        echo "     $shown: not in this SDK's stubs; exported by $lib in $(basename "$ref"): allowed (-U)"
        extra+=(-U "$sym")
      else
        echo "     $shown: UNRESOLVED"
        echo "$sym" >>"$out/unexplained.txt"
      fi
    done <"$out/undefined.txt"
    if [ -s "$out/unexplained.txt" ]; then
      echo "   $(wc -l <"$out/unexplained.txt") symbols resolve nowhere$([ -z "$ref" ] && echo " (no reference SDK given)"); the link fails"
      return 1
    fi
    if [ $builtins -eq 1 ]; then
      "$clang" -target "$triple" -isysroot "$sdk" -O2 -c "$here/os_version_check.c" -o "$out/os_version_check.o" || return 1
      objects+=("$out/os_version_check.o")
    fi
    started=$EPOCHREALTIME
    "${LINK[@]}" "${extra[@]}" "${objects[@]}" >"$out/link.log" 2>&1 ||
      { echo "   the relink failed:"; grep error: "$out/link.log" | head -20 | sed 's/^/     /'; return 1; }
    echo "   link with the stand-ins above: $(elapsed "$started")"
  fi
  grep -q 'ld\$previous' "$sdk/usr/lib/swift/libswiftCore.tbd" 2>/dev/null ||
    echo "   note: this SDK's stubs have no \$ld\$previous entries, so a symbol that moved between system libraries is bound to its $sdk_version library even below that release"
  ls -l "$out/LinkCheckApp" | awk '{ printf "   %s: %d bytes\n", $NF, $5 }'

  echo "== required-reason APIs ($here/required-reason-apis.tsv)"
  local reasons=(python3 "$here/required-reasons.py" "$here/required-reason-apis.tsv" "$toolchain/bin/swift-demangle")
  "$clang" -target "$triple" -isysroot "$sdk" -c "$here/required-reason-probe.c" -o "$out/required-reason-probe.o" || return 1
  local probe_uses
  probe_uses=$("${reasons[@]}" "$out/required-reason-probe.o" | grep -c 'FAIL:')
  if [ "$probe_uses" -ne 4 ]; then
    echo "   FAIL: the scan names $probe_uses of the 4 required-reason APIs that required-reason-probe.c uses"
    status=1
  else
    echo "   the scan names all 4 required-reason APIs of required-reason-probe.c"
  fi
  "${reasons[@]}" "$out/AppServices.o" "$out/AppServicesSections.o" "$out/AppServicesConformances.o" "$out/Logging.o" \
    "$out/LinkCheckApp" || status=1

  if [ "$check_image" = 0 ]; then
    echo "== $(basename "$sdk") $triple $opt: compiled and linked in $(elapsed "$t_total"); image not checked (LINK_CHECK_IMAGE=0)"
    return 0
  fi
  echo "== image"
  "$clang_host" -O1 -ISources/AppServicesSections/include "$here/harness.c" Sources/AppServicesSections/AppServicesConformances.c \
    -o "$out/harness" >"$out/harness.log" 2>&1 || { echo "   could not build the host harness:"; head "$out/harness.log"; return 1; }
  python3 "$here/inspect-image.py" "$out/LinkCheckApp" $reg_pair $proto_pair "$here/expected-records.txt" \
    "$work/indexed-protocols.txt" "$out/harness" "$toolchain/bin/swift-demangle" "$out" || status=1
  echo "== $(basename "$sdk") $triple $opt: $([ $status -eq 0 ] && echo passed || echo FAILED) in $(elapsed "$t_total") (work: $out)"
  return $status
}

failed=0
for target in $targets; do check "$target" || failed=1; done
exit $failed
