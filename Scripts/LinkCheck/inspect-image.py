"""Reads the linked arm64 Mach-O image as AppServices' Mach-O readers would, from the file's bytes.

Run by Scripts/link-check-ios.sh."""
import re
import struct
import subprocess
import sys

(image_path, reg_seg, reg_sect, proto_seg, proto_sect, expected_path, indexed_path, harness, demangler,
 work) = sys.argv[1:11]
data = open(image_path, "rb").read()
failures = []


def fail(message):
    failures.append(message)
    print("   FAIL: " + message)


def u32(off):
    return struct.unpack_from("<I", data, off)[0]


def i32(off):
    return struct.unpack_from("<i", data, off)[0]


def u64(off):
    return struct.unpack_from("<Q", data, off)[0]


def cstr(raw):
    return raw.split(b"\0", 1)[0].decode()


magic, cputype, _, filetype, ncmds, _, _, _ = struct.unpack_from("<IiiIIIII", data, 0)
if magic != 0xFEEDFACF or cputype != 0x0100000C or filetype != 2:
    sys.exit("   not a 64-bit arm64 Mach-O executable")
segments, sections, symtab, chained, dylibs, platform = [], [], None, None, [], None
off = 32
for _ in range(ncmds):
    cmd, size = struct.unpack_from("<II", data, off)
    if cmd == 0x19:  # LC_SEGMENT_64
        segname = cstr(data[off + 8:off + 24])
        vmaddr, vmsize, fileoff, filesize, _, _, nsects, _ = struct.unpack_from("<QQQQiiII", data, off + 24)
        segments.append((segname, vmaddr, vmsize, fileoff, filesize))
        for k in range(nsects):
            s = off + 72 + 80 * k
            addr, ssize, soff, _, _, _, sflags = struct.unpack_from("<QQIIIII", data, s + 32)
            sections.append((cstr(data[s + 16:s + 32]), cstr(data[s:s + 16]), addr, ssize, soff, sflags))
    elif cmd == 0x2:  # LC_SYMTAB
        symtab = struct.unpack_from("<IIII", data, off + 8)
    elif cmd == 0x80000034:  # LC_DYLD_CHAINED_FIXUPS
        chained = struct.unpack_from("<II", data, off + 8)
    elif cmd == 0x32:  # LC_BUILD_VERSION
        p, minos, sdkv = struct.unpack_from("<III", data, off + 8)
        platform = "%s %d.%d (SDK %d.%d)" % ({2: "iOS", 3: "tvOS", 7: "iOS simulator"}.get(p, "platform %d" % p),
                                             minos >> 16, (minos >> 8) & 0xFF, sdkv >> 16, (sdkv >> 8) & 0xFF)
    elif cmd in (0xC, 0x80000018, 0x8000001F, 0x20, 0x80000023):  # LC_LOAD_DYLIB, WEAK, REEXPORT, LAZY, UPWARD
        dylibs.append(cstr(data[off + u32(off + 8):off + size]))
    off += size

base = next(s[1] for s in segments if s[0] == "__TEXT")
mapped = [s for s in segments if s[0] not in ("__PAGEZERO", "__LINKEDIT")]


def file_offset(vm):
    for _, vmaddr, _, fileoff, filesize in segments:
        if vmaddr <= vm < vmaddr + filesize:
            return fileoff + vm - vmaddr
    raise ValueError("address %#x is not backed by the file" % vm)


def section_of(vm):
    for sg, sn, addr, size, _, _ in sections:
        if addr <= vm < addr + size:
            return sg + "," + sn
    return "?"


by_address, undefined = {}, []
symoff, nsyms, stroff, _ = symtab
for k in range(nsyms):
    strx, ntype, _, ndesc, value = struct.unpack_from("<IBBHQ", data, symoff + 16 * k)
    if ntype & 0xE0:  # debugging entries
        continue
    name = cstr(data[stroff + strx:stroff + strx + 4096])
    if ntype & 0x0E == 0x0E:
        by_address.setdefault(value, []).append(name)
    elif ntype & 0x0E == 0 and ntype & 1:
        undefined.append((name, (ndesc >> 8) & 0xFF))

# Chained fixups: every pointer slot dyld writes, by address: ("rebase", target) or ("bind", symbol).
fixups = {}
if chained is None:
    fail("no LC_DYLD_CHAINED_FIXUPS: this reader only decodes chained fixups")
