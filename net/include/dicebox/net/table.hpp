// A table of a server: one game that people play from wherever they are, refereed by
// the server.
//
// The table alone rolls (its seed is secret until the game ends, its SHA-256 announced
// before the first roll), checks every decision with the rules, and lets its bots decide
// as soon as their turn comes. People take its free seats with a name and get a token,
// which is the only way to act for a seat; whoever opened the table holds its host token,
// with which a seat whose person is away is handed to a bot or freed for the next person
// who comes with the code (the table keeps who played which part). The game begins once the last
// free seat is taken. Whoever watches is told of every event as their seat may know it and gets
// only their seat's view (the game's own secrets, dicebox/secrets.hpp: another seat's held
// decision, such as EXTRA!'s secret choice, is told once the rules reveal it). A bot may
// stand in for a person away, until they are back.
//
// A table with a history keeps itself there from its opening (db/online_tables.hpp): while
// it waits for people, its set-up, seed and seats taken; from the moment its game begins,
// the game, the events of each request committed together once the request's rules and
// bots have run and before anyone is told of them, with its code and its seats' token
// hashes. A server started again takes the table up where it stopped.
//
// A table is not shared between threads: its owner calls it from one thread at a time.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dicebox/bot.hpp"
#include "dicebox/db/online_tables.hpp"
#include "dicebox/db/recorder.hpp"
#include "dicebox/host/new_game.hpp"
#include "dicebox/match.hpp"
#include "dicebox/net/shared_history.hpp"
#include "dicebox/result.hpp"
#include "dicebox/sentence.hpp"
#include "dicebox/session.hpp"

namespace dicebox::net {

using Clock = std::chrono::steady_clock;
using dicebox::db::StandIn;

class Table {
  public:
    struct Joined {
        dicebox::Seat seat;
        std::string token;
    };
    // Called after every event of the game, and with no event when a person takes a seat,
    // when the game begins, and when a person is away or back, or a bot stands in for them.
    using Observer = std::function<void(const Table&, const dicebox::Event*)>;

    // `game.seats`: a bot's seat names its bot; a person's seat is free until join() takes
    // it, kept for the person its name names, or for anyone when the name is empty. Throws
    // host::SetupError when the game refuses the set-up (with the free seats named as they would
    // be). `history`, when not null, keeps the table and records the game, and outlives
    // the table; throws db::StoreError when it cannot.
    // `host_token_hash`: the token_hash() of the host token of whoever opens it.
    Table(std::string code, host::NewGame game, std::optional<StandIn> stand_in,
          std::string host_token_hash, Observer observer, SharedHistory* history);
    // A table of the history still waiting for people, with the seats taken so far.
    // Throws host::SetupError when it cannot be set up again.
    Table(const dicebox::GameModule& module, const dicebox::db::WaitingTable& stored,
          Observer observer, SharedHistory& history);
    // The table of a game of the history, where its log stops. Throws host::SetupError
    // when the module does not go on with it, db::StoreError.
    Table(const dicebox::GameModule& module, const dicebox::db::OnlineGame& stored,
          Observer observer, SharedHistory& history);
    ~Table();

    const std::string& code() const { return code_; }
    std::size_t seat_count() const { return game_.seats.size(); }
    // The house rule the table plays under, or null.
    const host::ScriptPtr& rule() const { return game_.rule; }
    bool begun() const { return session_ != nullptr; }
    bool over() const { return begun() && session_->state().terminal(); }
    // Whether a person has taken a seat: they hold its token, and may come back to it.
    bool seat_taken() const;
    // Whether the history failed to record the game: the table takes no more decisions,
    // and tells nobody of the events it could not record.
    bool unrecorded() const { return !stopped_.empty(); }

    // Takes the free seat kept for `name`, or else the first free seat kept for no one:
    // the seat and its token, or why not.
    dicebox::Result<Joined> join(const std::string& name);
    // Begins the game once every seat is taken: called after join(), when whoever took
    // the last seat is told of the table's events as the others are.
    void begin_when_full();
    // The seat of the token whose hash (token_hash()) is `hash`, or nothing.
    std::optional<dicebox::Seat> seat_of_token_hash(std::string_view hash) const;
    // The token_hash() of the seat's token (empty: a bot's seat, or a free one), and of
    // the host token.
    const std::string& token_hash_of(dicebox::Seat seat) const {
        return token_hashes_.at(static_cast<std::size_t>(seat));
    }
    const std::string& host_token_hash() const { return host_token_hash_; }
    // The host's word for a person's seat that nobody is at (away, or taken and left before
    // the game began): the seat is handed to the game's bot `bot` for the rest of the game,
    // or, with no bot, freed for the next person who joins with the code. Why not, or empty.
    std::string hand(dicebox::Seat seat, const std::string& bot);
    // The last connection at a person's seat has gone, at `now`; or one is back, and a
    // bot standing in for the person leaves the seat to them.
    void left(dicebox::Seat seat, Clock::time_point now);
    void back(dicebox::Seat seat);
    // Hands on for good the seat of each person away longer than `return_wait` (the
    // server's limit), as hand() does: in a game under way, to the table's stand-in bot if
    // it has one, else freed; before its game, freed (the next person with the code takes
    // it, as they would any free seat). Then lets a bot stand in for each person away
    // longer than the table's setting. Whether a seat was handed on.
    bool tick(Clock::time_point now, Clock::duration return_wait);
    // The table goes with its game unfinished, nobody left who can come back to it: the
    // history ends the game as aborted, so that a server started again does not take it
    // up. Nothing to do for a game over or not begun.
    void abandon();

