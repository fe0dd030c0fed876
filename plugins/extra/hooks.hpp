// EXTRA!'s side of a house rule (scripts/README.md): its hooks, tabulated when a game is
// set up or asked as it is played.
//
// row_score is a function of a small domain: it is asked once for every row and number
// of crosses when the game is set up, so that scoring stays a look-up for the bots and
// the sheets. game_ends and final_score read a whole sheet, so they are asked as the
// game goes: after each round for each player whose game goes on, and for every player
// when the last one's game has ended.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>

#include "dicebox/house_rule.hpp"
#include "rules.hpp"
#include "sheet.hpp"

namespace dicebox::extra {

inline constexpr const char* kRowScoreHook = "row_score";
inline constexpr const char* kGameEndsHook = "game_ends";
inline constexpr const char* kFinalScoreHook = "final_score";

// The hooks one game asks; none without a house rule. Copies (a state's clones) share
// the rule's hooks.
class ExtraHooks {
  public:
    // Opens `rule`'s hooks when it defines any of EXTRA!'s (a rule of parameters only
    // opens none) and writes its row scores into `rules`. Throws HookError.
    static ExtraHooks open(const dicebox::HouseRule* rule, ExtraRules& rules);

    bool asks_game_ends() const { return game_ends_; }
    bool asks_final_score() const { return final_score_; }
    // Whether the rule ends a player's game after the round just entered on `sheet`.
    bool game_ends(const ExtraRules& rules, const Sheet& sheet);
    // A player's final score from their sheet and the total of its rows.
    int final_score(const ExtraRules& rules, const Sheet& sheet, int total);

  private:
    std::shared_ptr<dicebox::RuleHooks> hooks_;
    bool game_ends_ = false;
    bool final_score_ = false;
};

// A sheet as the hooks see it: {"rows": {"2": crosses, …, "12": crosses}, "columns":
// [{"number": n (null while empty), "crosses": c, "length": l}, …]}.
nlohmann::json sheet_values(const ExtraRules& rules, const Sheet& sheet);

}  // namespace dicebox::extra
