#include "dicebox/host/seat_view.hpp"

namespace dicebox::host {

using nlohmann::json;

json view_json(const dicebox::State& state, dicebox::Seat viewer,
               const std::vector<std::string>& names) {
    json out = state.view(viewer)->to_json();
    const auto seats = out.find("seats");
    if (seats == out.end() || !seats->is_array()) return out;
    for (std::size_t i = 0; i < names.size() && i < seats->size(); ++i) {
        if (!names[i].empty()) (*seats)[i]["name"] = names[i];
    }
    return out;
}

json legal_notation(const dicebox::State& state, dicebox::Seat seat) {
    const auto seen = state.view(seat);
    std::vector<dicebox::Action> actions;
    seen->legal_actions(seat, actions);
    json notation = json::array();
    for (const auto action : actions) notation.push_back(seen->format_action(action));
    return notation;
}

}  // namespace dicebox::host
