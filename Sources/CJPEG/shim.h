#ifndef SCROLLWORK_CJPEG_SHIM_H
#define SCROLLWORK_CJPEG_SHIM_H
// libjpeg-turbo's TurboJPEG API (Debian: libturbojpeg0-dev).
#include <turbojpeg.h>
#endif
