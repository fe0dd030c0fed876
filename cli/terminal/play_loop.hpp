// A game at the terminal, from its first or its next event to its end: the match steps
// it, people answer at the keyboard, and every event is recorded in the history before
// it is shown. Shared by `play` and `resume`.
#pragma once

#include <vector>

#include "dicebox/db/recorder.hpp"
#include "dicebox/host/lineup.hpp"
#include "dicebox/session.hpp"
#include "dicebox/terminal_view.hpp"
#include "plugins.hpp"

namespace dicebox::cli {

// Plays `session` on with the lineup's people and bots, drawn by `view`, and returns the
// exit status. A game left before its end stays unfinished in the history; one stopped
// by an error is aborted. `command` ("play", "resume") names the command in its messages;
// the commands its hints give find the game in the history `globals` name.
int play_at_terminal(const Globals& globals, dicebox::Session& session,
                     const std::vector<dicebox::host::SeatSpec>& seats, const TerminalView& view,
                     dicebox::db::LiveRecorder& recorder, const char* command);

}  // namespace dicebox::cli
