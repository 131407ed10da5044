// What the C and C++ halves of the ICU boundary share: the iterator with the
// UText it reads, and the function that puts an ICU iterator in one.

#ifndef CREFLOWICU_BREAK_ITERATOR_H
#define CREFLOWICU_BREAK_ITERATOR_H

#include <unicode/ubrk.h>
#include <unicode/utext.h>

#include "CReflowICU.h"

#ifdef __cplusplus
extern "C" {
#endif

struct RFBreakIterator {
  UBreakIterator *iterator;
  UText text;
};

/// Takes ownership of `iterator`; NULL (and the iterator closed) when memory runs out.
RFBreakIterator *rf_break_wrap(UBreakIterator *iterator);

#ifdef __cplusplus
}
#endif

#endif
