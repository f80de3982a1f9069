#include "TerminalSignals.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static struct termios original_mode;
static volatile sig_atomic_t terminal_taken = 0;
static volatile sig_atomic_t recorded[NSIG];
static struct sigaction previous[NSIG];

static const int fatal_signals[] = {SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS};
static const int requested_signals[] = {SIGHUP,  SIGINT,  SIGQUIT, SIGTERM,
                                        SIGTSTP, SIGCONT, SIGWINCH};

void folio_terminal_taken(const struct termios *original) {
  original_mode = *original;
  terminal_taken = 1;
}

void folio_terminal_given_back(void) { terminal_taken = 0; }

void folio_terminal_restore(void) {
  if (!terminal_taken) return;
  terminal_taken = 0;
  // SIGTTOU blocked meanwhile: by the time a Ctrl-Z is handled here, a wrapper in our process
  // group (`bash -c 'pager; echo'`) has stopped and the shell has taken the terminal back, so
  // we are in the background, where writing to the terminal and setting its mode would stop
  // us (SIGTTOU) before we could suspend; blocked, both go through (POSIX).
  sigset_t ttou, before;
  sigemptyset(&ttou);
  sigaddset(&ttou, SIGTTOU);
  sigprocmask(SIG_BLOCK, &ttou, &before);
  // Attributes, the cursor, mouse reporting off (SGR, drags, presses), the main screen.
  static const char reset[] = "\x1b[0m\x1b[?25h\x1b[?1006l\x1b[?1002l\x1b[?1000l\x1b[?1049l";
  ssize_t ignored = write(STDOUT_FILENO, reset, sizeof reset - 1);
  (void)ignored;
  tcsetattr(STDIN_FILENO, TCSANOW, &original_mode);
  sigprocmask(SIG_SETMASK, &before, NULL);
}

/// Whether a fatal signal goes on to the action installed before ours (the Swift runtime's
/// backtracer) rather than ending the process at once: only when the user asked for the
/// backtracer by setting SWIFT_BACKTRACE. By default the backtracer would take the terminal
/// and wait (interactive on a terminal), so the process would linger for many seconds.
static int chain_fatal = 0;

static void on_fatal(int signal) {
  folio_terminal_restore();
  // Raised again once this handler returns (the signal is blocked while it runs), with the
  // default action (die with the signal's status, maybe dump core), or the backtracer's.
  if (chain_fatal) {
    sigaction(signal, &previous[signal], NULL);
  } else {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(signal, &action, NULL);
  }
  raise(signal);
}

static void on_request(int signal) { recorded[signal] = 1; }

static void install(int signal, void (*handler)(int)) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  sigaction(signal, &action, &previous[signal]);
}

void folio_terminal_install_handlers(void) {
  chain_fatal = getenv("SWIFT_BACKTRACE") != NULL;
  // A parent may start us with signals blocked (a thread of a test runner that spawns us, for
  // one): unblock the ones handled here, or they would never arrive.
  sigset_t handled;
  sigemptyset(&handled);
  for (unsigned i = 0; i < sizeof fatal_signals / sizeof *fatal_signals; i++) {
    install(fatal_signals[i], on_fatal);
    sigaddset(&handled, fatal_signals[i]);
  }
  for (unsigned i = 0; i < sizeof requested_signals / sizeof *requested_signals; i++) {
    install(requested_signals[i], on_request);
    sigaddset(&handled, requested_signals[i]);
  }
  sigprocmask(SIG_UNBLOCK, &handled, NULL);
}

int folio_terminal_take_signal(void) {
  for (unsigned i = 0; i < sizeof requested_signals / sizeof *requested_signals; i++) {
    int signal = requested_signals[i];
    if (recorded[signal]) {
      recorded[signal] = 0;
      return signal;
    }
  }
  return 0;
}

static void unblock(int signal) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, signal);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
}

/// Raises `signal` with its default action, unblocked.
static void raise_with_default_action(int signal) {
  install(signal, SIG_DFL);
  unblock(signal);
  raise(signal);
}

void folio_terminal_die_of(int signal) {
  raise_with_default_action(signal);
  // A signal whose default action does not terminate (none of those used here) lands here.
  _exit(128 + signal);
}

int folio_terminal_suspend(void) {
  // SIGCONT held back while deciding, so that one arriving now is seen as pending, not lost
  // between the check and the stop.
  sigset_t cont, before, pending;
  sigemptyset(&cont);
  sigaddset(&cont, SIGCONT);
  sigprocmask(SIG_BLOCK, &cont, &before);
  sigpending(&pending);
  int continued = recorded[SIGCONT] || sigismember(&pending, SIGCONT);
  if (!continued) raise_with_default_action(SIGTSTP);
  // Continued (or never stopped): handle the next Ctrl-Z again, and hear the SIGCONT.
  install(SIGTSTP, on_request);
  sigprocmask(SIG_SETMASK, &before, NULL);
  return !continued;
}
