#include "commands.hpp"
namespace cli {
void add_play(CLI::App&, const Globals&, Runner&) {}
}  // namespace cli
