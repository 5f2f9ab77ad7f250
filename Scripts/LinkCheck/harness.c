// Runs the project's appservices_visit_conformance_section over a Mach-O image laid out in memory as dyld
// would (segments at their offsets from the image base, chained fixups applied), and prints each record.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "AppServicesConformances.h"

// Referenced by AppServicesConformances.c, never called here.
const void *swift_getWitnessTable(const void *c, const void *t, const void *const *a) { (void)c; (void)t; (void)a; abort(); }
__attribute__((swiftcall)) const void *swift_getTypeContextDescriptor(const void *t) { (void)t; abort(); }
void swift_enumerateAllMetadataSections(_Bool (*body)(const void *, void *), void *context) { (void)body; (void)context; abort(); }

static unsigned char *image;
static const char outside[16];

static void visit(const appservices_conformance_record *r, void *context) {
    (void)context;
    printf("%ld %ld %ld %u %u\n", (long)((const unsigned char *)r->protocol - image),
           r->type ? (long)((const unsigned char *)r->type - image) : -1L,
           (long)((const unsigned char *)r->conformance - image), r->flags, r->typeFlags);
}

static int ascending(const void *a, const void *b) {
    uintptr_t x = *(const uintptr_t *)a, y = *(const uintptr_t *)b;
    return x < y ? -1 : x > y;
}

// harness IMAGE FIXUPS SECTION_OFFSET SECTION_SIZE PROTOCOL_OFFSET...
int main(int argc, char **argv) {
    if (argc < 5) return 2;
    FILE *file = fopen(argv[1], "rb");
    if (!file) return 2;
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    image = aligned_alloc(16384, (size_t)(size + 16383) / 16384 * 16384);
    if (!image || fread(image, 1, (size_t)size, file) != (size_t)size) return 2;
    fclose(file);
    FILE *fixups = fopen(argv[2], "r");
    long slot, target;
    while (fixups && fscanf(fixups, "%ld %ld", &slot, &target) == 2) {
        *(const void **)(image + slot) = target >= 0 ? (const void *)(image + target) : (const void *)outside;
    }
    size_t count = (size_t)(argc - 5);
    const void **protocols = malloc(sizeof(void *) * (count + 1));
    for (size_t i = 0; i < count; i++) protocols[i] = image + atol(argv[5 + i]);
    qsort(protocols, count, sizeof(void *), ascending);
    appservices_visit_conformance_section(image + atol(argv[3]), (size_t)atol(argv[4]), protocols, count, visit, NULL);
    return 0;
}
