// The driver itself is libFuzzer's, linked by -sanitize=fuzzer; this file only makes the target a C target.
#include "CFuzzerDriver.h"