    // A decision for `seat` in notation: the refusal in words, or empty when it was taken
    // (and the bots due after it have decided).
    std::string act(dicebox::Seat seat, std::string_view notation);
    // The seat's legal decisions in notation, as its own view knows them.
    nlohmann::json legal(dicebox::Seat seat) const;

    // The game's events so far as `viewer` may know them (Session::told_json): a client
    // that has missed events (taken back after a lost connection) reads them here.
    nlohmann::json told_log(dicebox::Seat viewer) const;

    // The sentence of each event so far, in `language`, as `viewer` may know it now (told
    // from the views it had then): what the `log` answer sends beside told_log().
    std::vector<std::string> sentences(dicebox::Seat viewer, dicebox::Language language) const;
    // The event just happened in a sentence, in `language`, as `viewer` may know it; and
    // those of the held decisions it revealed (Session::revealed(), oldest first).
    std::string last_sentence(dicebox::Seat viewer, dicebox::Language language) const;
    std::vector<std::string> revealed_sentences(dicebox::Seat viewer,
                                                dicebox::Language language) const;

    // The table as `viewer` (a seat or kOnlooker) may see it, with `event`, the event just
    // happened, as far as the viewer may know it (docs/protocol.md, "Network").
    nlohmann::json view(dicebox::Seat viewer, const dicebox::Event* event = nullptr) const;

  private:
    int free_seats() const;
    // The seat changes hands in the game under way (`player`: a person's name, null when
    // freed): the history keeps who played from which event on. Throws db::StoreError.
    void changed_hands(dicebox::Seat seat, const nlohmann::json& player, const std::string& bot);
    // The table's record in the history, its seats as they are now.
    dicebox::db::OnlineTable online_table() const;
    // A table taken up from the history under the house rule `rule_script` (empty: the
    // printed rules), its seats set: nobody is connected to it yet, so its people are away
    // until they are back.
    void take_up(const std::string& rule_script);
    // The table as the history keeps it until its game begins.
    dicebox::db::WaitingTable waiting() const;
    // Keeps waiting() in the history, when the table has one. Throws db::StoreError.
    void keep_waiting();
    void begin();
    // Sets the match up on the session, the recorder first among its observers.
    void set_up_match();
    // Runs `work` (a decision taken, the bots' after it), then writes its events in one
    // transaction of the history: a request's events are committed together, before
    // anyone is answered. What stops the recording stops the table.
    void recorded(const std::function<void()>& work);
    // Writes the events held since the last writing, and the game's end once it is over.
    void write_held();
    // Lets the bots, and those standing in for people away, decide.
    void play_bots();
    // Lets a bot stand in for each person away longer than the table's setting.
    void stand_in_for_away(Clock::time_point now);
    // The refusal of a table whose game is unrecorded().
    std::string stopped() const;

    std::string code_;
    host::NewGame game_;
    Observer observer_;
    std::vector<std::string> token_hashes_;  // by seat; empty for a bot's or a free seat
    std::string host_token_hash_;
    nlohmann::json hands_ = nlohmann::json::array();  // db::OnlineTable::hands
    std::uint64_t seed_;
    std::string seed_hash_;
    std::int64_t opened_at_;  // Unix milliseconds
    std::unique_ptr<dicebox::Session> session_;
    // The game before its last event, and after it: what the last event is told between.
    std::unique_ptr<dicebox::State> before_last_;
    std::unique_ptr<dicebox::State> after_last_;
    std::unique_ptr<dicebox::Match> match_;
    SharedHistory* history_;
    std::unique_ptr<dicebox::db::LiveRecorder> recorder_;
    // Why the game could not be recorded: the table takes no more decisions, and goes
    // on from its history when the server is started again.
    std::string stopped_;
    // By seat: whether a person sits there (the seat's name is then theirs; before, the
    // name of the person it is kept for).
    std::vector<bool> seated_;
    // By seat: since when its person has been away, and the bot standing in for them.
    std::optional<StandIn> stand_in_;
    std::vector<std::optional<Clock::time_point>> away_since_;
    std::vector<std::unique_ptr<dicebox::Bot>> stand_ins_;
};

}  // namespace dicebox::net
