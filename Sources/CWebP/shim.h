#ifndef SCROLLWORK_CWEBP_SHIM_H
#define SCROLLWORK_CWEBP_SHIM_H
// libwebp's decoder and, for animated files, its demuxer (Debian: libwebp-dev).
#include <webp/decode.h>
#include <webp/demux.h>
#endif
