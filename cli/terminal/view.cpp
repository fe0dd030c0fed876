#include "terminal/view.hpp"

namespace cli {

std::unique_ptr<TerminalView> make_extra_view();

std::unique_ptr<TerminalView> make_view(const std::string& game) {
    if (game == "extra") return make_extra_view();
    return nullptr;
}

}  // namespace cli
