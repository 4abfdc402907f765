// CPrefetch is header-only (a static inline function Swift inlines); SwiftPM wants one source.
#include "CPrefetch.h"
