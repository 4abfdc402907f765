#include "CScrollworkExport.h"
#include <png.h>
#include <setjmp.h>
#include <string.h>

// Where libpng's writer puts its bytes: the caller's buffer.
struct scrollwork_chunk_sink {
    uint8_t *out;
    size_t capacity;
    size_t used;
    int overflow;
};

static void sink_write(png_structp png, png_bytep data, size_t length) {
    struct scrollwork_chunk_sink *sink = png_get_io_ptr(png);
    if (sink->overflow || length > sink->capacity - sink->used) {
        sink->overflow = 1;
        return;
    }
    memcpy(sink->out + sink->used, data, length);
    sink->used += length;
}

static void sink_flush(png_structp png) { (void)png; }

static void chunk_error(png_structp png, png_const_charp message) {
    (void)message;
    png_longjmp(png, 1);
}

static void chunk_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

long scrollwork_png_chunk(const char *type, const uint8_t *data, size_t length, uint8_t *out, size_t capacity) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, chunk_error, chunk_warning);
    if (!png) return -1;
    struct scrollwork_chunk_sink sink = {out, capacity, 0, 0};
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, NULL);
        return -1;
    }
    png_set_write_fn(png, &sink, sink_write, sink_flush);
    if (type == NULL) {
        png_write_sig(png);
    } else {
        png_write_chunk(png, (png_const_bytep)type, data, length);
    }
    png_destroy_write_struct(&png, NULL);
    return sink.overflow ? -1 : (long)sink.used;
}
