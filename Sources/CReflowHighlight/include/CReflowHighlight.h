// C boundary: GNU source-highlight, the only place that includes its C++
// headers. A session turns lines of a code block into tokens, each named by
// the kind of element the library's language definitions call it; Swift maps
// kinds to styles, so the library decides what is a keyword and the renderer
// only how one looks.

#ifndef CREFLOWHIGHLIGHT_H
#define CREFLOWHIGHLIGHT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The kinds of element a token can be, folded from the library's element names.
typedef enum {
  RF_HL_NORMAL = 0,
  RF_HL_KEYWORD,   ///< keyword
  RF_HL_TYPE,      ///< type, usertype, classname
  RF_HL_STRING,    ///< string, regexp
  RF_HL_SPECIAL,   ///< specialchar (escapes inside strings)
  RF_HL_COMMENT,   ///< comment, todo
  RF_HL_NUMBER,    ///< number
  RF_HL_PREPROC,   ///< preproc (imports, #include)
  RF_HL_FUNCTION,  ///< function, predef_func
  RF_HL_VARIABLE,  ///< variable, predef_var, key (JSON), label
  RF_HL_REMOVED,   ///< oldfile (a diff's removed lines)
  RF_HL_ADDED,     ///< newfile (a diff's added lines)
  RF_HL_HUNK,      ///< difflines (a diff's hunk headers)
  RF_HL_KIND_COUNT
} rf_highlight_kind;

/// A highlighting session: the languages it has loaded and their states. Not thread-safe: one per thread.
typedef struct rf_highlight_session rf_highlight_session;

/// Gives every session a definition for a language the library lacks: `definition`, `length` bytes in the
/// library's language-definition syntax, held in an anonymous memory file (Linux's memfd) that the library reads
/// through /proc/self/fd, so nothing is written to any disk. Returns 1 when it is registered, 0 when it could not
/// be (no memory files on this system): blocks in that language are then drawn plain.
int rf_highlight_register_language(const char *language, const char *definition, size_t length);

/// The folder the library reads its language definitions from, for a registered definition that includes one of
/// them by its full path (an anonymous memory file has no folder of its own to include from); "" when unknown.
const char *rf_highlight_data_dir(void);

/// Opens a session, which knows the library's own languages and every registered one.
rf_highlight_session *rf_highlight_session_open(void);
void rf_highlight_session_close(rf_highlight_session *session);

/// Copies into `buffer` (`size` bytes, NUL included) the name of the definition file the library's `lang.map` gives
/// `key`, a language name or a file extension (`tcl` gives `tcl.lang`). Returns 1 when the map holds the key and the
/// name fits, 0 otherwise.
int rf_highlight_mapped_definition(rf_highlight_session *session, const char *key, char *buffer, size_t size);

/// Starts a block in `language` (a fenced block's info string word, as `python` or `sh`).
/// Returns 0 when the library knows no such language (the block is then drawn plain), 1 otherwise.
int rf_highlight_begin(rf_highlight_session *session, const char *language);

/// Called for each token of a line, in order: its kind, and its start and length in bytes.
typedef void (*rf_highlight_token_fn)(void *context, int kind, size_t start, size_t length);

/// Highlights the next line of the block begun last (without its line end); state carries to the next line.
/// Returns 1 when the tokens covered the line exactly, 0 when the library failed (draw the line plain).
int rf_highlight_line(
  rf_highlight_session *session, const char *line, size_t length, rf_highlight_token_fn token, void *context);

/// Added to a run's kind by `rf_highlight_spans` when the run starts its line inside an element an earlier line
/// opened (a block comment, a docstring, a multi-line string), still open when the line's first token is read: its
/// bytes continue that element.
#define RF_HL_CONTINUED 0x100

/// Reads a whole text as `language` and calls `span` for each run of it that the language's definitions call a
/// comment (`RF_HL_COMMENT`) or a string (`RF_HL_STRING`), in order, with its start and length in bytes from the
/// text's start; neighbouring tokens of one kind come as one run. Lines end at LF; a CR before it belongs to no run.
/// Returns 1 when every line was read, 0 when the library knows no such language, failed on a line (then the runs
/// reported so far are not the whole text's), or a line is longer than `longest_line` bytes (0: any length), which is
/// found before any line is read: the library's time grows faster than a line's length.
int rf_highlight_spans(
  rf_highlight_session *session, const char *language, const char *text, size_t length, size_t longest_line,
  rf_highlight_token_fn span, void *context);

#ifdef __cplusplus
}
#endif

#endif
