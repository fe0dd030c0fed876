// Why a game cannot be set up, or a game of the history cannot go on here: a kind and its
// fields. The sentence of each kind is written once: in English here (text()), which the
// commands and the server say; and in the person's language by the app, which says each
// kind with Qt's tr() from the same fields (gui/play/refusal_text.cpp). host/ stays free of
// Qt, and no front end builds a refusal's sentence of its own (docs/architecture.md says
// why this way).
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace dicebox::host {

struct Refusal {
    enum class Kind {
        // Setting a game up.
        // The game refuses the set-up: `reason` is its own words; for a game of the history
        // (`game`), `game_name` of version `subject` no longer sets it up so.
        GameRefuses,
        NoSuchBot,      // `game_name` has no bot `subject`; its bots are `list`
        NoName,         // the person of seat `seat` (from 1) has no name
        BadName,        // `subject`, the name of seat `seat`, cannot be a name: `reason`
        SameName,       // two people are called `subject`
        RuleNotLoaded,  // the house rule named cannot be had: `reason`
        RuleFails,      // the house rule fails as the game is set up, or replayed: `reason`
        // A game of the history, `game` its id.
        Finished,
        Aborted,
        Simulated,
        AtServer,         // played at table `subject` of the server recording into the history
        GameMissing,      // a game of `game_name`, whose plugin is not here
        LogRefused,       // played with `game_name` (`subject`), not going on with `other`
        RulePrinted,      // played under the printed rules (`subject`), yet a rule was named
        RuleNotTheGames,  // `other` is not the house rule `subject` it was played under
        RuleChanged,      // its rule `subject` has changed since: the files `list` differ
        RuleNotFound,     // its rule `subject` is in none of the folders `list`
    };
    Kind kind = Kind::GameRefuses;
    std::int64_t game = 0;
    int seat = 0;
    // Each has a default, so that a refusal names only the fields of its kind.
    std::string game_name = {};
    std::string subject = {};
    std::string other = {};
    std::vector<std::string> list = {};
    std::string reason = {};
};

// The refusal in one English sentence, without a capital or a full stop: "game 12 is
// finished", "EXTRA! has no bot 'clever'; its bots are: random, greedy".
std::string text(const Refusal& refusal);

// A refusal thrown: what() is text().
class SetupError : public std::runtime_error {
  public:
    explicit SetupError(Refusal refusal);
    const Refusal& refusal() const { return refusal_; }
    Refusal::Kind kind() const { return refusal_.kind; }

  private:
    Refusal refusal_;
};

}  // namespace dicebox::host
