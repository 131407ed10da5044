// C boundary: the C interface of CReflowHighlight.h over source-highlight's
// C++ classes. Every library call is inside a try block: a language file that
// fails to parse, or a regular expression that throws, leaves a block plain.

#include "CReflowHighlight.h"

#include <cerrno>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <string>

#include <sys/mman.h>
#include <unistd.h>

#include <srchilite/formatter.h>
#include <srchilite/formattermanager.h>
#include <srchilite/formatterparams.h>
#include <srchilite/langdefmanager.h>
#include <srchilite/langmap.h>
#include <srchilite/regexrulefactory.h>
#include <srchilite/settings.h>
#include <srchilite/sourcehighlighter.h>

namespace {

/// Held while the library reads files: its language-definition parser (flex and bison) and its settings keep
/// their state in globals, so two threads loading at once would corrupt each other. Highlighting with states
/// already built touches only the session's own objects and runs in parallel.
std::mutex loading;

/// The definitions registered for languages the library lacks: each one's anonymous memory file, by language.
/// Read under `loading`; the files stay open for the life of the process.
std::map<std::string, int> registeredLanguages;

/// Where the tokens of the line being highlighted go.
struct TokenSink {
  rf_highlight_token_fn callback = nullptr;
  void *context = nullptr;
  size_t offset = 0;
  /// When set, a token this highlighter formats inside a comment's environment is reported as comment: a
  /// definition marks `@param`, URLs and HTML tags inside `/** */` and `///` as elements of their own, and the
  /// comment they sit in must stay one run.
  const srchilite::SourceHighlighter *commentsOf = nullptr;
};

/// Reports every string the library formats as one element to the sink, with that element's kind.
class KindFormatter : public srchilite::Formatter {
public:
  KindFormatter(int kind, TokenSink *sink) : kind(kind), sink(sink) {}
  void format(const std::string &text, const srchilite::FormatterParams *) override {
    if (text.empty() || sink->callback == nullptr) return;
    int reported = kind;
    if (sink->commentsOf != nullptr && kind != RF_HL_COMMENT) {
      srchilite::HighlightStatePtr state = sink->commentsOf->getCurrentState();
      if (state && state->getDefaultElement() == "comment") reported = RF_HL_COMMENT;
    }
    sink->callback(sink->context, reported, sink->offset, text.size());
    sink->offset += text.size();
  }

private:
  int kind;
  TokenSink *sink;
};

/// The library's element names and the kinds they fold into; any other element is normal text.
const std::pair<const char *, int> elementKinds[] = {
  {"keyword", RF_HL_KEYWORD}, {"type", RF_HL_TYPE}, {"usertype", RF_HL_TYPE}, {"classname", RF_HL_TYPE},
  {"string", RF_HL_STRING}, {"regexp", RF_HL_STRING}, {"specialchar", RF_HL_SPECIAL},
  {"comment", RF_HL_COMMENT}, {"todo", RF_HL_COMMENT}, {"number", RF_HL_NUMBER}, {"preproc", RF_HL_PREPROC},
  {"function", RF_HL_FUNCTION}, {"predef_func", RF_HL_FUNCTION}, {"variable", RF_HL_VARIABLE},
  {"predef_var", RF_HL_VARIABLE}, {"key", RF_HL_VARIABLE}, {"label", RF_HL_VARIABLE},
  {"oldfile", RF_HL_REMOVED}, {"newfile", RF_HL_ADDED}, {"difflines", RF_HL_HUNK},
};

}  // namespace

struct rf_highlight_session {
  std::string dataDir;
  srchilite::RegexRuleFactory ruleFactory;
  srchilite::LangDefManager langDefManager{&ruleFactory};
  std::unique_ptr<srchilite::LangMap> langMap;
  TokenSink sink;
  srchilite::FormatterManager formatters{srchilite::FormatterPtr(new KindFormatter(RF_HL_NORMAL, &sink))};
  srchilite::FormatterParams params;
  /// The highlighter of each language asked for; null where the library knows no such language.
  std::map<std::string, std::shared_ptr<srchilite::SourceHighlighter>> highlighters;
  srchilite::SourceHighlighter *current = nullptr;
};

