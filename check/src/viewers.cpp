#include "viewers.hpp"

#include <fmt/format.h>

namespace dicebox::check {

std::vector<Action> alternatives(const std::vector<Action>& actions) {
    std::vector<Action> others;
    for (std::size_t index : {actions.size() / 2, actions.size() - 1}) {
        if (index > 0 && (others.empty() || others.back() != actions[index])) {
            others.push_back(actions[index]);
        }
    }
    return others;
}

std::vector<Seat> viewers(const State& state) {
    std::vector<Seat> all;
    for (Seat seat = 0; seat < state.players(); ++seat) all.push_back(seat);
    all.push_back(kOnlooker);
    return all;
}

std::string viewer_name(Seat viewer) {
    return viewer == kOnlooker ? "the onlooker" : fmt::format("seat {}", viewer);
}

std::vector<nlohmann::json> view_jsons(const State& state) {
    std::vector<nlohmann::json> views;
    for (Seat viewer : viewers(state)) views.push_back(state.view(viewer)->to_json());
    return views;
}

}  // namespace dicebox::check
