// ExtraState as JSON (docs/protocol.md, "The state"), and its invariants.
#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "dicebox/state_json.hpp"
#include "extra_state.hpp"

namespace dicebox::extra {

using dicebox::Seat;
using dicebox::state_json::bool_in;
using dicebox::state_json::field;
using dicebox::state_json::int_in;
using nlohmann::json;

// A seat's choice this round in notation; "hidden" in a view that knows only that it was
// made; null when the seat has not chosen.
nlohmann::json ExtraState::chosen_json(Seat seat) const {
    if (!chosen_[seat]) return nullptr;
    if (chosen_[seat]->is_hidden()) return kHiddenChoice;
    return format_choice(*chosen_[seat]);
}

nlohmann::json ExtraState::to_json() const {
    json out = common_json();
    out["game"] = "extra";
    out["round"] = round_;
    if (rolled_) {
        std::vector<int> dice;
        for (int face = 1; face <= kFaces; ++face) dice.insert(dice.end(), roll_.count[face], face);
        out["roll"] = dice;
    } else {
        out["roll"] = nullptr;
    }
    out["seats"] = json::array();
    const auto totals = scores();
    for (Seat seat = 0; seat < players(); ++seat) {
        const Sheet& sheet = sheets_[seat];
        json rows = json::object();
        json row_scores = json::object();  // derived, for displays: scoring stays here
        for (int row = 0; row < kRowCount; ++row) {
            const std::string sum = std::to_string(row + kLowestSum);
            rows[sum] = sheet.rows[row];
            row_scores[sum] = rules_.row_score(row, sheet.rows[row]);
        }
        json columns = json::array();
        for (int k = 0; k < rules_.columns; ++k) {
            const auto& col = sheet.columns[k];
            columns.push_back({{"number", col.number == 0 ? json(nullptr) : json(col.number)},
                               {"crosses", col.crosses},
                               {"length", rules_.column_lengths[k]}});
        }
        out["seats"].push_back({{"rows", rows},
                                {"row_scores", row_scores},
                                {"extra", columns},
                                {"done", sheet.done},
                                {"handicap", sheet.handicap},
                                {"score", totals[seat]},
                                {"chosen", chosen_json(seat)}});
    }
    out["params"] = *params_;
    return out;
}

std::unique_ptr<ExtraState> ExtraState::from_json(const json& in) {
    if (!in.is_object() || in.value("game", json()) != "extra") {
        throw std::invalid_argument("not an EXTRA! state: 'game' must be \"extra\"");
    }
    const json params = ExtraRules::schema().resolve(field(in, "params", "the state"));
    const ExtraRules rules = ExtraRules::from_params(params);
    const json& seats = field(in, "seats", "the state");
    if (!seats.is_array() || seats.empty() || seats.size() > kMaxPlayers) {
        throw std::invalid_argument(fmt::format("'seats' must list 1 to {} seats", kMaxPlayers));
    }
    std::vector<bool> handicaps;
    for (std::size_t i = 0; i < seats.size(); ++i) {
        const std::string where = fmt::format("seat {}", i);
        handicaps.push_back(bool_in(field(seats[i], "handicap", where), where + " 'handicap'"));
    }
    auto state = std::make_unique<ExtraState>(rules, params, handicaps);
    state->round_ = int_in(field(in, "round", "the state"), 0, 1 << 20, "'round'");

    for (std::size_t i = 0; i < seats.size(); ++i) {
        const std::string where = fmt::format("seat {}", i);
        Sheet& sheet = state->sheets_[i];
        const json& rows = field(seats[i], "rows", where);
        for (int row = 0; row < kRowCount; ++row) {
            const std::string sum = std::to_string(row + kLowestSum);
            sheet.rows[row] =
                static_cast<std::uint8_t>(int_in(field(rows, sum.c_str(), where + " rows"), 0,
                                                 rules.row_length(row), where + " row " + sum));
        }
        const json& columns = field(seats[i], "extra", where);
        if (!columns.is_array() || static_cast<int>(columns.size()) != rules.columns) {
            throw std::invalid_argument(where + ": 'extra' must list one entry per EXTRA column");
        }
        for (int k = 0; k < rules.columns; ++k) {
            const json& number = field(columns[k], "number", where + " extra");
            sheet.columns[k].number = static_cast<std::uint8_t>(
                number.is_null() ? 0 : int_in(number, 1, kFaces, where + " EXTRA number"));
            sheet.columns[k].crosses = static_cast<std::uint8_t>(
                int_in(field(columns[k], "crosses", where + " extra"), 0, rules.column_lengths[k],
                       where + " EXTRA crosses"));
        }
        sheet.done = bool_in(field(seats[i], "done", where), where + " 'done'");
        state->playing_ -= sheet.done;
        const json& chosen = field(seats[i], "chosen", where);
        if (chosen == kHiddenChoice) {
            state->chosen_[i] = Choice::hidden();
        } else if (!chosen.is_null()) {
            if (!chosen.is_string()) {
                throw std::invalid_argument(
                    where + " 'chosen' must be a choice in notation, \"hidden\" or null");
            }
            const auto choice = parse_choice(chosen.get<std::string>());
            if (!choice) throw std::invalid_argument(where + " chosen: " + choice.error());
            state->chosen_[i] = *choice;
        }
    }
    const json& roll = field(in, "roll", "the state");
    if (!roll.is_null()) {
        Roll parsed;
        if (!roll.is_array() || static_cast<int>(roll.size()) != rules.dice) {
            throw std::invalid_argument(fmt::format("'roll' must list {} dice", rules.dice));
        }
        for (const auto& die : roll) ++parsed.count[int_in(die, 1, kFaces, "a die of 'roll'")];
        state->roll_ = parsed;
        state->rolled_ = true;
        state->splits_ = splits_of(parsed);
    }
    if (std::string broken = state->broken_invariant(); !broken.empty()) {
        throw std::invalid_argument("inconsistent EXTRA! state: " + broken);
    }
    return state;
}

std::string ExtraState::broken_invariant() const {
    for (Seat seat = 0; seat < players(); ++seat) {
        const Sheet& sheet = sheets_[seat];
        for (int row = 0; row < kRowCount; ++row) {
            if (sheet.rows[row] > rules_.row_length(row)) {
                return fmt::format("seat {} row {} has more crosses than boxes", seat,
                                   row + kLowestSum);
            }
        }
        int full = 0;
        for (int k = 0; k < kMaxColumns; ++k) {
            const auto& col = sheet.columns[k];
            if (k >= rules_.columns && (col.number != 0 || col.crosses != 0)) {
                return fmt::format("seat {} uses EXTRA column {}, which does not exist", seat,
                                   k + 1);
            }
            if (col.number == 0 && col.crosses != 0) {
                return fmt::format("seat {} has crosses in EXTRA column {} without a number", seat,
                                   k + 1);
            }
            if (col.number != 0 && sheet.column_of(col.number) != k) {
                return fmt::format("seat {} wrote the EXTRA number {} twice", seat, col.number);
            }
            if (k < rules_.columns && col.crosses >= rules_.column_lengths[k]) ++full;
        }
        if (full > 1) return fmt::format("seat {} has filled more than one EXTRA column", seat);
        if (full == 1 && !sheet.done) {
            return fmt::format("seat {} is playing but has a full EXTRA column", seat);
        }
        // Only a house rule's game_ends ends a player's game before a column is full.
        if (full == 0 && sheet.done && !hooks_.asks_game_ends()) {
            return fmt::format("seat {} is done but has no full EXTRA column", seat);
        }
        if (chosen_[seat] && (!rolled_ || sheet.done)) {
            return fmt::format("seat {} holds a choice outside a round", seat);
        }
    }
    if (rolled_ && roll_.dice() != rules_.dice) return "the roll has the wrong number of dice";
    const auto ended =
        std::count_if(sheets_.begin(), sheets_.end(), [](const Sheet& s) { return s.done; });
    if (playing_ != players() - ended) return "the count of players still playing is wrong";
    return {};
}

}  // namespace dicebox::extra
