// Bounds of the self-registration records that the linker gathered into one section.
//
// On ELF platforms (Linux, Android) the linker defines `__start_appservices` and
// `__stop_appservices` around every input section named `appservices` in the image that links this
// target. Swift cannot name those symbols, so this small C target hands them over. On other object
// formats both functions return NULL; Mach-O is read with `getsectiondata` in Swift instead. The same
// target reads the Swift protocol-conformance records (AppServicesConformances.h).

#ifndef APPSERVICES_SECTIONS_H
#define APPSERVICES_SECTIONS_H

#include "AppServicesConformances.h"

/// The first byte of the `appservices` section in this image, or NULL when it has none.
const void *_Nullable appservices_section_start(void);

/// One past the last byte of the `appservices` section in this image, or NULL when it has none.
const void *_Nullable appservices_section_stop(void);

#endif
