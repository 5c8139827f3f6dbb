// Non-variadic wrappers around libedit's el_set/el_get/history, which Swift cannot call directly.
// One function per use; each returns libedit's own status (0 on success, -1 on failure).
#ifndef VIEWLAB_CEDITLINESHIM_H
#define VIEWLAB_CEDITLINESHIM_H

#include <stdio.h>
#include <histedit.h>

/// el_init on file descriptors 0, 1 and 2 (Swift 6 cannot use C's stdin/stdout globals).
EditLine *vl_el_open(const char *program);

/// EL_PROMPT with a fixed text, copied (up to 255 bytes) into storage the shim owns.
int vl_el_set_prompt_text(EditLine *el, const char *text);
/// EL_EDITOR: "emacs" or "vi".
int vl_el_set_editor(EditLine *el, const char *mode);
/// EL_SIGNAL: let libedit restore the terminal on signals and follow SIGWINCH.
int vl_el_set_signal(EditLine *el, int on);
/// EL_SETTY "-d" "-isig": no terminal-generated signals while editing (^C is bound instead).
int vl_el_setty_no_isig(EditLine *el);
/// EL_ADDFN: a named editor function.
int vl_el_add_function(EditLine *el, const char *name, const char *help,
                       unsigned char (*fn)(EditLine *, int));
/// EL_BIND: bind a key sequence (e.g. "^C", "\t") to a named editor function.
int vl_el_bind(EditLine *el, const char *key, const char *function);
/// EL_CLIENTDATA set/get: how a callback finds its Swift object.
int vl_el_set_client_data(EditLine *el, void *data);
void *vl_el_get_client_data(EditLine *el);
/// EL_HIST: use `history` for Up/Down and searches.
int vl_el_set_history(EditLine *el, History *history);
/// EL_GETFP: writes `text` to libedit's output stream and flushes it.
void vl_el_print(EditLine *el, const char *text);
/// EL_REFRESH: redraw the prompt and line.
int vl_el_refresh(EditLine *el);

/// EL_GETCFN, once: runs `work` inside the next el_gets, after the prompt is shown and before the
/// first key is read (set-up that need not delay the first prompt), then reads as usual.
int vl_el_before_first_key(EditLine *el, void (*work)(EditLine *));

/// EL_GETCFN while `tick` is set: waits for a key at most `ms` milliseconds at a time and calls
/// `tick` between waits, while libedit is idle (a live countdown in the prompt); NULL puts the
/// built-in reader back. Work queued by vl_el_before_first_key still runs first.
int vl_el_set_ticker(EditLine *el, int ms, void (*tick)(EditLine *));

/// history_init plus H_SETSIZE.
History *vl_history_open(int size);
/// H_SETUNIQUE: drop an entry equal to the previous one.
int vl_history_set_unique(History *history, int on);
/// H_ENTER.
int vl_history_enter(History *history, const char *line);
/// H_CLEAR.
int vl_history_clear(History *history);
/// H_GETSIZE: number of entries.
int vl_history_count(History *history);

#endif
