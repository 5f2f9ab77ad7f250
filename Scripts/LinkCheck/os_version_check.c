// Link-time stand-in for compiler-rt's availability checks (libclang_rt.ios.a), which Xcode links into every
// app and the Linux toolchain does not have; asks dyld, as compiler-rt does.
#include <dlfcn.h>
#include <stdint.h>
typedef struct { uint32_t platform; uint32_t version; } dyld_build_version_t;
typedef _Bool (*check_t)(uint32_t count, dyld_build_version_t versions[]);
int32_t __isPlatformVersionAtLeast(uint32_t platform, uint32_t major, uint32_t minor, uint32_t subminor) {
    static check_t check;
    if (!check) check = (check_t)dlsym(RTLD_DEFAULT, "_availability_version_check");
    if (!check) return 0;
    dyld_build_version_t version = {platform, (major << 16) | ((minor & 0xff) << 8) | (subminor & 0xff)};
    return check(1, &version);
}
int32_t __isOSVersionAtLeast(int32_t major, int32_t minor, int32_t subminor) {
    return __isPlatformVersionAtLeast(2 /* PLATFORM_IOS */, (uint32_t)major, (uint32_t)minor, (uint32_t)subminor);
}
