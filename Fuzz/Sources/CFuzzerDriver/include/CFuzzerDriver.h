// libFuzzer's driver, called from Swift's own main so that the fuzz targets
// can be chosen at run time (libFuzzer's main would take the place of Swift's).
#ifndef CFUZZERDRIVER_H
#define CFUZZERDRIVER_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with its command-line arguments, calling `callback` once per input.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
