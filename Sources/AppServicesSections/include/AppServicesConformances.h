// Reads the Swift runtime's protocol-conformance records, so AppServices can learn which services adopt
// which of its protocols in one pass instead of one scan of every record per (type, protocol) question.
//
// Every layout read here is one the Swift ABI keeps stable on Apple platforms (swiftlang/swift:
// docs/ABI/TypeMetadata.rst, include/swift/ABI/Metadata.h, include/swift/ABI/MetadataValues.h,
// include/swift/Basic/RelativePointer.h). Anything this reader does not recognise is reported as such, so
// the caller can fall back to the runtime's own dynamic cast.

#ifndef APPSERVICES_CONFORMANCES_H
#define APPSERVICES_CONFORMANCES_H

#include <stddef.h>
#include <stdint.h>

/// One conformance record whose protocol is one the caller asked about.
typedef struct {
    /// The protocol descriptor the record names.
    const void *_Nonnull protocol;
    /// The nominal type descriptor of the conforming type, or NULL when the record names an Objective-C class
    /// or a type reference kind this reader does not know.
    const void *_Nullable type;
    /// The protocol conformance descriptor itself, as `swift_getWitnessTable` takes it.
    const void *_Nonnull conformance;
    /// The descriptor's `ConformanceFlags`.
    uint32_t flags;
    /// The conforming type descriptor's `ContextDescriptorFlags`, or 0 when `type` is NULL.
    uint32_t typeFlags;
} appservices_conformance_record;

/// Called once per record that matches.
typedef void (*_Nonnull appservices_conformance_visitor)(
    const appservices_conformance_record *_Nonnull record, void *_Nullable context);

/// Visits the records of one `swift5_protocol_conformances` (ELF) or `__swift5_proto` (Mach-O) section whose
/// protocol is in `protocols`.
///
/// `protocols` must be sorted by address, ascending. The section is an array of 32-bit relative offsets, each
/// to a protocol conformance descriptor.
void appservices_visit_conformance_section(
    const void *_Nonnull start, size_t size, const void *_Nonnull const *_Nonnull protocols, size_t count,
    appservices_conformance_visitor visit, void *_Nullable context);

/// Visits the matching records of every image the Swift runtime knows (ELF only, through the runtime's
/// `swift_enumerateAllMetadataSections`); returns the number of images, or -1 where this is not available.
long appservices_visit_all_conformances(
    const void *_Nonnull const *_Nonnull protocols, size_t count, appservices_conformance_visitor visit,
    void *_Nullable context);

/// A number that changes whenever an image is loaded or unloaded (ELF only: glibc's counts of loads and
/// unloads, else the number of images the Swift runtime knows), or -1 where this is not available.
long appservices_image_count(void);

/// The protocol descriptor of a class-bound existential of exactly one Swift protocol (`any P` where `P` is
/// class-bound), or NULL for any other metadata.
const void *_Nullable appservices_existential_protocol(const void *_Nonnull metadata);

/// The nominal type descriptor of a type's metadata, or NULL (an Objective-C class, for one).
const void *_Nullable appservices_type_descriptor(const void *_Nonnull metadata);

/// The witness table of an unconditional conformance for `type`, a type that the conformance names.
const void *_Nullable appservices_witness_table(const void *_Nonnull conformance, const void *_Nonnull type);

#endif
