// Signal handling for the terminal demo, in C because a signal handler must be
// async-signal-safe: it may only touch plain static memory and call functions such as
// write(2), tcsetattr(3) and sigaction(2). Swift code (which may allocate, take locks or
// initialise globals lazily) cannot promise that, so the handlers live here.
#ifndef FOLIO_TERMINAL_SIGNALS_H
#define FOLIO_TERMINAL_SIGNALS_H

#include <termios.h>

/// Remembers the terminal mode to restore and marks the terminal as taken over: from now on a
/// fatal signal restores it before the process dies.
void folio_terminal_taken(const struct termios *original);

/// Marks the terminal as given back (the Swift side restored it itself).
void folio_terminal_given_back(void);

/// Restores the screen (attributes, cursor, mouse reporting off, main screen) and the remembered
/// terminal mode, if the terminal is taken. Async-signal-safe.
void folio_terminal_restore(void);

/// Installs the handlers. Fatal signals (SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV,
/// SIGSYS) restore the terminal, then run the previous action (so the exit status, core dump
/// and Swift's crash report stay what they were). SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP,
/// SIGCONT and SIGWINCH are recorded for the run loop to take with folio_terminal_take_signal.
/// All of them are unblocked, whatever mask the process inherited.
void folio_terminal_install_handlers(void);

/// The next recorded signal (lowest number first), cleared; 0 when none is recorded.
int folio_terminal_take_signal(void);

/// Dies of `signal` the conventional way (exit status 128+n): its default action, unblocked.
void folio_terminal_die_of(int signal);

/// Stops the process as Ctrl-Z would (default SIGTSTP action); returns once it is continued,
/// with the SIGTSTP handler installed again. Stops not at all when a SIGCONT came since the
/// stop was asked for (recorded, not yet taken): under a wrapper in its process group, the
/// shell may have stopped the wrapper and continued the job (`fg`) before the run loop got
/// here, and a stop now would last until the next `fg`. Returns whether it stopped.
int folio_terminal_suspend(void);

#endif
