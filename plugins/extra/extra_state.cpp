#include "extra_state.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "dicebox/rng.hpp"

namespace dicebox::extra {

using dicebox::Action;
using dicebox::Outcome;
using dicebox::Seat;

namespace {

std::string numbers_text(const ExtraRules& rules, const Sheet& sheet) {
    std::vector<int> numbers;
    for (int k = 0; k < rules.columns; ++k) {
        if (sheet.columns[k].number != 0) numbers.push_back(sheet.columns[k].number);
    }
    std::sort(numbers.begin(), numbers.end());
    return fmt::format("{}", fmt::join(numbers, ", "));
}

// The rolls of n dice: 6^n.
constexpr auto kRolls = [] {
    std::array<std::uint32_t, kMaxDice + 1> rolls{};
    rolls[0] = 1;
    for (std::size_t n = 1; n < rolls.size(); ++n) rolls[n] = rolls[n - 1] * kFaces;
    return rolls;
}();

// The code (Roll::encode's three bits per face) of two dice whose faces less one are
// the base-6 digits of the index.
constexpr auto kPairCode = [] {
    std::array<Outcome, kFaces * kFaces> codes{};
    for (std::size_t i = 0; i < codes.size(); ++i)
        codes[i] = (Outcome{1} << (3 * (i % kFaces))) + (Outcome{1} << (3 * (i / kFaces)));
    return codes;
}();

std::string count_word(int n) {
    static const char* words[] = {"no", "one", "two", "three", "four", "five", "six", "seven"};
    return n >= 0 && n < 8 ? words[n] : std::to_string(n);
}

// `n` dice showing `face`: "one 1", "five 1s".
std::string dice_of(int n, int face) {
    return fmt::format("{} {}{}", count_word(n), face, n == 1 ? "" : "s");
}

}  // namespace

ExtraState::ExtraState(const ExtraRules& rules, nlohmann::json params,
                       const std::vector<bool>& handicaps, ExtraHooks hooks)
    : rules_(rules),
      hooks_(std::move(hooks)),
      params_(std::make_shared<const nlohmann::json>(std::move(params))),
      sheets_(handicaps.size()),
      chosen_(handicaps.size()) {
    for (std::size_t seat = 0; seat < handicaps.size(); ++seat)
        sheets_[seat].handicap = handicaps[seat];
    playing_ = players();
}

bool ExtraState::shows_extra_number(const Sheet& sheet) const {
    for (int k = 0; k < rules_.columns; ++k) {
        if (roll_.count[sheet.columns[k].number] > 0) return true;
    }
    return false;
}

// The EXTRA numbers of the sheet that the roll shows, in ascending order.
std::vector<int> ExtraState::shown_numbers(const Sheet& sheet) const {
    std::vector<int> shown;
    for (int face = 1; face <= kFaces; ++face) {
        if (roll_.count[face] > 0 && sheet.column_of(face) >= 0) shown.push_back(face);
    }
    return shown;
}

std::unique_ptr<dicebox::State> ExtraState::clone() const {
    return std::make_unique<ExtraState>(*this);
}

// Another seat's choice is replaced by the mere fact that it was made: to_move still
// tells who is choosing, and nothing tells what the others chose.
std::unique_ptr<dicebox::State> ExtraState::view(Seat viewer) const {
    auto seen = std::make_unique<ExtraState>(*this);
    for (Seat seat = 0; seat < players(); ++seat) {
        if (seat != viewer && chosen_[seat]) seen->chosen_[seat] = Choice::hidden();
    }
    return seen;
}

bool ExtraState::knows_every_choice() const {
    return std::none_of(chosen_.begin(), chosen_.end(), [](const std::optional<Choice>& choice) {
        return choice && choice->is_hidden();
    });
}

std::string ExtraState::unknown_choices_reason() const {
    std::vector<Seat> unseen;
    for (Seat seat = 0; seat < players(); ++seat) {
        if (chosen_[seat] && chosen_[seat]->is_hidden()) unseen.push_back(seat);
    }
    return fmt::format(
        "this view of the game does not know the {} {}, so it cannot reveal the round: the "
        "last choice is applied to the full game",
        unseen.size() == 1 ? "choice of seat" : "choices of seats", fmt::join(unseen, " and "));
}

void ExtraState::to_move(std::vector<Seat>& seats) const {
    seats.clear();
    if (!rolled_) return;
    for (Seat seat = 0; seat < players(); ++seat) {
        if (!sheets_[seat].done && !chosen_[seat]) seats.push_back(seat);
    }
}

void ExtraState::choices_for(const Sheet& sheet, std::vector<Action>& actions) const {
    choices_on(rules_, roll_, splits_, sheet, actions);
}

void ExtraState::legal_actions(Seat seat, std::vector<Action>& actions) const {
    actions.clear();
    if (seat < 0 || seat >= players() || !rolled_ || sheets_[seat].done || chosen_[seat]) return;
    choices_for(sheets_[seat], actions);
}

std::string ExtraState::extra_rule_refusal(const Sheet& sheet, const Choice& ch) const {
    const int chosen = sheet.numbers_chosen(rules_);
    const int column = sheet.column_of(ch.fifth);
    const bool all_chosen = chosen == rules_.columns;
    switch (ch.kind) {
        case Fifth::Drop: {
            if (!all_chosen) {
                return fmt::format(
                    "no free ride yet: while you have fewer than {} EXTRA numbers the 5th die must "
                    "be entered",
                    count_word(rules_.columns));
            }
            if (!shows_extra_number(sheet)) return {};
            const auto shown = shown_numbers(sheet);
            if (shown.size() == 1) {
                return fmt::format(
                    "no free ride: the roll shows your EXTRA number {}, which must be "
                    "the 5th die and be crossed",
                    shown[0]);
            }
            return fmt::format(
                "no free ride: the roll shows your EXTRA numbers {}; one of them "
                "must be the 5th die and be crossed",
                fmt::join(shown, " and "));
        }
        case Fifth::NewNumber:
            if (column >= 0) {
                return fmt::format("{} is already your EXTRA number in column {}; write x{}",
                                   ch.fifth, column + 1, ch.fifth);
            }
            if (all_chosen) {
                return fmt::format(
                    "you already have {} EXTRA numbers ({}); no new one can be written",
                    count_word(rules_.columns), numbers_text(rules_, sheet));
            }
            if (ch.column >= rules_.columns) {
                return fmt::format("there is no column {}; the EXTRA columns are 1 to {}",
                                   ch.column + 1, rules_.columns);
            }
            if (sheet.columns[ch.column].number != 0) {
                return fmt::format("column {} already holds the EXTRA number {}", ch.column + 1,
                                   sheet.columns[ch.column].number);
            }
            return {};
        case Fifth::Cross: {
            if (column >= 0) return {};
            if (chosen == 0) {
                return fmt::format(
                    "{} is not an EXTRA number of yours yet; write it into an "
                    "empty column, like x{}@1",
                    ch.fifth, ch.fifth);
            }
            if (!all_chosen) {
                return fmt::format(
                    "{} is not one of your EXTRA numbers {}; write it into an "
                    "empty column with x{}@K",
                    ch.fifth, numbers_text(rules_, sheet), ch.fifth);
            }
            const auto shown = shown_numbers(sheet);
            if (shown.empty()) {
                return fmt::format(
                    "{} is not one of your EXTRA numbers {}; none of them is in "
                    "the roll, so this is a free ride: write -{}",
                    ch.fifth, numbers_text(rules_, sheet), ch.fifth);
            }
            if (shown.size() == 1) {
                return fmt::format(
                    "{} is not one of your EXTRA numbers {}; the roll shows {}, "
                    "which must be the 5th die",
                    ch.fifth, numbers_text(rules_, sheet), shown[0]);
            }
            return fmt::format(
                "{} is not one of your EXTRA numbers {}; the 5th die must be "
                "one of {}",
                ch.fifth, numbers_text(rules_, sheet), fmt::join(shown, " or "));
        }
    }
    return "that is not a way to enter the 5th die";
}

std::string ExtraState::refusal(Seat seat, Action action) const {
    if (terminal()) return "the game is over";
    if (seat < 0 || seat >= players()) {
        return fmt::format("there is no seat {}; the seats are 0 to {}", seat, players() - 1);
    }
    if (sheets_[seat].done) {
        return "your game has ended: you crossed the last box of an EXTRA column";
    }
    if (!rolled_) return "the dice have not been rolled yet";
    if (chosen_[seat]) return "you have already chosen for this roll";
    // A well-formed choice whose dice are in the roll is one of the splits, entered some
    // way; the EXTRA rule decides the rest. Every bot's choice is checked, and is found
    // among the splits quicker than it is taken apart: compared with all of them, without
    // a branch per split, for where it is found is as random as the dice.
    bool split = false;
    for (const Action each : splits_) split |= each == Choice::split_of(action);
    split &= Choice::entry_well_formed(action);
    if (!split && !Choice::well_formed(action))
        return "that is not a choice of two pairs and a 5th die";
    const Choice ch = Choice::decode(action);
    return split ? extra_rule_refusal(sheets_[seat], ch) : dice_refusal(ch);
}

// Why a well-formed choice is not a split of the roll: the dice it uses that the roll
// does not show.
std::string ExtraState::dice_refusal(const Choice& ch) const {
    Roll used;
    for (int die : {ch.a, ch.b, ch.c, ch.d, ch.fifth}) ++used.count[die];
    for (int face = 1; face <= kFaces; ++face) {
        if (used.count[face] <= roll_.count[face]) continue;
        if (roll_.count[face] == 0) {
            return fmt::format("the roll {} has no {}", format_roll(roll_), face);
        }
        return fmt::format("the roll {} has only {}, but your choice uses {}", format_roll(roll_),
                           dice_of(roll_.count[face], face), dice_of(used.count[face], face));
    }
    return {};
}

void ExtraState::apply(Seat seat, Action action) {
    chosen_[seat] = Choice::decode(action);
    for (Seat s = 0; s < players(); ++s) {
        if (!sheets_[s].done && !chosen_[s]) return;
    }
    if (!knows_every_choice()) {
        chosen_[seat].reset();
        throw std::logic_error(unknown_choices_reason());
    }
    reveal();
}

Sheet ExtraState::entered(const Sheet& sheet, const Choice& ch) const {
    return extra::entered(rules_, sheet, ch);
}

// All secret choices are entered together, as when the players show their sheets. A
// house rule's hooks are asked before any sheet changes, so that a failing hook leaves
// the sheets as they were; without hooks nothing can fail, and the sheets are entered
// where they are (the round simulations play most).
void ExtraState::reveal() {
    if (hooks_.asks_game_ends() || hooks_.asks_final_score()) {
        std::vector<int> finals;
        std::array<Sheet, kMaxPlayers> next;
        int playing = 0;
        for (Seat seat = 0; seat < players(); ++seat) {
            next[seat] = chosen_[seat] ? entered(sheets_[seat], *chosen_[seat]) : sheets_[seat];
            if (chosen_[seat] && !next[seat].done && hooks_.asks_game_ends())
                next[seat].done = hooks_.game_ends(rules_, next[seat]);
            playing += !next[seat].done;
        }
        if (playing == 0 && hooks_.asks_final_score()) {
            for (Seat seat = 0; seat < players(); ++seat)
                finals.push_back(hooks_.final_score(rules_, next[seat], next[seat].total(rules_)));
        }
        std::copy_n(next.begin(), players(), sheets_.begin());
        playing_ = playing;
        final_scores_ = std::move(finals);
    } else {
        playing_ = 0;
        for (Seat seat = 0; seat < players(); ++seat) {
            if (chosen_[seat]) extra::enter(rules_, sheets_[seat], *chosen_[seat]);
            playing_ += !sheets_[seat].done;
        }
    }
    for (auto& choice : chosen_) choice.reset();
    rolled_ = false;
}

Outcome ExtraState::sample_chance(dicebox::Rng& rng) const {
    // One draw for all the dice: its base-6 digits are the faces, taken two at a time
    // (a base-36 digit), each pair counted straight into the roll's code.
    std::uint32_t draw = rng.below(kRolls[rules_.dice]);
    Outcome code = 0;
    int die = 0;
    for (; die + 2 <= rules_.dice; die += 2, draw /= kFaces * kFaces)
        code += kPairCode[draw % (kFaces * kFaces)];
    if (die < rules_.dice) code += Outcome{1} << (3 * draw);
    return code;
}

std::string ExtraState::chance_refusal(Outcome outcome) const {
    if (terminal()) return "the game is over";
    if (rolled_) return "the dice are already rolled; every player must choose first";
    const Roll roll = Roll::decode(outcome);
    if (outcome >> (3 * kFaces) != 0 || roll.count[0] != 0 || roll.dice() != rules_.dice) {
        return fmt::format("a roll is {} dice from 1 to {}", rules_.dice, kFaces);
    }
    return {};
}

void ExtraState::apply_chance(Outcome outcome) {
    roll_ = Roll::decode(outcome);
    rolled_ = true;
    ++round_;
    splits_ = splits_of(roll_);
}

std::vector<int> ExtraState::scores() const {
    if (!final_scores_.empty()) return final_scores_;
    std::vector<int> totals;
    totals.reserve(sheets_.size());
    for (const auto& sheet : sheets_) totals.push_back(sheet.total(rules_));
    return totals;
}

std::vector<Seat> ExtraState::winners() const {
    std::vector<Seat> best;
    if (!terminal()) return best;
    const auto totals = scores();
    if (players() == 1) {
        if (totals[0] >= rules_.solo_win_at_least) best.push_back(0);
        return best;
    }
    const int top = *std::max_element(totals.begin(), totals.end());
    for (Seat seat = 0; seat < players(); ++seat) {
        if (totals[seat] == top) best.push_back(seat);
    }
    return best;
}

std::string ExtraState::format_action(Action action) const {
    return format_choice(Choice::decode(action));
}

dicebox::Result<Action> ExtraState::parse_action(std::string_view text) const {
    const auto choice = parse_choice(text);
    if (!choice) return dicebox::Result<Action>::failure(choice.error());
    return choice->encode();
}

std::string ExtraState::format_outcome(Outcome outcome) const {
    return format_roll(Roll::decode(outcome));
}

dicebox::Result<Outcome> ExtraState::parse_outcome(std::string_view text) const {
    const auto roll = parse_roll(text, rules_.dice);
    if (!roll) return dicebox::Result<Outcome>::failure(roll.error());
    return roll->encode();
}

}  // namespace dicebox::extra
