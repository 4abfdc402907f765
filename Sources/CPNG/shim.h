#ifndef SCROLLWORK_CPNG_SHIM_H
#define SCROLLWORK_CPNG_SHIM_H
#include <png.h>
#endif
