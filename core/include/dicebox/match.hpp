// The match: one game stepped on from event to event, the same for every front end.
//
// A Match rolls when chance is due, says whose decision is due (a bot's, or the
// people's), lets a bot decide from its seat's own random stream, and takes a person's
// decision or says why not. The Session reports each event to its observers the
// moment it happens (the history recorder first); the Match only steps.
//
// It never waits itself, so it suits a front end that blocks on its people (the
// terminal, through play()), one that waits in an event loop (the app: a bot's pause is
// a timer, people are asked by their board) and a server (a decision may arrive from
// any seat awaited, at any time).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dicebox/bot.hpp"
#include "dicebox/session.hpp"

namespace dicebox {

// What a match waits for once the chance due is rolled.
struct Due {
    bool over = false;
    // The bot to decide now. Bots decide before the people deciding on the same roll
    // (EXTRA!'s secret choices): a bot's choice is as secret as theirs, so nobody needs
    // to wait for it. A bot deciding with no person on the roll may be given a pause so
    // that people can follow the game.
    std::optional<Seat> bot;
    // The people deciding now, in seat order; any of them may decide first. While a bot
    // is due, the people who decide on the same roll after it.
    std::vector<Seat> people;
};

enum class MatchEnd { Finished, Abandoned };

class Match {
  public:
    // `bots`: by seat, the bot deciding for it, or null for a person. The session is the
    // caller's; it may be restarted between games (a simulation plays many this way).
    Match(Session& session, std::vector<std::unique_ptr<Bot>> bots);

    Session& session() { return *session_; }
    const Session& session() const { return *session_; }
    bool is_person(Seat seat) const { return bots_.at(static_cast<std::size_t>(seat)) == nullptr; }

    // Rolls the chance events due now and says what the match waits for.
    const Due& advance();
    // The decision of the bot advance() named. A bot choosing an illegal action is a bug
    // of its plugin: std::logic_error. The bot is handed the full state, not its seat's
    // view (a copy per decision would slow simulations down): a plugin's bots are trusted
    // to read only what their seat may see, as the shipped ones do.
    void let_bot_decide(Seat seat);
    // A person's decision; the refusal in words, or empty when it is taken.
    std::string take(Seat seat, Action action);
    std::string take(Seat seat, std::string_view notation);

    // A person's decision for the seat asked, or nothing when the person leaves.
    using Ask = std::function<std::optional<Action>(Seat)>;
    // Plays on to the end, or until a person leaves, for a front end that blocks while a
    // person decides (the terminal) and for bots alone (simulations, benchmarks), which
    // need no `ask`. People are asked one at a time, in seat order; `ask` answers only
    // with a legal action (std::logic_error otherwise).
    MatchEnd play(const Ask& ask = {});

  private:
    void decide(Bot& bot, Seat seat);

    Session* session_;
    std::vector<std::unique_ptr<Bot>> bots_;
    Due due_;
    std::vector<Seat> to_move_;
};

// The bots of a game by their kinds, one per seat, for a match of bots alone.
std::vector<std::unique_ptr<Bot>> bots_of(const GameModule& module,
                                          const std::vector<std::string>& kinds);

}  // namespace dicebox
