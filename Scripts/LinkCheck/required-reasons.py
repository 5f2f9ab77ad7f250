"""Holds arm64 Mach-O objects and images against Apple's required-reason APIs (required-reason-apis.tsv).

    required-reasons.py LIST SWIFT_DEMANGLE FILE...

Reads each FILE's undefined symbols and the Objective-C selectors it sends (its __objc_methname strings), and
prints one line per use of a listed API, naming the file, the symbol and the privacy manifest's category.
Exit status: 0 none found, 1 some found, 2 a file is not a 64-bit arm64 Mach-O file.
Run by Scripts/link-check-ios.sh on the library's objects and the linked app."""
import re
import struct
import subprocess
import sys

list_path, demangler, *paths = sys.argv[1:]
apis = []
for row in open(list_path):
    if row.strip() and not row.startswith("#"):
        category, kind, name = row.rstrip("\n").split("\t")
        apis.append((category, kind, name))


def read_macho(path):
    """The undefined symbols and the selector names of a 64-bit arm64 Mach-O object or image."""
    data = open(path, "rb").read()
    magic, cputype, _, _, ncmds = struct.unpack_from("<IiiII", data, 0)
    if magic != 0xFEEDFACF or cputype != 0x0100000C:
        print("   %s: not a 64-bit arm64 Mach-O file" % path)
        sys.exit(2)
    undefined, selectors, off = [], [], 32
    for _ in range(ncmds):
        cmd, size = struct.unpack_from("<II", data, off)
        if cmd == 0x19:  # LC_SEGMENT_64
            nsects = struct.unpack_from("<I", data, off + 64)[0]
            for k in range(nsects):
                s = off + 72 + 80 * k
                if data[s:s + 16].split(b"\0")[0] == b"__objc_methname":
                    ssize, soff = struct.unpack_from("<QI", data, s + 40)
                    selectors += [n.decode() for n in data[soff:soff + ssize].split(b"\0") if n]
        elif cmd == 0x2:  # LC_SYMTAB
            symoff, nsyms, stroff, _ = struct.unpack_from("<IIII", data, off + 8)
            for k in range(nsyms):
                strx, ntype = struct.unpack_from("<IB", data, symoff + 16 * k)
                if ntype & 0x0E == 0 and ntype & 0x01:  # N_UNDF, N_EXT
                    undefined.append(data[stroff + strx:data.index(b"\0", stroff + strx)].decode())
        off += size
    return undefined, selectors


def demangled(symbols):
    swift = [s for s in symbols if s.startswith("_$s")]
    if not swift:
        return {}
    out = subprocess.run([demangler, "--compact"], input="\n".join(swift), capture_output=True, text=True).stdout
    return dict(zip(swift, out.splitlines()))


def uses(undefined, selectors):
    """Each (symbol as found, its category, the listed API) the file uses."""
    names = demangled(undefined)
    for category, kind, name in apis:
        if kind == "function":
            found = [s for s in undefined if re.fullmatch(r"_%s(\$.*)?" % re.escape(name), s)]
        elif kind == "global":
            found = [s for s in undefined if s == "_" + name]
        elif kind == "class":
            found = [s for s in undefined if s in ("_OBJC_CLASS_$_" + name, "_OBJC_METACLASS_$_" + name)]
        elif kind == "selector":
            found = ["selector " + s for s in set(selectors) if s == name]
        else:
            pattern = re.compile(r"(^|[^A-Za-z0-9_])%s" % re.escape(name))
            found = ["%s (%s)" % (s, names[s]) for s in names if pattern.search(names[s])]
        for symbol in sorted(found):
            yield symbol, category, name


failed = 0
for path in paths:
    undefined, selectors = read_macho(path)
    found = list(uses(undefined, selectors))
    for symbol, category, name in found:
        print("   FAIL: %s: %s is %s, a required-reason API of category NSPrivacyAccessedAPICategory%s: call "
              "another API, or ship a privacy manifest declaring an approved reason" % (path, symbol, name, category))
    if not found:
        print("   %s: none of the %d required-reason APIs among %d undefined symbols and %d selectors"
              % (path.split("/")[-1], len(apis), len(undefined), len(set(selectors))))
    failed |= bool(found)
sys.exit(1 if failed else 0)
