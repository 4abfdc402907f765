#ifndef SCROLLWORK_CSDL2_SHIM_H
#define SCROLLWORK_CSDL2_SHIM_H
// Scrollwork drives SDL from Swift's own entry point, never through SDL_main.
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>

// Function-like macros that Swift cannot import, as inline functions.
static inline int scrollwork_sdl_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline Uint32 scrollwork_sdl_init_video(void) { return SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER; }
static inline Uint32 scrollwork_sdl_button_lmask(void) { return SDL_BUTTON_LMASK; }
#endif
