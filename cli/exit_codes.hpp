// Exit statuses of `dicebox`, as docs/guide/terminal.md lists them.
#pragma once

namespace dicebox::cli {

constexpr int kExitOk = 0;
constexpr int kExitFailure = 1;        // the command could not do its work (names why on stderr)
constexpr int kExitUsage = 2;          // wrong arguments
constexpr int kExitAbandoned = 3;      // a game was left before its end (end of input)
constexpr int kExitInterrupted = 130;  // stopped by Ctrl-C, as shells count SIGINT (128 + 2)

}  // namespace dicebox::cli