extern "C" int rf_highlight_register_language(const char *language, const char *definition, size_t length) {
#ifdef __linux__
  if (language == nullptr || definition == nullptr) return 0;
  int file = memfd_create(language, MFD_CLOEXEC);
  if (file < 0) return 0;
  size_t written = 0;
  while (written < length) {
    ssize_t result = write(file, definition + written, length - written);
    if (result < 0 && errno == EINTR) continue;
    if (result <= 0) {
      close(file);
      return 0;
    }
    written += size_t(result);
  }
  try {
    std::lock_guard<std::mutex> guard(loading);
    auto known = registeredLanguages.find(language);
    if (known != registeredLanguages.end()) close(known->second);
    registeredLanguages[language] = file;
    return 1;
  } catch (...) {
    close(file);
    return 0;
  }
#else
  (void)language;
  (void)definition;
  (void)length;
  return 0;
#endif
}

extern "C" const char *rf_highlight_data_dir(void) {
  static const std::string folder = [] {
    try {
      std::lock_guard<std::mutex> guard(loading);
      return srchilite::Settings::retrieveDataDir();
    } catch (...) {
      return std::string();
    }
  }();
  return folder.c_str();
}

extern "C" rf_highlight_session *rf_highlight_session_open(void) {
  try {
    std::lock_guard<std::mutex> guard(loading);
    auto session = new rf_highlight_session();
    session->dataDir = srchilite::Settings::retrieveDataDir();
    session->langMap.reset(new srchilite::LangMap(session->dataDir, "lang.map"));
    session->langMap->open();
    for (const auto &element : elementKinds) {
      session->formatters.addFormatter(
        element.first, srchilite::FormatterPtr(new KindFormatter(element.second, &session->sink)));
    }
    return session;
  } catch (...) {
    return nullptr;
  }
}

extern "C" void rf_highlight_session_close(rf_highlight_session *session) {
  std::lock_guard<std::mutex> guard(loading);
  delete session;
}

/// The highlighter for `language`, made and kept on first use; null when there is no definition for it.
static srchilite::SourceHighlighter *highlighter(rf_highlight_session *session, const std::string &language) {
  auto known = session->highlighters.find(language);
  if (known != session->highlighters.end()) return known->second.get();
  std::shared_ptr<srchilite::SourceHighlighter> made;
  try {
    std::string path = session->dataDir;
    std::string file;
    {
      std::lock_guard<std::mutex> guard(loading);
      file = session->langMap->getMappedFileName(language);
      auto registered = registeredLanguages.find(language);
      if (file.empty() && registered != registeredLanguages.end()) {
        // The memory file, opened afresh (from its start) through the process's own descriptor folder.
        path = "/proc/self/fd";
        file = std::to_string(registered->second);
      }
    }
    if (!file.empty()) {
      std::lock_guard<std::mutex> guard(loading);
      made.reset(new srchilite::SourceHighlighter(session->langDefManager.getHighlightState(path, file)));
      made->setFormatterManager(&session->formatters);
      made->setFormatterParams(&session->params);
      made->setOptimize(false);
    }
  } catch (...) {
    made.reset();
  }
  session->highlighters[language] = made;
  return made.get();
}

extern "C" int rf_highlight_mapped_definition(rf_highlight_session *session, const char *key, char *buffer, size_t size) {
  if (session == nullptr || key == nullptr || *key == '\0' || buffer == nullptr || size == 0) return 0;
  try {
    std::string file;
    {
      std::lock_guard<std::mutex> guard(loading);
      file = session->langMap->getMappedFileName(key);
    }
    if (file.empty() || file.size() + 1 > size) return 0;
    std::memcpy(buffer, file.c_str(), file.size() + 1);
    return 1;
  } catch (...) {
    return 0;
  }
}

extern "C" int rf_highlight_begin(rf_highlight_session *session, const char *language) {
  if (session == nullptr || language == nullptr || *language == '\0') return 0;
  session->current = highlighter(session, language);
  if (session->current == nullptr) return 0;
  try {
    session->current->clearStateStack();
    session->current->setCurrentState(session->current->getMainState());
  } catch (...) {
    session->current = nullptr;
    return 0;
  }
  return 1;
}