else:
    hdr = chained[0]
    _, starts_off, imports_off, symbols_off, imports_count, imports_format, _ = struct.unpack_from("<7I", data, hdr)
    names = []
    for k in range(imports_count):
        if imports_format == 3:
            raw = u64(hdr + imports_off + 16 * k)
            name_off = raw >> 32
        else:
            raw = u32(hdr + imports_off + (4 if imports_format == 1 else 8) * k)
            name_off = raw >> 9
        names.append(cstr(data[hdr + symbols_off + name_off:hdr + symbols_off + name_off + 4096]))
    s = hdr + starts_off
    for k in range(u32(s)):
        info = u32(s + 4 + 4 * k)
        if info == 0:
            continue
        g = s + info
        _, page_size, fmt, seg_offset, _, page_count = struct.unpack_from("<IHHQIH", data, g)
        if fmt not in (2, 6):  # DYLD_CHAINED_PTR_64, DYLD_CHAINED_PTR_64_OFFSET
            fail("chained pointer format %d is not decoded here" % fmt)
            continue
        for p in range(page_count):
            start = struct.unpack_from("<H", data, g + 22 + 2 * p)[0]
            if start == 0xFFFF:
                continue
            vm = base + seg_offset + p * page_size + start
            while True:
                raw = u64(file_offset(vm))
                if raw >> 63:
                    fixups[vm] = ("bind", names[raw & 0xFFFFFF])
                else:
                    target = (raw & 0xFFFFFFFFF) | (((raw >> 36) & 0xFF) << 56)
                    fixups[vm] = ("rebase", target + base if fmt == 6 else target)
                step = (raw >> 51) & 0xFFF
                if step == 0:
                    break
                vm += 4 * step

all_names = sorted({n for ns in by_address.values() for n in ns} | {n for n, _ in undefined}
                   | {f[1] for f in fixups.values() if f[0] == "bind"})
demangled = dict(zip(all_names, subprocess.run([demangler], input="\n".join(all_names), capture_output=True,
                                               text=True).stdout.split("\n")))


def name_at(vm):
    ns = by_address.get(vm)
    return sorted(ns, key=lambda n: (not n.startswith("_$s"), len(n)))[0] if ns else None


def text_at(vm):
    n = name_at(vm)
    return demangled.get(n, n) if n else None


def pointer_at(slot):
    fix = fixups.get(slot)
    if fix is None:
        return ("address", u64(file_offset(slot))) if u64(file_offset(slot)) else ("null", 0)
    return ("address", fix[1]) if fix[0] == "rebase" else ("symbol", fix[1])


def find(seg, sect):
    return next((s for s in sections if s[0] == seg and s[1] == sect), None)


def elsewhere(sect):
    found = [s[0] + "," + s[1] for s in sections if s[1] == sect]
    return "; the image has " + ", ".join(found) if found else ""


print("   %s, %d sections, %d dylibs, %d fixups" % (platform, len(sections), len(dylibs), len(fixups)))
for sg, sn, addr, size, _, _ in sections:
    if sn in (reg_sect, proto_sect) or sn.startswith("__swift5"):
        print("     %-14s %-18s %#12x %7d bytes" % (sg, sn, addr, size))

print("== self-registration records: %s,%s" % (reg_seg, reg_sect))
functions = []
reg = find(reg_seg, reg_sect)
if reg is None:
    fail("no %s,%s section: getsectiondata finds no record%s" % (reg_seg, reg_sect, elsewhere(reg_sect)))
