// The C boundary over libhyphen (the hyphenation library of LibreOffice and
// TeX's patterns), with plain C types only.

#ifndef CREFLOWHYPHEN_H
#define CREFLOWHYPHEN_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Loads a pattern dictionary such as /usr/share/hyphen/hyph_en_US.dic; NULL on failure.
void *rf_hyphen_load(const char *path);

/// How a dictionary wants its words written: 1 for UTF-8, 2 for ISO 8859-1 (Latin-1), 0 for another charset,
/// in which only ASCII words can be given. The first line of the dictionary file names it.
int32_t rf_hyphen_encoding(void *dictionary);

/// Frees a dictionary.
void rf_hyphen_free(void *dictionary);

/// Finds hyphenation points in a lowercase word.
///
/// Sets `points[i]` to 1 when the word may break after character `i`, else 0: a character is a byte, except in
/// a UTF-8 dictionary, where it is a code point. `points` holds `length` bytes. Returns 0 on success.
int32_t rf_hyphenate(void *dictionary, const char *word, int32_t length, uint8_t *points,
                     int32_t leftMinimum, int32_t rightMinimum);

#ifdef __cplusplus
}
#endif

#endif
