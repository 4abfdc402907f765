// libFuzzer's driver, for executables that keep their own `main` (SwiftPM renames an
// executable's entry point, so libFuzzer's own `main` never runs). Linked from
// libclang_rt.fuzzer by `-sanitize=fuzzer`.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));
