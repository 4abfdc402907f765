// CIntrinsics is header-only (static inline functions Swift inlines); SwiftPM wants one source.
#include "CIntrinsics.h"
