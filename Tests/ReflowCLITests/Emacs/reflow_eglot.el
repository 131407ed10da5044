;;; reflow_eglot.el --- drives `reflow lsp' from Emacs with eglot, in batch  -*- lexical-binding: t -*-

;; Debian's Emacs 28 with elpa-eglot and elpa-markdown-mode, in batch mode,
;; through the README's own recipe (REFLOW_RECIPE: its Emacs Lisp block, as
;; the Swift test read it from README.md). As a user would: eglot is started
;; in a Markdown buffer, then
;;   1. a paragraph is typed past the width, eglot asking for on-type
;;      formatting at each space (its post-self-insert hook), and a line
;;      past the width only by its last word is ended with C-j;
;;   2. what was typed is selected and range-formatted (eglot-format);
;;   3. the code action "Reflow paragraph" is run on another paragraph, picked
;;      from eglot's own menu (eglot-code-actions);
;;   4. the buffer is saved.
;; The buffer after each step is written to REFLOW_RESULTS as JSON for the
;; Swift test.

(require 'package)
(package-initialize)
(require 'json)
(require 'eglot)
(require 'markdown-mode)

(defun reflow-test-fail (format-string &rest arguments)
  "Print FORMAT-STRING with ARGUMENTS on standard error and exit 1."
  (princ (concat (apply #'format format-string arguments) "\n") #'external-debugging-output)
  (kill-emacs 1))

(defun reflow-test-getenv (name)
  "The environment variable NAME, which must be set."
  (or (getenv name) (reflow-test-fail "%s is not set" name)))

(let ((recipe (reflow-test-getenv "REFLOW_RECIPE"))
      (document (reflow-test-getenv "REFLOW_DOCUMENT"))
      (results (reflow-test-getenv "REFLOW_RESULTS"))
      (typed (reflow-test-getenv "REFLOW_TYPED"))
      (snapshots nil))
  (load recipe nil t)
  (find-file document)
  (unless (derived-mode-p 'markdown-mode)
    (reflow-test-fail "%s opened in %s, not markdown-mode" document major-mode))
  ;; M-x eglot, as the README says; it connects before returning.
  (call-interactively #'eglot)
  (unless (eglot-current-server) (reflow-test-fail "eglot started no server"))
  (condition-case failure
      (progn
        ;; 1. Type a paragraph at the end, key by key through the command loop, as typed keys are read; then one
        ;;    that passes the width only with its last word, ended with C-j (eglot 1.9 asks after C-j, not RET).
        (goto-char (point-max))
        (execute-kbd-macro (kbd "RET"))
        (let ((start (point)))
          (execute-kbd-macro typed)
          (execute-kbd-macro (kbd "RET RET"))
          (execute-kbd-macro (reflow-test-getenv "REFLOW_LINE_END"))
          (execute-kbd-macro (kbd "C-j"))
          (execute-kbd-macro "end")
          (push (cons "typed" (buffer-string)) snapshots)
          ;; 2. Select what was typed and range-format it.
          (eglot-format start (point-max)))
        (push (cons "ranged" (buffer-string)) snapshots)
        ;; 3. The code action "Reflow paragraph" on the paragraph at REFLOW_ACTION_LINE, picked from the menu.
        (goto-char (point-min))
        (forward-line (1- (string-to-number (reflow-test-getenv "REFLOW_ACTION_LINE"))))
        (let ((offered nil))
          (cl-letf (((symbol-function 'completing-read)
                     (lambda (_prompt collection &rest _)
                       (setq offered (mapcar #'car collection))
                       (unless (member "Reflow paragraph" offered)
                         (reflow-test-fail "eglot offered %S, not \"Reflow paragraph\"" offered))
                       "Reflow paragraph")))
            ;; Called from the keyboard (M-x … RET), eglot asks with completing-read, not a mouse menu.
            (let ((last-nonmenu-event ?\r))
              (eglot-code-actions (point) (point) nil t)))
          (push (cons "offered" (vconcat offered)) snapshots))
        (push (cons "acted" (buffer-string)) snapshots)
        ;; 4. Save.
        (save-buffer)
        (with-temp-file results (insert (json-encode snapshots)))
        (eglot-shutdown (eglot-current-server))
        (kill-emacs 0))
    (error (reflow-test-fail "%S" failure))))
