#ifndef SCROLLWORK_CWEBP_SHIM_H
#define SCROLLWORK_CWEBP_SHIM_H
// libwebp's decoder and, for animated files, its demuxer (Debian: libwebp-dev); the encoder
// only for tests, which make their WebP files with it.
#include <webp/decode.h>
#include <webp/demux.h>
#include <webp/encode.h>
#endif
