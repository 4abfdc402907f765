#include "CScrollworkExport.h"

int scrollwork_quantize(const uint8_t *rgb, int width, int height, int colors, int dither, int method,
                        uint8_t *indices, uint8_t *palette) {
    gdImagePtr truecolor = gdImageCreateTrueColor(width, height);
    if (!truecolor) return -1;
    for (int y = 0; y < height; y++) {
        int *row = truecolor->tpixels[y];
        const uint8_t *in = rgb + (size_t)y * (size_t)width * 3;
        for (int x = 0; x < width; x++, in += 3) row[x] = gdTrueColorAlpha(in[0], in[1], in[2], gdAlphaOpaque);
    }
    gdImageTrueColorToPaletteSetMethod(truecolor, method, 0);
    gdImagePtr indexed = gdImageCreatePaletteFromTrueColor(truecolor, dither, colors);
    gdImageDestroy(truecolor);
    if (!indexed) return -1;
    int count = gdImageColorsTotal(indexed);
    if (count > 256) count = 256;
    for (int i = 0; i < count; i++) {
        palette[i * 3] = (uint8_t)gdImageRed(indexed, i);
        palette[i * 3 + 1] = (uint8_t)gdImageGreen(indexed, i);
        palette[i * 3 + 2] = (uint8_t)gdImageBlue(indexed, i);
    }
    for (int y = 0; y < height; y++) {
        const unsigned char *row = indexed->pixels[y];
        uint8_t *out = indices + (size_t)y * (size_t)width;
        for (int x = 0; x < width; x++) out[x] = row[x] < count ? row[x] : (uint8_t)(count - 1);
    }
    gdImageDestroy(indexed);
    return count;
}

uint32_t scrollwork_crc32(uint32_t crc, const uint8_t *bytes, size_t length) {
    return (uint32_t)crc32((uLong)crc, bytes, (uInt)length);
}
