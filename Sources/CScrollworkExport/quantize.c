#include "CScrollworkExport.h"

int scrollwork_quantize(const uint8_t *rgb, int width, int height, int colors, int dither,
                        uint8_t *indices, uint8_t *palette) {
    gdImagePtr truecolor = gdImageCreateTrueColor(width, height);
    if (!truecolor) return -1;
    for (int y = 0; y < height; y++) {
        int *row = truecolor->tpixels[y];
        const uint8_t *in = rgb + (size_t)y * (size_t)width * 3;
        for (int x = 0; x < width; x++, in += 3) row[x] = gdTrueColorAlpha(in[0], in[1], in[2], gdAlphaOpaque);
    }
    gdImageTrueColorToPaletteSetMethod(truecolor, GD_QUANT_JQUANT, 0);
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
    // The median cut works on a 5-6-5-bit histogram, so its entries are cell centres a few
    // levels off the colours drawn. Each entry becomes the mean of the pixels mapped to it
    // (one refinement step, without remapping): a flat colour keeps its exact value.
    uint64_t sums[256][3] = {{0}};
    uint64_t counts[256] = {0};
    for (int y = 0; y < height; y++) {
        const unsigned char *row = indexed->pixels[y];
        uint8_t *out = indices + (size_t)y * (size_t)width;
        const uint8_t *in = rgb + (size_t)y * (size_t)width * 3;
        for (int x = 0; x < width; x++, in += 3) {
            uint8_t index = row[x] < count ? row[x] : (uint8_t)(count - 1);
            out[x] = index;
            sums[index][0] += in[0];
            sums[index][1] += in[1];
            sums[index][2] += in[2];
            counts[index]++;
        }
    }
    gdImageDestroy(indexed);
    for (int i = 0; i < count; i++) {
        if (counts[i] == 0) continue;
        for (int c = 0; c < 3; c++) palette[i * 3 + c] = (uint8_t)((sums[i][c] + counts[i] / 2) / counts[i]);
    }
    return count;
}
