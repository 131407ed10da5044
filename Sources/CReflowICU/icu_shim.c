// The only file that includes ICU headers. Each function is a thin wrapper so
// that Swift sees plain C types and unsuffixed names.

#include "CReflowICU.h"
#include "break_iterator.h"

#include <stdlib.h>
#include <unicode/uchar.h>
#include <unicode/uloc.h>
#include <unicode/uscript.h>
#include <string.h>

RFBreakIterator *rf_break_wrap(UBreakIterator *iterator) {
  RFBreakIterator *result = calloc(1, sizeof(RFBreakIterator));
  if (result == NULL) { ubrk_close(iterator); return NULL; }
  result->iterator = iterator;
  UText empty = UTEXT_INITIALIZER;
  result->text = empty;
  return result;
}

RFBreakIterator *rf_break_open(int32_t kind, const char *locale, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UBreakIterator *iterator = ubrk_open((UBreakIteratorType)kind, locale, NULL, 0, &error);
  *status = error;
  if (U_FAILURE(error)) return NULL;
  return rf_break_wrap(iterator);
}

RFBreakIterator *rf_break_clone(const RFBreakIterator *source, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UBreakIterator *iterator = ubrk_clone(source->iterator, &error);
  *status = error;
  if (U_FAILURE(error)) return NULL;
  return rf_break_wrap(iterator);
}

void rf_break_close(RFBreakIterator *iterator) {
  if (iterator == NULL) return;
  ubrk_close(iterator->iterator);
  utext_close(&iterator->text);
  free(iterator);
}

int32_t rf_break_set_utf8(RFBreakIterator *iterator, const char *text, int64_t length) {
  UErrorCode error = U_ZERO_ERROR;
  utext_openUTF8(&iterator->text, text, length, &error);
  if (U_FAILURE(error)) return error;
  ubrk_setUText(iterator->iterator, &iterator->text, &error);
  return error;
}

int32_t rf_break_next(RFBreakIterator *iterator) {
  return ubrk_next(iterator->iterator);
}

int32_t rf_break_rule_status(const RFBreakIterator *iterator) {
  return ubrk_getRuleStatus(iterator->iterator);
}

const char *rf_error_name(int32_t status) {
  return u_errorName((UErrorCode)status);
}

uint32_t rf_code_point_properties(uint32_t c) {
  UChar32 cp = (UChar32)c;
  uint32_t result = 0;
  switch (u_getIntPropertyValue(cp, UCHAR_EAST_ASIAN_WIDTH)) {
  case U_EA_AMBIGUOUS: result |= 1; break;
  case U_EA_WIDE:
  case U_EA_FULLWIDTH: result |= 2; break;
  case U_EA_HALFWIDTH: result |= 3; break;
  default: break;
  }
  result |= ((uint32_t)u_getIntPropertyValue(cp, UCHAR_GRAPHEME_CLUSTER_BREAK) & 0x1F) << 2;
  if (u_hasBinaryProperty(cp, UCHAR_EXTENDED_PICTOGRAPHIC)) result |= 1u << 7;
  if (u_hasBinaryProperty(cp, UCHAR_EMOJI_PRESENTATION)) result |= 1u << 8;
  if (u_hasBinaryProperty(cp, UCHAR_EMOJI)) result |= 1u << 9;
  int8_t category = u_charType(cp);
  if (category == U_NON_SPACING_MARK || category == U_ENCLOSING_MARK || category == U_FORMAT_CHAR
      || u_hasBinaryProperty(cp, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)) {
    result |= 1u << 10;
  }
  if (category == U_CONTROL_CHAR) result |= 1u << 11;
  if (category >= U_UPPERCASE_LETTER && category <= U_OTHER_LETTER) result |= 1u << 12;
  result |= ((uint32_t)u_getIntPropertyValue(cp, UCHAR_LINE_BREAK) & 0x3F) << 13;
  UErrorCode error = U_ZERO_ERROR;
  if (uscript_getScript(cp, &error) == USCRIPT_HANGUL) result |= 1u << 19;
  if (category == U_START_PUNCTUATION || category == U_INITIAL_PUNCTUATION) result |= 1u << 20;
  if (category == U_END_PUNCTUATION || category == U_FINAL_PUNCTUATION) result |= 1u << 21;
  if (category >= U_DASH_PUNCTUATION && category <= U_OTHER_PUNCTUATION) result |= 1u << 22;
  if (category == U_INITIAL_PUNCTUATION || category == U_FINAL_PUNCTUATION) result |= 1u << 22;
  return result;
}

/// Whether `code` is one of the codes in ICU's NULL-terminated `list`.
static int32_t rf_listed(const char *const *list, const char *code) {
  for (; *list != NULL; list++) {
    if (strcmp(*list, code) == 0) return 1;
  }
  return 0;
}

int32_t rf_locale_is_known(const char *locale) {
  if (locale[0] == '\0' || locale[0] == '@') return 1;
  UErrorCode error = U_ZERO_ERROR;
  char language[ULOC_LANG_CAPACITY];
  int32_t length = uloc_getLanguage(locale, language, sizeof language, &error);
  if (U_FAILURE(error) || error == U_STRING_NOT_TERMINATED_WARNING || length == 0) return 0;
  if (!rf_listed(uloc_getISOLanguages(), language)) return 0;
  char country[ULOC_COUNTRY_CAPACITY];
  error = U_ZERO_ERROR;
  length = uloc_getCountry(locale, country, sizeof country, &error);
  if (U_FAILURE(error) || error == U_STRING_NOT_TERMINATED_WARNING) return 0;
  // Numeric regions (UN M.49, such as 419 for Latin America) are not in ICU's list of country codes.
  if (length > 0 && !(country[0] >= '0' && country[0] <= '9') && !rf_listed(uloc_getISOCountries(), country)) return 0;
  return 1;
}
