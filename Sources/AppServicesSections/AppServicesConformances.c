#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE  // dl_iterate_phdr
#endif

#include "AppServicesConformances.h"

#include <stdbool.h>

#if __has_feature(ptrauth_calls)
#include <ptrauth.h>
#endif

// Runtime entry points (swiftlang/swift include/swift/Runtime/Metadata.h). `swift_getWitnessTable` is the
// one the compiler itself calls for a conformance's witness table (C calling convention);
// `swift_getTypeContextDescriptor` uses the Swift calling convention, the same as C for one pointer in and
// one pointer out.
extern const void *swift_getWitnessTable(const void *conformance, const void *type, const void *const *arguments);
extern __attribute__((swiftcall)) const void *swift_getTypeContextDescriptor(const void *type);

/// A pointer read from memory that, on arm64e, may carry a signature: only its address is compared.
static const void *stripped(const void *pointer) {
#if __has_feature(ptrauth_calls)
    return ptrauth_strip(pointer, ptrauth_key_process_independent_data);
#else
    return pointer;
#endif
}

/// A 32-bit offset from its own address (`RelativeDirectPointer`), or NULL for 0.
static const char *direct(const void *field) {
    int32_t offset = *(const int32_t *)field;
    return offset == 0 ? NULL : (const char *)field + offset;
}

/// A `RelativeIndirectablePointer`: a 32-bit offset whose low bit says that it leads to a pointer to the
/// target rather than to the target.
static const void *indirectable(const void *field) {
    int32_t offset = *(const int32_t *)field;
    if (offset == 0) return NULL;
    const char *address = (const char *)field + (offset & ~1);
    return (offset & 1) ? stripped(*(const void *const *)address) : address;
}

static bool contains(const void *const *protocols, size_t count, const void *protocol) {
    size_t low = 0, high = count;
    while (low < high) {
        size_t middle = low + (high - low) / 2;
        if (protocols[middle] == protocol) return true;
        if ((uintptr_t)protocols[middle] < (uintptr_t)protocol) low = middle + 1;
        else high = middle;
    }
    return false;
}

// A protocol conformance descriptor (Metadata.h, TargetProtocolConformanceDescriptor): the protocol
// (relative indirectable pointer), the type reference (32-bit, read per the kind in the flags), the witness
// table pattern (relative direct pointer) and the ConformanceFlags (32-bit), in that order. The type
// reference kinds (MetadataValues.h, TypeReferenceKind) are DirectTypeDescriptor 0 and
// IndirectTypeDescriptor 1; 2 and 3 name Objective-C classes; ConformanceFlags keeps the kind in bits 3-5.
void appservices_visit_conformance_section(
    const void *start, size_t size, const void *const *protocols, size_t count, appservices_conformance_visitor visit,
    void *context) {
    const int32_t *entries = (const int32_t *)start;
    if (count == 0) return;
    const void *lowest = protocols[0], *highest = protocols[count - 1];
    for (size_t index = 0; index < size / sizeof(int32_t); index++) {
        const char *descriptor = direct(&entries[index]);
        if (descriptor == NULL) continue;
        const void *protocol = indirectable(descriptor);
        if ((uintptr_t)protocol < (uintptr_t)lowest || (uintptr_t)protocol > (uintptr_t)highest) continue;
        if (!contains(protocols, count, protocol)) continue;
        uint32_t flags = *(const uint32_t *)(descriptor + 12);
        const void *type = NULL;
        switch ((flags >> 3) & 7) {
        case 0: type = direct(descriptor + 4); break;
        case 1: {
            const void *const *slot = (const void *const *)direct(descriptor + 4);
            type = slot ? stripped(*slot) : NULL;
            break;
        }
        default: break;
        }
        appservices_conformance_record record = {
            protocol, type, descriptor, flags, type ? *(const uint32_t *)type : 0,
        };
        visit(&record, context);
    }
}

#if defined(__ELF__)

