#include "AppServicesSections.h"

#if defined(__ELF__)

// Weak, so an image without any record links and both bounds read as NULL.
extern const char __start_appservices[] __attribute__((weak, visibility("hidden")));
extern const char __stop_appservices[] __attribute__((weak, visibility("hidden")));

const void *appservices_section_start(void) { return __start_appservices; }

const void *appservices_section_stop(void) { return __stop_appservices; }

#else

const void *appservices_section_start(void) { return 0; }

const void *appservices_section_stop(void) { return 0; }

#endif
