#include "terminal/view.hpp"

namespace cli {

std::unique_ptr<TerminalView> make_extra_view(const std::vector<std::string>& names);
std::unique_ptr<TerminalView> make_exxtra_view(const std::vector<std::string>& names);
std::unique_ptr<TerminalView> make_strike_view(const std::vector<std::string>& names);

std::unique_ptr<TerminalView> make_view(const std::string& game,
                                        const std::vector<std::string>& names) {
    if (game == "extra") return make_extra_view(names);
    if (game == "exxtra") return make_exxtra_view(names);
    if (game == "strike") return make_strike_view(names);
    return nullptr;
}

}  // namespace cli
