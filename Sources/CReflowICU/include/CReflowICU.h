// The C boundary over ICU. Swift cannot import ICU's headers on Linux (they
// clash with Foundation's bundled ICU module, and the exported symbols carry a
// version suffix behind macros), so this header uses plain C types only and
// the .c file does the including.

#ifndef CREFLOWICU_H
#define CREFLOWICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU break iterator together with the UText it reads from.
typedef struct RFBreakIterator RFBreakIterator;

/// Which kind of boundaries an iterator finds.
enum {
  RF_BREAK_CHARACTER = 0,
  RF_BREAK_LINE = 2,
};

/// Opens an iterator for `locale` (for example "ja@lb=strict"); NULL on failure, with `*status` set.
RFBreakIterator *rf_break_open(int32_t kind, const char *locale, int32_t *status);

/// Opens a sentence-break iterator for `locale` that finds no sentence end after ICU's abbreviations for the locale
/// nor after the `count` given (such as "Dr."); NULL on failure, with `*status` set.
///
/// Where ICU has no abbreviations for the locale (Chinese, Japanese), the plain sentence iterator is filtered by the
/// `fallback_count` words of `fallback` in their place, rather than failing.
RFBreakIterator *rf_sentence_open(
    const char *locale, const char *const *abbreviations, int32_t count, const char *const *fallback,
    int32_t fallback_count, int32_t *status);

/// Copies an iterator; cheaper than opening a new one. NULL on failure.
RFBreakIterator *rf_break_clone(const RFBreakIterator *iterator, int32_t *status);

/// Closes an iterator and frees it.
void rf_break_close(RFBreakIterator *iterator);

/// Points the iterator at UTF-8 text. The bytes must outlive every later call that reads them.
int32_t rf_break_set_utf8(RFBreakIterator *iterator, const char *text, int64_t length);

/// The next boundary as a byte offset, or -1 at the end.
int32_t rf_break_next(RFBreakIterator *iterator);

/// The rule status of the boundary last returned: 100 to 199 means a mandatory line break.
int32_t rf_break_rule_status(const RFBreakIterator *iterator);

/// 1 when the locale's language (and region, if it names one) is an ISO code ICU knows, or it is the root locale.
///
/// ICU opens break iterators for any name, falling back to the root rules,
/// so a misspelt locale would otherwise pass unnoticed.
int32_t rf_locale_is_known(const char *locale);

/// The name of an ICU error code, for messages.
const char *rf_error_name(int32_t status);

/// Properties of one code point packed into 32 bits, so a lookup is a single call.
///
/// bits 0-1   East Asian Width: 0 neutral/narrow/halfwidth, 1 ambiguous, 2 wide/fullwidth
/// bits 2-6   Grapheme_Cluster_Break value (ICU's UGraphemeClusterBreak)
/// bit  7     Extended_Pictographic
/// bit  8     Emoji_Presentation
/// bit  9     Emoji
/// bit  10    zero width: nonspacing or enclosing mark, format character, or default ignorable
/// bit  11    control character (general category Cc)
/// bit  12    letter (general category L*)
/// bits 13-18 Line_Break value (ICU's ULineBreak)
/// bit  19    Hangul (script)
/// bit  20    opening punctuation (general category Ps or Pi)
/// bit  21    closing punctuation (general category Pe or Pf)
/// bit  22    punctuation (general category P*)
uint32_t rf_code_point_properties(uint32_t codePoint);

#ifdef __cplusplus
}
#endif

#endif
