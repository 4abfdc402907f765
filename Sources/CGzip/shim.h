#ifndef SCROLLWORK_CGZIP_SHIM_H
#define SCROLLWORK_CGZIP_SHIM_H
// zlib (Debian: zlib1g-dev) for gzip streams: Telegram's .tgs stickers, .json.gz files. (Not
// named CZlib: ZIPFoundation's own zlib module has that name.)
#include <zlib.h>
#endif
