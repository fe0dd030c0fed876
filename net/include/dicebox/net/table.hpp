// A table of a server: one game that people play from wherever they are, refereed by
// the server.
//
// The table alone rolls (its seed is secret until the game ends, its SHA-256 announced
// before the first roll), checks every decision with the rules, and lets its bots decide
// as soon as their turn comes. People take its free seats with a name and get a token,
// which is the only way to act for a seat. The game begins when the last free seat is
// taken. Whoever watches is told of every event and gets only their seat's view: another
// seat's decision is told to them only when its seat alone was deciding, for a decision
// taken with others (EXTRA!'s secret choices) shows in the view once the rules reveal it.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dicebox/host/new_game.hpp"
#include "dicebox/match.hpp"
#include "dicebox/result.hpp"
#include "dicebox/session.hpp"

namespace dicebox::net {

class Table {
  public:
    struct Joined {
        dicebox::Seat seat;
        std::string token;
    };
    // Called after every event of the game, and when the game begins (no event then).
    using Observer = std::function<void(const Table&, const dicebox::Event*)>;

    // `game.seats`: a bot's seat names its bot; a person's seat has an empty name and is
    // free until join() takes it. Throws host::SetupError when the game refuses the
    // set-up (with the free seats named as they would be).
    Table(std::string code, host::NewGame game, Observer observer);

    const std::string& code() const { return code_; }
    bool begun() const { return session_ != nullptr; }
    bool over() const { return begun() && session_->state().terminal(); }

    // Takes the first free seat for `name`: the seat and its token, or why not.
    dicebox::Result<Joined> join(const std::string& name);
    // The seat `token` names, or nothing.
    std::optional<dicebox::Seat> seat_of(std::string_view token) const;
    // A decision for `seat` in notation: the refusal in words, or empty when it was taken
    // (and the bots due after it have decided).
    std::string act(dicebox::Seat seat, std::string_view notation);
    // The seat's legal decisions in notation, as its own view knows them.
    nlohmann::json legal(dicebox::Seat seat) const;

    // The table as `viewer` (a seat or kOnlooker) may see it, with `event`, the event just
    // happened, as far as the viewer may know it (docs/protocol.md, "Network").
    nlohmann::json view(dicebox::Seat viewer, const dicebox::Event* event = nullptr) const;

  private:
    int free_seats() const;
    void begin();
    void play_bots();
    nlohmann::json event_json(dicebox::Seat viewer, const dicebox::Event& event) const;

    std::string code_;
    host::NewGame game_;
    Observer observer_;
    std::vector<std::string> tokens_;  // by seat; empty for a bot's or a free seat
    std::uint64_t seed_;
    std::string seed_hash_;
    std::unique_ptr<dicebox::Session> session_;
    std::unique_ptr<dicebox::Match> match_;
    // The seats to decide before the last event, and whether that event's seat was
    // deciding alone (then its decision is no secret).
    std::vector<dicebox::Seat> due_;
    bool decided_alone_ = false;
};

}  // namespace dicebox::net
