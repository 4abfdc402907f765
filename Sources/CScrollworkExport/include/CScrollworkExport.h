#ifndef SCROLLWORK_CEXPORT_H
#define SCROLLWORK_CEXPORT_H
// The encoder libraries of ScrollworkExport (Debian: libgif-dev, libwebp-dev, libgd-dev,
// libpng-dev) and the small glue that is easier to say in C than in Swift.
#include <stdint.h>
#include <stddef.h>
#include <gif_lib.h>
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/decode.h>
#include <webp/demux.h>
#include <gd.h>

/// Quantises straight RGB pixels (3 bytes each, rows without padding) to at most `colors`
/// palette entries with libgd's quantiser (libjpeg's median cut, with Floyd–Steinberg
/// dithering when `dither` is non-zero); each entry is then moved to the mean of the pixels
/// mapped to it. Writes one index per pixel into `indices` and the palette (3 bytes per
/// entry) into `palette` (room for 256 entries). Returns the number of palette entries, or
/// -1 when libgd could not allocate its images.
int scrollwork_quantize(const uint8_t *rgb, int width, int height, int colors, int dither,
                        uint8_t *indices, uint8_t *palette);

/// Frames one PNG chunk with libpng's chunk writer (`png_write_chunk`: length, the 4-byte
/// `type`, `data`, CRC-32) into `out`, which has room for `capacity` bytes (`length + 12`
/// suffice); with a NULL `type`, writes the 8-byte PNG signature (`png_write_sig`) instead.
/// Returns the number of bytes written, or -1 when libpng failed or `out` is too small.
long scrollwork_png_chunk(const char *type, const uint8_t *data, size_t length, uint8_t *out, size_t capacity);

#endif