// The per-image record the runtime keeps (stdlib/public/SwiftShims/swift/shims/MetadataSections.h): a
// version, a base address, two unused pointers, then address ranges, the second of them
// `swift5_protocol_conformances`. Only the fields up to that range are read.
typedef struct {
    uintptr_t start;
    size_t length;
} section_range;

typedef struct {
    uintptr_t version;
    const void *base;
    void *unused0;
    void *unused1;
    section_range protocols;
    section_range conformances;
} metadata_sections;

extern void swift_enumerateAllMetadataSections(bool (*body)(const void *sections, void *context), void *context);

typedef struct {
    const void *const *protocols;
    size_t count;
    appservices_conformance_visitor visit;
    void *context;
    long images;
} visit_state;

static bool visit_image(const void *sections, void *context) {
    visit_state *state = context;
    const metadata_sections *image = sections;
    state->images += 1;
    if (state->visit != NULL && image->version >= 1 && image->conformances.start != 0) {
        appservices_visit_conformance_section(
            (const void *)image->conformances.start, image->conformances.length, state->protocols, state->count,
            state->visit, state->context);
    }
    return true;
}

long appservices_visit_all_conformances(
    const void *const *protocols, size_t count, appservices_conformance_visitor visit, void *context) {
    visit_state state = {protocols, count, visit, context, 0};
    swift_enumerateAllMetadataSections(visit_image, &state);
    return state.images;
}

#if defined(__GLIBC__)
#include <link.h>

/// Reads glibc's counts of images loaded and unloaded from the first image, then stops.
static int count_loads(struct dl_phdr_info *info, size_t size, void *data) {
    if (size >= offsetof(struct dl_phdr_info, dlpi_subs) + sizeof(info->dlpi_subs)) {
        *(long *)data = (long)(info->dlpi_adds + info->dlpi_subs);
    }
    return 1;
}
#endif

long appservices_image_count(void) {
#if defined(__GLIBC__)
    // A few instructions instead of a walk over the runtime's list: asked before every answer.
    long loads = -1;
    dl_iterate_phdr(count_loads, &loads);
    if (loads >= 0) return loads;
#endif
    visit_state state = {NULL, 0, NULL, NULL, 0};
    swift_enumerateAllMetadataSections(visit_image, &state);
    return state.images;
}

#else

long appservices_visit_all_conformances(
    const void *const *protocols, size_t count, appservices_conformance_visitor visit, void *context) {
    (void)protocols;
    (void)count;
    (void)visit;
    (void)context;
    return -1;
}

long appservices_image_count(void) { return -1; }

#endif

// Existential type metadata (TypeMetadata.rst, "Protocol Metadata"; Metadata.h,
// TargetExistentialTypeMetadata): the kind word (MetadataKind::Existential, 0x303), then 32-bit
// ExistentialTypeFlags and a 32-bit protocol count, then, with no superclass constraint, the protocol
// references. In the flags, the low 24 bits count witness tables, 0x80000000 is set when the existential is
// *not* class-bound, 0x40000000 marks a superclass constraint and 0x3F000000 a special protocol. A protocol
// reference with its low bit set names an Objective-C protocol.
const void *appservices_existential_protocol(const void *metadata) {
    const uintptr_t *words = metadata;
    if (words[0] != 0x303) return NULL;
    uint32_t flags = ((const uint32_t *)metadata)[2];
    uint32_t protocols = ((const uint32_t *)metadata)[3];
    if (protocols != 1 || flags != 1) return NULL;
    uintptr_t reference = words[2];
    return (reference & 1) ? NULL : (const void *)reference;
}

const void *appservices_type_descriptor(const void *metadata) {
    return stripped(swift_getTypeContextDescriptor(metadata));
}

const void *appservices_witness_table(const void *conformance, const void *type) {
    // An unconditional conformance has no conditional requirements, so the runtime reads no arguments.
    static const void *const none[1] = {NULL};
    return swift_getWitnessTable(conformance, type, none);
}