else:
    _, _, addr, size, _, _ = reg
    if size % 8:
        fail("%d bytes: not a whole number of 8-byte function pointers" % size)
    for k in range(size // 8):
        kind, value = pointer_at(addr + 8 * k)
        if kind == "address" and section_of(value) == "__TEXT,__text":
            functions.append(text_at(value) or "")
            print("   %#x -> %#x %s" % (addr + 8 * k, value, text_at(value)))
        else:
            fail("record %d at %#x is not a pointer to code: %s %s" % (k, addr + 8 * k, kind, value))

print("== conformance records: %s,%s" % (proto_seg, proto_sect))
records = []
proto = find(proto_seg, proto_sect)
if proto is None:
    fail("no %s,%s section: the conformance index reads nothing%s" % (proto_seg, proto_sect, elsewhere(proto_sect)))
else:
    _, _, paddr, psize, _, _ = proto

    def direct(field):
        offset = i32(file_offset(field))
        return None if offset == 0 else field + offset

    def indirectable(field):
        offset = i32(file_offset(field))
        if offset == 0:
            return None
        target = field + (offset & ~1)
        if offset & 1:
            kind, value = pointer_at(target)
            return value if kind == "address" else "external " + str(value)
        return target

    for k in range(psize // 4):
        d = direct(paddr + 4 * k)
        if d is None:
            continue
        flags = u32(file_offset(d + 12))
        kind = (flags >> 3) & 7
        t = None
        if kind == 0:
            t = direct(d + 4)
        elif kind == 1:
            slot = direct(d + 4)
            if slot is not None and pointer_at(slot)[0] == "address":
                t = pointer_at(slot)[1]
        records.append(dict(entry=paddr + 4 * k, descriptor=d, protocol=indirectable(d), flags=flags, kind=kind,
                            type=t, type_flags=u32(file_offset(t)) if t else 0))
    print("   %d records" % len(records))

indexed = {line.strip() for line in open(indexed_path) if line.strip()}
KNOWN = 0x07 | 0x38 | 0x40 | 0x80 | 0xFF00 | 0x10000 | 0x20000
checked = 0


def without_signature(name):
    """`<A where A: P> M.T<A>` -> `M.T<A>`: a conditional conformance's descriptor is named with its requirements."""
    if not name.startswith("<"):
        return name
    depth = 0
    for k, c in enumerate(name):
        depth += {"<": 1, ">": -1}.get(c, 0)
        if depth == 0:
            return name[k + 1:].lstrip()
    return name


def without_generics(name):
    """`A.B<C>.D` -> `A.B.D`: a nominal type descriptor is named without generic arguments."""
    while True:
        shorter = re.sub(r"<[^<>]*>", "", name)
        if shorter == name:
            return name
        name = shorter


for r in records:
    r["ctext"] = text_at(r["descriptor"]) or ""
    p = r["protocol"]
    if isinstance(p, int):
        r["ptext"] = text_at(p) or "%#x" % p
    else:
        sym = str(p).split(" ", 1)[-1]
        r["ptext"] = demangled.get(sym, sym)
    r["ttext"] = text_at(r["type"]) if r["type"] else None
    head = "protocol conformance descriptor for "
    if r["ctext"].startswith(head) and r["ptext"].startswith("protocol descriptor for "):
        conforming, _, protocol = r["ctext"][len(head):].rsplit(" in ", 1)[0].rpartition(" : ")
        conforming = without_signature(conforming)
        checked += 1
        if r["ptext"] != "protocol descriptor for " + protocol or (
                r["ttext"] is not None and r["ttext"] != "nominal type descriptor for " + without_generics(conforming)):
            fail("record %#x: its descriptor is for %s : %s; decoding gives %s and %s"
                 % (r["entry"], conforming, protocol, r["ptext"], r["ttext"]))
print("   %d of them confirmed by their descriptor's symbol name (protocol and type both)" % checked)


def protocol_name(r):
    return r["ptext"].replace("protocol descriptor for AppServices.", "") if r["ptext"].startswith(
        "protocol descriptor for AppServices.") else None


def reader_view(r):
    """What ConformanceRecordReader.read makes of the record."""
    if r["type"] is None or not r["type_flags"] & 0x40 or r["flags"] & 0x80:
        return "uncertain"
    return "exact" if r["flags"] & ~KNOWN == 0 and r["flags"] & 0xFF00 == 0 else "undecided"


ours = [r for r in records if protocol_name(r) in indexed and isinstance(r["protocol"], int)]
other = [r for r in records if protocol_name(r) and protocol_name(r) not in indexed]
print("   %d name one of the %d protocols the index reads, %d another AppServices protocol, %d other protocols"
      % (len(ours), len(indexed), len(other), len(records) - len(ours) - len(other)))
by_protocol = {}
for r in ours:
    by_protocol.setdefault(protocol_name(r), []).append((r["ttext"] or "?").replace("nominal type descriptor for ", ""))
for p in sorted(by_protocol):
    print("     %-42s %s" % (p, ", ".join(sorted(by_protocol[p]))))
views = {}
for r in ours:
    views[reader_view(r)] = views.get(reader_view(r), 0) + 1
print("   ConformanceRecordReader's view of them: " + ", ".join("%s %d" % kv for kv in sorted(views.items())))

print("== appservices_visit_conformance_section (the project's C, built for this host) over the image in memory")
if proto is not None:
    lo = min(s[1] for s in mapped)
    hi = max(s[1] + s[2] for s in mapped)
    flat = bytearray(hi - lo)
    for _, vmaddr, _, fileoff, filesize in mapped:
        flat[vmaddr - lo:vmaddr - lo + filesize] = data[fileoff:fileoff + filesize]
    open(work + "/image.bin", "wb").write(flat)
    with open(work + "/fixups.txt", "w") as f:
        for slot, fix in fixups.items():
            f.write("%d %d\n" % (slot - lo, fix[1] - lo if fix[0] == "rebase" else -1))
    wanted = sorted({r["protocol"] for r in ours})
    run = subprocess.run([harness, work + "/image.bin", work + "/fixups.txt", str(paddr - lo), str(psize)]
                         + [str(p - lo) for p in wanted], capture_output=True, text=True)
    if run.returncode != 0:
        fail("the C visitor did not finish (exit %d) %s" % (run.returncode, run.stderr.strip()))
    got = {tuple(int(x) for x in line.split()) for line in run.stdout.splitlines() if line.strip()}
    want = {(r["protocol"] - lo, (r["type"] - lo) if r["type"] else -1, r["descriptor"] - lo, r["flags"],
             r["type_flags"]) for r in ours}
    print("   it visits %d records; the decoder above expects %d; %d differ" % (len(got), len(want), len(got ^ want)))
    for extra in sorted(got - want)[:5]:
        fail("the C visitor reports a record the decoder does not: %s" % (extra,))
    for missing in sorted(want - got)[:5]:
        fail("the C visitor misses a record: %s" % (missing,))

print("== three records, byte by byte")
sample = [r for r in ours if r["ttext"] and "LinkCheck" in r["ttext"]][:3] or ours[:3]
for r in sample:
    d = r["descriptor"]
    raw = data[file_offset(d):file_offset(d) + 16]
    p_off, t_off, w_off, flags = struct.unpack("<iiiI", raw)
    print("   %#x: %+d -> %#x %s" % (r["entry"], i32(file_offset(r["entry"])), d, r["ctext"]))
    print("     bytes %s" % raw.hex(" "))
    via = " (odd: through the pointer at %#x, which dyld rebases)" % (d + (p_off & ~1)) if p_off & 1 else " (even: direct)"
    print("     +0  protocol %+d%s -> %s" % (p_off, via, r["ptext"]))
    print("     +4  type %+d, kind %d -> %s; its flags %#x (kind %d, unique %s)"
          % (t_off, r["kind"], r["ttext"], r["type_flags"], r["type_flags"] & 0x1F, bool(r["type_flags"] & 0x40)))
    print("     +8  witness table pattern %+d -> %s" % (w_off, text_at(d + 8 + w_off) if w_off else "none"))
    print("     +12 ConformanceFlags %#x -> %s" % (flags, reader_view(r)))

print("== what the app declared")
views_of = {}
for r in records:
    key = ((r["ttext"] or "").replace("nominal type descriptor for ", ""), r["ptext"].replace("protocol descriptor for ", ""))
    views_of.setdefault(key, set()).add(reader_view(r))
for line in open(expected_path):
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    if line.startswith("record:"):
        fn = line.split(":", 1)[1].strip()
        ok = any(fn in f for f in functions)
        print("   %-74s %s" % ("self-registration record -> " + fn, "found" if ok else "MISSING"))
        if not ok:
            fail("no self-registration record points at " + fn)
        continue
    declared, _, view = line.partition(" [")
    t, _, p = declared.partition(" : ")
    view = view.rstrip("]")
    seen = views_of.get((t, p))
    if seen is None:
        print("   %-74s MISSING" % declared)
        fail("no conformance record for " + declared)
    elif view and seen != {view}:
        print("   %-74s read as %s, not %s" % (declared, "/".join(sorted(seen)), view))
        fail("the record for %s is read as %s, not %s" % (declared, "/".join(sorted(seen)), view))
    else:
        print("   %-74s found%s" % (declared, " (%s)" % view if view else ""))

print("== undefined symbols: %d, bound at launch" % len(undefined))
per = {}
for name, ordinal in undefined:
    lib = {0xFE: "flat lookup (allowed with -U)", 0xFF: "main executable", 0: "self"}.get(ordinal)
    lib = lib or (dylibs[ordinal - 1] if 0 < ordinal <= len(dylibs) else "ordinal %d" % ordinal)
    per.setdefault(lib, []).append(name)
for lib in sorted(per, key=lambda l: (-len(per[l]), l)):
    print("   %5d %s" % (len(per[lib]), lib))
for name in per.get("flat lookup (allowed with -U)", []):
    print("         %s" % demangled.get(name, name))
print("== %s" % ("%d check(s) failed" % len(failures) if failures else "all checks passed"))
sys.exit(1 if failures else 0)
