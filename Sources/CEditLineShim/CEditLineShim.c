#include "CEditLineShim.h"

#include <errno.h>
#include <poll.h>
#include <string.h>

static char vl_prompt_storage[256] = "";

/* The ticker (vl_el_set_ticker), when one is set: the reader hooks below cooperate with it. */
static void (*vl_tick_work)(EditLine *) = NULL;
static int vl_tick_ms = 1000;

static char *vl_prompt(EditLine *el) {
  (void)el;
  return vl_prompt_storage;
}

EditLine *vl_el_open(const char *program) {
  FILE *in = fdopen(0, "r");
  FILE *out = fdopen(1, "w");
  FILE *err = fdopen(2, "w");
  if (in == NULL || out == NULL || err == NULL) return NULL;
  return el_init(program, in, out, err);
}

int vl_el_set_prompt_text(EditLine *el, const char *text) {
  strncpy(vl_prompt_storage, text, sizeof vl_prompt_storage - 1);
  vl_prompt_storage[sizeof vl_prompt_storage - 1] = '\0';
  return el_set(el, EL_PROMPT, vl_prompt);
}

int vl_el_set_editor(EditLine *el, const char *mode) { return el_set(el, EL_EDITOR, mode); }

int vl_el_set_signal(EditLine *el, int on) { return el_set(el, EL_SIGNAL, on); }

int vl_el_setty_no_isig(EditLine *el) { return el_set(el, EL_SETTY, "-d", "-isig", NULL); }

int vl_el_add_function(EditLine *el, const char *name, const char *help,
                       unsigned char (*fn)(EditLine *, int)) {
  return el_set(el, EL_ADDFN, name, help, fn);
}

int vl_el_bind(EditLine *el, const char *key, const char *function) {
  return el_set(el, EL_BIND, key, function, NULL);
}

int vl_el_set_client_data(EditLine *el, void *data) { return el_set(el, EL_CLIENTDATA, data); }

void *vl_el_get_client_data(EditLine *el) {
  void *data = NULL;
  if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
  return data;
}

int vl_el_set_history(EditLine *el, History *h) {
  return el_set(el, EL_HIST, history, h);
}

void vl_el_print(EditLine *el, const char *text) {
  FILE *out = NULL;
  if (el_get(el, EL_GETFP, 1, &out) != 0 || out == NULL) return;
  fputs(text, out);
  fflush(out);
}

int vl_el_refresh(EditLine *el) { return el_set(el, EL_REFRESH); }

History *vl_history_open(int size) {
  History *h = history_init();
  if (h == NULL) return NULL;
  HistEvent ev;
  history(h, &ev, H_SETSIZE, size);
  return h;
}

int vl_history_set_unique(History *h, int on) {
  HistEvent ev;
  return history(h, &ev, H_SETUNIQUE, on);
}

int vl_history_enter(History *h, const char *line) {
  HistEvent ev;
  return history(h, &ev, H_ENTER, line);
}

int vl_history_clear(History *h) {
  HistEvent ev;
  return history(h, &ev, H_CLEAR);
}

int vl_history_count(History *h) {
  HistEvent ev;
  if (history(h, &ev, H_GETSIZE) != 0) return 0;
  return ev.num;
}

/* One-shot work after the prompt is on the screen and before the first key is read: libedit calls
 * its character reader only once the prompt has been written and the terminal is raw, so a
 * reader that runs the work, puts the built-in reader back and then reads through it
 * (el_wgetc) delays nothing the user can see or type: keys pressed meanwhile wait in the tty.
 * One pending piece of work per process (there is one editor: the REPL's); the Swift side runs
 * whatever its own editor queued. */
static void (*vl_first_key_work)(EditLine *) = NULL;

static int vl_read_after_work(EditLine *el, wchar_t *c) {
  el_wset(el, EL_GETCFN, EL_BUILTIN_GETCFN);
  void (*work)(EditLine *) = vl_first_key_work;
  vl_first_key_work = NULL;
  if (work != NULL) work(el);
  return el_wgetc(el, c);
}

int vl_el_before_first_key(EditLine *el, void (*work)(EditLine *)) {
  vl_first_key_work = work;
  if (vl_tick_work != NULL) return 0; /* the ticking reader runs it */
  return el_wset(el, EL_GETCFN, vl_read_after_work);
}

/* The ticking reader: poll standard input with a timeout, run the tick on each timeout, then read
 * the key through the built-in reader (so multibyte input and libedit's own state stay as they
 * are). The tick runs only here, between keys, never while libedit is drawing. */
static int vl_read_ticking(EditLine *el, wchar_t *c) {
  void (*work)(EditLine *) = vl_first_key_work;
  vl_first_key_work = NULL;
  if (work != NULL) work(el);
  while (vl_tick_work != NULL) {
    struct pollfd fd = {.fd = 0, .events = POLLIN, .revents = 0};
    int ready = poll(&fd, 1, vl_tick_ms);
    if (ready > 0) break;
    if (ready < 0 && errno != EINTR) break;
    if (ready == 0) vl_tick_work(el);
  }
  el_wset(el, EL_GETCFN, EL_BUILTIN_GETCFN);
  int n = el_wgetc(el, c);
  if (vl_tick_work != NULL) el_wset(el, EL_GETCFN, vl_read_ticking);
  return n;
}

int vl_el_set_ticker(EditLine *el, int ms, void (*tick)(EditLine *)) {
  vl_tick_work = tick;
  vl_tick_ms = ms > 0 ? ms : 1000;
  if (tick == NULL) {
    return vl_first_key_work != NULL ? el_wset(el, EL_GETCFN, vl_read_after_work)
                                     : el_wset(el, EL_GETCFN, EL_BUILTIN_GETCFN);
  }
  return el_wset(el, EL_GETCFN, vl_read_ticking);
}
