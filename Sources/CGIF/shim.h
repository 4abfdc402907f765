#ifndef SCROLLWORK_CGIF_SHIM_H
#define SCROLLWORK_CGIF_SHIM_H
// giflib (Debian: libgif-dev).
#include <gif_lib.h>
#endif
