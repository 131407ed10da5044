// The C boundary over cmark-gfm. Debian installs the headers at the top of the
// include path; the table node types are not declared there, so Swift compares
// type strings instead (see ReflowMarkdown's CmarkBridge).

#ifndef CREFLOWCMARK_H
#define CREFLOWCMARK_H

#include <string.h>
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

#endif
