/* The library's version string, for tools and embedders. */
#include "hlomem/version.h"

const char *hlomem_version(void) { return HLOMEM_VERSION_STRING; }
