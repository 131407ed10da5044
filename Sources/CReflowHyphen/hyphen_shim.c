// The only file that includes libhyphen's header.

#include "CReflowHyphen.h"

#include <hyphen.h>
#include <stdlib.h>
#include <string.h>

void *rf_hyphen_load(const char *path) { return hnj_hyphen_load(path); }

int32_t rf_hyphen_encoding(void *dictionary) {
  HyphenDict *dict = (HyphenDict *)dictionary;
  if (dict->utf8) return 1;
  if (strcmp(dict->cset, "ISO8859-1") == 0 || strcmp(dict->cset, "ISO-8859-1") == 0) return 2;
  return 0;
}

void rf_hyphen_free(void *dictionary) {
  if (dictionary != NULL) hnj_hyphen_free((HyphenDict *)dictionary);
}

int32_t rf_hyphenate(void *dictionary, const char *word, int32_t length, uint8_t *points,
                     int32_t leftMinimum, int32_t rightMinimum) {
  memset(points, 0, (size_t)length);
  if (length <= 0 || length > 1000) return 0;
  // libhyphen reads the word with strstr, so it must end in a NUL (the caller's bytes do not), and it
  // wants word_size + 5 bytes of hyphens.
  char *terminated = malloc((size_t)length + 1);
  char *hyphens = calloc((size_t)length + 5, 1);
  if (terminated == NULL || hyphens == NULL) {
    free(terminated);
    free(hyphens);
    return -1;
  }
  memcpy(terminated, word, (size_t)length);
  terminated[length] = '\0';
  char **replacements = NULL;
  int *positions = NULL;
  int *cuts = NULL;
  int status = hnj_hyphen_hyphenate3((HyphenDict *)dictionary, terminated, length, hyphens, NULL, &replacements,
                                     &positions, &cuts, leftMinimum, rightMinimum, leftMinimum, rightMinimum);
  if (status == 0) {
    for (int32_t i = 0; i < length; i++) points[i] = (hyphens[i] & 1) ? 1 : 0;
  }
  // Non-standard (replacement) hyphenation is not used; free whatever the library allocated.
  if (replacements != NULL) {
    for (int32_t i = 0; i < length; i++) free(replacements[i]);
    free(replacements);
  }
  free(positions);
  free(cuts);
  free(hyphens);
  free(terminated);
  return status;
}
