#include "commands.hpp"
namespace cli {
void add_engine(CLI::App&, const Globals&, Runner&) {}
}  // namespace cli
