#include "terminal/event_teller.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "dicebox/terminal/fit.hpp"

namespace dicebox::cli {

using nlohmann::json;

EventTeller::EventTeller(const TerminalView& view, std::vector<std::string> names, json now)
    : view_(view), names_(std::move(names)), last_(std::move(now)) {}

void EventTeller::restart(json now) {
    last_ = std::move(now);
    held_.clear();
}

std::vector<EventTeller::Decision> EventTeller::take_revealed(
    const std::vector<Revealed>& revealed) {
    std::vector<Decision> decisions;
    for (const Revealed& decision : revealed) {
        const auto held = held_.find(decision.index);
        // One revealed that this teller was not told of (it began later) is explained in
        // the view before the event that revealed it.
        json chosen_in = held != held_.end() ? std::move(held->second.chosen_in) : last_;
        if (held != held_.end()) held_.erase(held);
        decisions.push_back({decision.seat, decision.notation, std::move(chosen_in)});
    }
    return decisions;
}

void EventTeller::tell(std::size_t index, const Told& told, const std::vector<Revealed>& revealed,
                       json now) {
    auto decisions = take_revealed(revealed);
    if (told.is_chance()) {
        if (!decisions.empty()) show(decisions, decisions.front().chosen_in, last_);
        fmt::print("{}", terminal::fitted(view_.chance(last_, now, told.notation)));
    } else if (told.held) {
        // The viewer's own held decision is shown when the others are, as theirs will be.
        held_[index] = {told.seat, told.notation, last_};
        if (told.hidden())
            fmt::print("{} has chosen.\n", names_.at(static_cast<std::size_t>(told.seat)));
    } else {
        const json before = decisions.empty() ? last_ : decisions.front().chosen_in;
        decisions.push_back({told.seat, told.notation, last_});
        show(std::move(decisions), before, now);
    }
    last_ = std::move(now);
}

void EventTeller::show(std::vector<Decision> decisions, const json& before,
                       const json& after) const {
    std::stable_sort(decisions.begin(), decisions.end(),
                     [](const Decision& a, const Decision& b) { return a.seat < b.seat; });
    for (const auto& decision : decisions) {
        const std::string who =
            fmt::format("  {:<10} {:<14} ", names_.at(static_cast<std::size_t>(decision.seat)),
                        decision.notation);
        fmt::print("{}\n", terminal::fitted(who + view_.explain(decision.chosen_in, decision.seat,
                                                                decision.notation),
                                            terminal::columns_of(who)));
    }
    fmt::print("{}", terminal::fitted(view_.after_decisions(before, after)));
}

}  // namespace dicebox::cli
