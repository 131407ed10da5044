// Sentence boundaries through ICU's C++ API, the only way to add to the list
// of abbreviations after which a sentence does not end: ICU's own list for the
// locale (what `@ss=standard` gives), or a fallback list where ICU has none for
// it, then the caller's.

#include "break_iterator.h"

#include <memory>
#include <unicode/brkiter.h>
#include <unicode/filteredbrk.h>

extern "C" RFBreakIterator *rf_sentence_open(
    const char *locale, const char *const *abbreviations, int32_t count, const char *const *fallback,
    int32_t fallback_count, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  icu::Locale where(locale);
  std::unique_ptr<icu::FilteredBreakIteratorBuilder> builder(
      icu::FilteredBreakIteratorBuilder::createInstance(where, error));
  if (error == U_MISSING_RESOURCE_ERROR) {
    // ICU lists no abbreviations for this locale: an empty filter, given the fallback list in their place.
    error = U_ZERO_ERROR;
    builder.reset(icu::FilteredBreakIteratorBuilder::createEmptyInstance(error));
    for (int32_t index = 0; U_SUCCESS(error) && index < fallback_count; index++) {
      builder->suppressBreakAfter(icu::UnicodeString::fromUTF8(fallback[index]), error);
    }
  }
  for (int32_t index = 0; U_SUCCESS(error) && index < count; index++) {
    builder->suppressBreakAfter(icu::UnicodeString::fromUTF8(abbreviations[index]), error);
  }
  std::unique_ptr<icu::BreakIterator> sentences(icu::BreakIterator::createSentenceInstance(where, error));
  if (U_FAILURE(error)) {
    *status = error;
    return nullptr;
  }
  // The filter takes the plain iterator over, whether or not it succeeds.
  icu::BreakIterator *filtered = builder->wrapIteratorWithFilter(sentences.release(), error);
  *status = error;
  if (U_FAILURE(error)) {
    delete filtered;
    return nullptr;
  }
  return rf_break_wrap(reinterpret_cast<UBreakIterator *>(filtered));
}
