# Builds and installs reflow for people who have no Swift toolchain where it runs:
#
#   make install PREFIX=/usr/local DESTDIR=
#
# The binary is linked with the Swift standard library and Foundation inside
# it (--static-swift-stdlib), so it needs only the C libraries that Debian's
# runtime packages give: libicu72, libcmark-gfm0.29.0.gfm.6 (and its
# extensions), libhyphen0, libeditorconfig0 and libstdc++6. It installs the
# binary, the manual page and the bash, zsh and fish completions where each
# shell looks for them.
#
# The build optimises across reflow's modules at the link (ThinLTO, through the
# toolchain's lld): each layer is a module of its own, and only the link sees
# a call across a boundary whole. Instruction budget and wall-time figures are
# taken on this build (Scripts/ci/instruction_budget.sh builds it the same way).

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift

binary := .build/release/reflow
bindir := $(DESTDIR)$(PREFIX)/bin
mandir := $(DESTDIR)$(PREFIX)/share/man/man1
bashdir := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
zshdir := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
fishdir := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

.PHONY: all install uninstall

all:
	$(SWIFT) build -c release --static-swift-stdlib --experimental-lto-mode=thin --product reflow

install: all
	install -d "$(bindir)" "$(mandir)" "$(bashdir)" "$(zshdir)" "$(fishdir)"
	install -m 755 "$(binary)" "$(bindir)/reflow"
	strip --strip-debug "$(bindir)/reflow"
	install -m 644 Documentation/reflow.1 "$(mandir)/reflow.1"
	"$(binary)" --generate-completion-script bash >"$(bashdir)/reflow"
	"$(binary)" --generate-completion-script zsh >"$(zshdir)/_reflow"
	"$(binary)" --generate-completion-script fish >"$(fishdir)/reflow.fish"

uninstall:
	rm -f "$(bindir)/reflow" "$(mandir)/reflow.1" "$(bashdir)/reflow" "$(zshdir)/_reflow" "$(fishdir)/reflow.fish"