extern "C" int rf_highlight_line(
  rf_highlight_session *session, const char *line, size_t length, rf_highlight_token_fn token, void *context) {
  if (session == nullptr || session->current == nullptr) return 0;
  session->sink.callback = token;
  session->sink.context = context;
  session->sink.offset = 0;
  bool ok = true;
  try {
    session->params.start = 0;
    session->current->highlightParagraph(std::string(line, length));
  } catch (...) {
    ok = false;
  }
  bool covered = session->sink.offset == length;
  session->sink.callback = nullptr;
  return ok && covered ? 1 : 0;
}

namespace {

/// Folds a line's tokens into runs of comment, string and other text at offsets from the text's start, and reports
/// each comment and string run when it ends.
struct SpanMerger {
  rf_highlight_token_fn callback = nullptr;
  void *context = nullptr;
  size_t lineStart = 0;
  int kind = RF_HL_NORMAL;
  size_t start = 0;
  size_t end = 0;

  /// The kind a token counts as: comment, string (escapes inside strings included), or normal.
  static int fold(int kind) {
    if (kind == RF_HL_COMMENT) return RF_HL_COMMENT;
    if (kind == RF_HL_STRING || kind == RF_HL_SPECIAL) return RF_HL_STRING;
    return RF_HL_NORMAL;
  }

  /// Whether the line being read starts inside an element an earlier line opened.
  bool continued = false;
  /// The highlighter reading the text, asked at a line's first token whether that element is still open: one whose
  /// end is found before any byte of the line (a YAML block scalar's, at the first line indented no deeper) has
  /// ended, and the token is the line's own.
  srchilite::SourceHighlighter *highlighter = nullptr;

  void add(int tokenKind, size_t tokenStart, size_t length) {
    int folded = fold(tokenKind);
    size_t from = lineStart + tokenStart;
    if (folded == (kind & ~RF_HL_CONTINUED) && from == end) {
      end = from + length;
      return;
    }
    flush();
    bool open = continued && tokenStart == 0;
    if (open && highlighter != nullptr) {
      try {
        open = highlighter->getCurrentState() != highlighter->getMainState();
      } catch (...) {
      }
    }
    kind = folded | (open ? RF_HL_CONTINUED : 0);
    start = from;
    end = from + length;
  }

  void flush() {
    if ((kind & ~RF_HL_CONTINUED) != RF_HL_NORMAL && end > start) callback(context, kind, start, end - start);
    kind = RF_HL_NORMAL;
    start = end;
  }
};

void mergeToken(void *context, int kind, size_t start, size_t length) {
  static_cast<SpanMerger *>(context)->add(kind, start, length);
}

}  // namespace

extern "C" int rf_highlight_spans(
  rf_highlight_session *session, const char *language, const char *text, size_t length, size_t longest_line,
  rf_highlight_token_fn span, void *context) {
  if (span == nullptr || (text == nullptr && length > 0)) return 0;
  for (size_t start = 0; longest_line > 0 && start < length;) {
    const void *found = memchr(text + start, '\n', length - start);
    size_t end = found ? size_t(static_cast<const char *>(found) - text) : length;
    if (end - start > longest_line) return 0;
    start = end + 1;
  }
  if (rf_highlight_begin(session, language) == 0) return 0;
  session->sink.commentsOf = session->current;
  struct Unset {
    TokenSink &sink;
    ~Unset() { sink.commentsOf = nullptr; }
  } unset{session->sink};
  SpanMerger merger;
  merger.callback = span;
  merger.context = context;
  merger.highlighter = session->current;
  size_t lineStart = 0;
  while (lineStart < length) {
    const void *found = memchr(text + lineStart, '\n', length - lineStart);
    size_t lineEnd = found ? size_t(static_cast<const char *>(found) - text) : length;
    size_t contentEnd = lineEnd;
    if (found && contentEnd > lineStart && text[contentEnd - 1] == '\r') contentEnd -= 1;
    merger.lineStart = lineStart;
    try {
      merger.continued = session->current->getCurrentState() != session->current->getMainState();
    } catch (...) {
      merger.continued = true;
    }
    if (rf_highlight_line(session, text + lineStart, contentEnd - lineStart, mergeToken, &merger) == 0) {
      merger.flush();
      return 0;
    }
    lineStart = found ? lineEnd + 1 : length;
  }
  merger.flush();
  return 1;
}
