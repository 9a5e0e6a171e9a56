/* hlomem library version. */
#ifndef HLOMEM_VERSION_H
#define HLOMEM_VERSION_H

#define HLOMEM_VERSION_STRING "0.1.0"

const char *hlomem_version(void);

#endif
