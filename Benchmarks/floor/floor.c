/* The physical floor for ViewLab's first prompt: a C program that sets libedit up the way the REPL
 * does (locale, histedit editor + history, emacs keys, no ISIG) and prints the same prompt.
 * `make bench` builds it with `cc -O2 floor.c -ledit` in the same run and times both on a pty. */
#include <histedit.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>

static char *prompt(EditLine *el) {
  (void)el;
  return "viewlab> ";
}

int main(void) {
  if (!setlocale(LC_CTYPE, "")) setlocale(LC_CTYPE, "C.UTF-8");
  FILE *in = fdopen(0, "r"), *out = fdopen(1, "w"), *err = fdopen(2, "w");
  EditLine *el = el_init("viewlab", in, out, err);
  History *h = history_init();
  HistEvent ev;
  if (!el || !h) return 1;
  history(h, &ev, H_SETSIZE, 1000);
  history(h, &ev, H_SETUNIQUE, 1);
  el_set(el, EL_PROMPT, prompt);
  el_set(el, EL_EDITOR, "emacs");
  el_set(el, EL_SIGNAL, 1);
  el_set(el, EL_SETTY, "-d", "-isig", NULL);
  el_set(el, EL_HIST, history, h);
  int count = 0;
  while (el_gets(el, &count) != NULL && count > 0) {
  }
  history_end(h);
  el_end(el);
  return 0;
}
