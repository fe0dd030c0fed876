#include "expert.hpp"

#include <algorithm>
#include <map>

#include "../bots.hpp"
#include "../choices.hpp"
#include "dicebox/rng.hpp"
#include "effects.hpp"
#include "trained_tables.hpp"

namespace dicebox::extra {

using dicebox::Action;

namespace {

// Every roll of `dice` dice, as the counts of each face, with its chance.
std::map<Outcome, double> every_roll(int dice) {
    std::map<Outcome, double> chance;
    int rolls = 1;
    for (int i = 0; i < dice; ++i) rolls *= kFaces;
    for (int code = 0; code < rolls; ++code) {
        Roll roll;
        for (int i = 0, rest = code; i < dice; ++i, rest /= kFaces) ++roll.count[rest % kFaces + 1];
        chance[roll.encode()] += 1.0 / rolls;
    }
    return chance;
}

// How many of the expert's best choices by value alone it looks ahead from.
constexpr std::size_t kLookedAhead = 4;

const ExtraState& extra_state(const dicebox::State& state) {
    return static_cast<const ExtraState&>(state);
}

// The table trained for `rules`, or nullptr: the tables have three EXTRA columns.
const ValueTable* table_for(const ExtraRules& rules) {
    return rules.columns == 3 ? trained_table(rules) : nullptr;
}

// The judge for the state's rules: the one kept, unless the rules changed.
const Judge& judge_for(std::unique_ptr<Judge>& judge, const ExtraState& state) {
    if (!judge || !(judge->rules() == state.rules()))
        judge = std::make_unique<Judge>(state.rules());
    return *judge;
}

}  // namespace

Judge::Judge(const ExtraRules& rules) : rules_(rules), table_(table_for(rules)) {
    for (const auto& [code, chance] : every_roll(rules.dice)) {
        const Roll roll = Roll::decode(code);
        rolls_.push_back({roll, chance, splits_of(roll)});
    }
}

double Judge::value(const Sheet& sheet) const {
    if (sheet.done) return sheet.total(rules_);
    return table_ ? (*table_)(sheet) : expected_final(rules_, sheet);
}

double Judge::looking_ahead(const Sheet& sheet) const {
    if (sheet.done) return sheet.total(rules_);
    double mean = 0;
    for (const auto& [roll, chance, splits] : rolls_) {
        choices_on(rules_, roll, splits, sheet, choices_);
        double best = -1e18;
        for (const Action choice : choices_)
            best = std::max(best, value(entered(rules_, sheet, Choice::decode(choice))));
        mean += chance * best;
    }
    return mean;
}

Action ExpertBot::choose(const dicebox::State& state, dicebox::Seat seat, dicebox::Rng& rng) {
    const auto& game = extra_state(state);
    const Judge& judge = judge_for(judge_, game);
    const Sheet& sheet = game.sheet(seat);
    game.choices_for(sheet, actions_);
    ranked_.clear();
    for (const Action action : actions_)
        ranked_.emplace_back(judge.value(game.entered(sheet, Choice::decode(action))), action);
    const std::size_t considered = std::min(kLookedAhead, ranked_.size());
    std::partial_sort(ranked_.begin(), ranked_.begin() + static_cast<std::ptrdiff_t>(considered),
                      ranked_.end(),
                      [](const auto& a, const auto& b) { return a.first > b.first; });
    ranked_.resize(considered);
    for (auto& [value, action] : ranked_)
        value = judge.looking_ahead(game.entered(sheet, Choice::decode(action)));
    // Ties are broken at random, so that they favour no row.
    const double top = std::max_element(ranked_.begin(), ranked_.end())->first;
    std::erase_if(ranked_, [&](const auto& ranked) { return ranked.first < top - 1e-9; });
    return ranked_[rng.below(static_cast<std::uint32_t>(ranked_.size()))].second;
}

std::vector<dicebox::Advice> ExtraCoach::advise(const dicebox::State& view, dicebox::Seat seat,
                                                const std::vector<std::string>& /*names*/,
                                                dicebox::Rng& /*rng*/) {
    const auto& game = extra_state(view);
    const Judge& judge = judge_for(judge_, game);
    const Sheet& sheet = game.sheet(seat);
    std::vector<Action> actions;
    game.choices_for(sheet, actions);
    std::vector<dicebox::Advice> advice;
    for (const Action action : actions)
        advice.push_back(
            {action, judge.looking_ahead(game.entered(sheet, Choice::decode(action))), {}});
    std::stable_sort(advice.begin(), advice.end(),
                     [](const auto& a, const auto& b) { return a.value > b.value; });
    explain(game.rules(), sheet, advice);
    return advice;
}

std::string ExtraCoach::caveat(const dicebox::State& state) const {
    if (table_for(extra_state(state).rules())) return {};
    return "No table of the expert fits these rules: the coach values sheets as the planner "
           "does.";
}

}  // namespace dicebox::extra
