#ifndef SCROLLWORK_CFONTCONFIG_SHIM_H
#define SCROLLWORK_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
