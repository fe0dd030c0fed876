// The Strike table as the state's JSON describes it (docs/protocol.md, "The state"):
// the arena's faces, every reserve, the removed pile, whose turn it is, and the arena
// model's numbers for each throw style. The board reads nothing else of the rules.
#pragma once

#include <QList>
#include <QString>
#include <array>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

namespace dicebox::strike_board {

constexpr int kStyles = 3;
// The rules' names of the throw styles, in the order of the arena model's table.
const std::array<const char*, kStyles>& style_names();

// The arena model's numbers for one throw style (docs/rules.md, Strike, The arena model).
struct Risk {
    double p_hit = 0;
    double p_miss = 0;
    double p_knock_out = 0;
};

struct SeatTable {
    int reserve = 0;
    bool out = false;
    int points = 0;
};

struct StrikeTable {
    QString phase;  // "starting die", "must throw", "may throw", "rolling", "over"
    int current = 0;
    QList<int> arena;  // the number faces lying in the arena
    int removed = 0;
    int unused = 0;
    bool big_throw = false;
    int throws_this_turn = 0;
    QString throw_style;  // while the dice roll
    int thrown = 0;
    std::vector<SeatTable> seats;
    std::vector<int> game_winners;
    int game_number = 1;
    int games = 1;
    bool match = false;
    std::array<Risk, kStyles> risks{};

    static StrikeTable from_json(const nlohmann::json& state);
    // The dice the current player throws next: all of the reserve on a big throw.
    int dice_to_throw() const;
};

// A throw's chance outcome in the notation of docs/rules.md: `arena 3 3 5 | x 1 | out 0`, or
// the starting die's `arena 4`.
struct AtRest {
    QList<int> faces;
    int x = 0;
    int out = 0;
};
std::optional<AtRest> parse_at_rest(const QString& notation);

}  // namespace dicebox::strike_board
