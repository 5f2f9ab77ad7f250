// Uses one required-reason API of each kind a C file can show (a function, an Objective-C class, a selector):
// link-check-ios.sh holds this object against the list first, so a scan that stopped seeing uses fails the run
// instead of passing the library unseen.
#include <mach/mach_time.h>
#include <sys/stat.h>

extern char OBJC_CLASS_$_NSUserDefaults;
__attribute__((used, section("__TEXT,__objc_methname,cstring_literals"))) static const char uptime[] = "systemUptime";

long required_reason_probe(const char *path) {
  struct stat status;
  return stat(path, &status) + (long)mach_absolute_time() + (long)&OBJC_CLASS_$_NSUserDefaults;
}
