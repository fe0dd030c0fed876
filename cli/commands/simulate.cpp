#include "commands.hpp"
namespace cli {
void add_simulate(CLI::App&, const Globals&, Runner&) {}
}  // namespace cli
