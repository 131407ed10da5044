// The C boundary over libeditorconfig, EditorConfig's reference C library
// (Debian's libeditorconfig-dev): it finds every .editorconfig above a file,
// matches their section globs and applies `root = true`, so Reflow reads the
// properties for one path and matches no globs of its own.

#ifndef CREFLOWEDITORCONFIG_H
#define CREFLOWEDITORCONFIG_H

#include <editorconfig/editorconfig.h>

#endif
