#include "dicebox/host/winners.hpp"

namespace dicebox::host {
namespace {

// `text` with its first "%1" replaced by `who`; the names are never read for "%1".
std::string with(const std::string& text, const std::string& who) {
    const auto at = text.find("%1");
    if (at == std::string::npos) return text;
    return text.substr(0, at) + who + text.substr(at + 2);
}

}  // namespace

std::string winners_sentence(const std::vector<std::string>& names,
                             const std::vector<Seat>& winners, const WinnersWording& wording) {
    if (names.size() == 1) {
        return with(winners.empty() ? wording.solo_lost : wording.solo_won, names[0]);
    }
    if (winners.empty()) return wording.nobody;
    std::string who;
    for (const auto seat : winners) {
        if (!who.empty()) who += wording.joiner;
        who += names.at(static_cast<std::size_t>(seat));
    }
    return with(winners.size() == 1 ? wording.one : wording.shared, who);
}

}  // namespace dicebox::host
