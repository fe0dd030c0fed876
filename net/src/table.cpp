#include "dicebox/net/table.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <tuple>
#include <utility>

#include "dicebox/host/lineup.hpp"
#include "dicebox/host/seat_view.hpp"
#include "dicebox/host/stored_session.hpp"
#include "dicebox/names.hpp"
#include "dicebox/net/fair_dice.hpp"

namespace dicebox::net {

using nlohmann::json;

namespace {

// The table cannot be set up so, and why, in the server's own words.
host::SetupError refused(std::string why) {
    return host::SetupError({.kind = host::Refusal::Kind::GameRefuses, .reason = std::move(why)});
}

}  // namespace

Table::Table(std::string code, host::NewGame game, std::optional<StandIn> stand_in,
             std::string host_token_hash, Observer observer, SharedHistory* history)
    : code_(std::move(code)),
      game_(std::move(game)),
      observer_(std::move(observer)),
      token_hashes_(game_.seats.size()),
      host_token_hash_(std::move(host_token_hash)),
      seed_(secret_seed()),
      seed_hash_(seed_hash(seed_)),
      opened_at_(db::now_ms()),
      history_(history),
      seated_(game_.seats.size()),
      stand_in_(std::move(stand_in)),
      away_since_(game_.seats.size()),
      stand_ins_(game_.seats.size()) {
    if (const auto bots = game_.module->bots();
        stand_in_ && std::find(bots.begin(), bots.end(), stand_in_->bot) == bots.end())
        throw refused(fmt::format("{} has no bot '{}' to stand in for people away; its bots are {}",
                                  game_.module->info().name, stand_in_->bot,
                                  fmt::join(bots, ", ")));
    // The set-up is checked now, with the free seats named, so that a table the game
    // refuses is never opened.
    host::NewGame trial = game_;
    trial.seed = 0;  // a trial: no seed needs drawing
    for (std::size_t seat = 0; seat < trial.seats.size(); ++seat) {
        if (trial.seats[seat].bot.empty() && trial.seats[seat].name.empty())
            trial.seats[seat].name = fmt::format("seat {}", seat + 1);
    }
    const auto seats = host::check_seats(*game_.module, trial.seats);
    if (!seats) throw host::SetupError(seats.error());
    host::start_game(trial);
    keep_waiting();
}

Table::Table(const dicebox::GameModule& module, const db::WaitingTable& stored, Observer observer,
             SharedHistory& history)
    : code_(stored.table.code),
      observer_(std::move(observer)),
      token_hashes_(stored.table.token_hashes),
      host_token_hash_(stored.table.host_token_hash),
      seed_(stored.seed),
      seed_hash_(seed_hash(seed_)),
      opened_at_(stored.opened_at),
      history_(&history),
      stand_in_(stored.table.stand_in) {
    game_.module = &module;
    game_.params = stored.params;
    try {
        for (const json& seat : stored.seats) {
            game_.seats.push_back({seat.at("name").get<std::string>(),
                                   seat.at("bot").get<std::string>(), seat.at("options")});
            seated_.push_back(seat.at("seated").get<bool>());
        }
    } catch (const json::exception& e) {
        throw refused(fmt::format("its seats cannot be read: {}", e.what()));
    }
    take_up(stored.table.rule_script);
}

Table::Table(const dicebox::GameModule& module, const db::OnlineGame& stored, Observer observer,
             SharedHistory& history)
    : code_(stored.table.code),
      observer_(std::move(observer)),
      token_hashes_(stored.table.token_hashes),
      host_token_hash_(stored.table.host_token_hash),
      hands_(stored.table.hands),
      seed_(stored.game.seed),
      seed_hash_(seed_hash(seed_)),
      opened_at_(stored.game.started_at),
      history_(&history),
      seated_(stored.game.seats.size(), true),
      stand_in_(stored.table.stand_in) {
    game_.module = &module;
    const auto seats = host::lineup_of(module, stored.game);
    if (!seats) throw host::SetupError(seats.error());
    game_.seats = *seats;
    game_.params = stored.game.params;
    // The seats as they are now: those that changed hands in the game, with their last hand.
    try {
        for (const json& hand : hands_) {
            const auto seat = hand.at("seat").get<std::size_t>();
            auto& spec = game_.seats.at(seat);
            spec.bot = hand.value("bot", std::string());
            spec.name =
                hand.at("player").is_null() ? spec.bot : hand.at("player").get<std::string>();
            seated_.at(seat) = !hand.at("player").is_null() || !spec.bot.empty();
        }
    } catch (const std::exception& e) {
        throw refused(fmt::format("who sits at its seats cannot be read: {}", e.what()));
    }
    take_up(stored.table.rule_script);
    session_ = host::start_stored_game(module, stored.game, game_.rule);
    host::replay_log(*session_, stored.game);
    recorder_ = std::make_unique<db::LiveRecorder>(history.store(), stored.game);
    set_up_match();
    // The server may have stopped between a bot's turn coming and its decision.
    recorded([this] { play_bots(); });
}

Table::~Table() = default;

void Table::take_up(const std::string& rule_script) {
    if (!rule_script.empty()) {
        auto rule = host::rule_from_text(*game_.module, rule_script);
        if (!rule)
            throw host::SetupError(
                {.kind = host::Refusal::Kind::RuleNotLoaded, .reason = rule.error()});
        game_.rule = *rule;
    }
    if (token_hashes_.size() != game_.seats.size() || seated_.size() != game_.seats.size())
        throw refused("the table's tokens are not one for each seat");
    away_since_.resize(game_.seats.size());
    stand_ins_.resize(game_.seats.size());
    for (std::size_t seat = 0; seat < game_.seats.size(); ++seat) {
        if (game_.seats[seat].bot.empty() && seated_[seat]) away_since_[seat] = Clock::now();
    }
}

db::WaitingTable Table::waiting() const {
    db::WaitingTable waiting{
        online_table(), game_.module->info().id, game_.params, json::array(), seed_, opened_at_};
    for (std::size_t seat = 0; seat < game_.seats.size(); ++seat) {
        const auto& spec = game_.seats[seat];
        waiting.seats.push_back({{"name", spec.name},
                                 {"bot", spec.bot},
                                 {"options", spec.options},
                                 {"seated", static_cast<bool>(seated_[seat])}});
    }
    return waiting;
}

void Table::keep_waiting() {
    if (history_ == nullptr) return;
    history_->write("keeping the table",
                    [&](db::Store& store) { db::keep_waiting_table(store, waiting()); });
}

bool Table::seat_taken() const {
    for (std::size_t seat = 0; seat < game_.seats.size(); ++seat) {
        if (game_.seats[seat].bot.empty() && seated_[seat]) return true;
    }
    return false;
}

int Table::free_seats() const {
    int free = 0;
    for (std::size_t seat = 0; seat < game_.seats.size(); ++seat)
        free += game_.seats[seat].bot.empty() && !seated_[seat];
    return free;
}

dicebox::Result<Table::Joined> Table::join(const std::string& name) {
    using Refused = dicebox::Result<Joined>;
    if (const auto why = dicebox::name_refusal(name); !why.empty()) return Refused::failure(why);
    std::optional<std::size_t> kept;
    std::optional<std::size_t> open;
    std::vector<std::string> others;  // whom the other free seats are kept for
    for (std::size_t seat = 0; seat < game_.seats.size(); ++seat) {
        const auto& spec = game_.seats[seat];
        if (!spec.bot.empty()) continue;
        if (seated_[seat]) {
            if (spec.name == name)
                return Refused::failure(
                    fmt::format("{} is already at this table; choose another name", name));
        } else if (spec.name == name) {
            kept = kept.value_or(seat);
        } else if (spec.name.empty()) {
            open = open.value_or(seat);
        } else {
            others.push_back(spec.name);
        }
    }
    if (!kept && !open) {
        if (others.empty()) return Refused::failure("every seat of this table is taken");
        return Refused::failure(
            fmt::format("the free seats of this table are kept for {}", fmt::join(others, ", ")));
    }
    const std::size_t seat = kept.value_or(open.value_or(0));
    const std::string kept_for = std::exchange(game_.seats[seat].name, name);
    seated_[seat] = true;
    Joined joined{static_cast<dicebox::Seat>(seat), random_hex(16)};
    token_hashes_[seat] = token_hash(joined.token);
    {
        try {
            if (begun()) {
                // A seat freed during the game: its new person plays from here on.
                changed_hands(joined.seat, name, {});
            } else {
                keep_waiting();
            }
        } catch (const db::StoreError& e) {
            // A seat the server cannot keep is not given.
            game_.seats[seat].name = kept_for;
            seated_[seat] = false;
            token_hashes_[seat].clear();
            return Refused::failure(fmt::format("the server cannot keep the seat: {}", e.what()));
        }
    }
    // The last seat taken begins the game, which tells everybody so; a seat freed during
    // the game and taken again is news to the others at once.
    if (free_seats() > 0 || begun()) observer_(*this, nullptr);
    return joined;
}

void Table::begin_when_full() {
    if (!begun() && free_seats() == 0) begin();
}

db::OnlineTable Table::online_table() const {
    return {code_,
            token_hashes_,
            stand_in_,
            game_.rule ? game_.rule->source() : std::string(),
            host_token_hash_,
            hands_};
}

std::string Table::hand(dicebox::Seat seat, const std::string& bot) {
    if (seat < 0 || static_cast<std::size_t>(seat) >= game_.seats.size())
        return fmt::format("the table has seats 0 to {}", game_.seats.size() - 1);
    const auto at = static_cast<std::size_t>(seat);
    auto& spec = game_.seats[at];
    if (!spec.bot.empty()) return fmt::format("seat {} is a bot's", seat);
    if (!seated_[at]) return fmt::format("seat {} is free", seat);
    if (over()) return "the game is over";
    // Only a seat nobody is at: its person is away, or left before the game began.
    if (!away_since_[at]) return fmt::format("{} is at seat {}", spec.name, seat);
    if (const auto bots = game_.module->bots();
        !bot.empty() && std::find(bots.begin(), bots.end(), bot) == bots.end())
        return fmt::format("{} has no bot '{}'; its bots are {}", game_.module->info().name, bot,
                           fmt::join(bots, ", "));
    const auto before = std::make_tuple(spec, token_hashes_[at], away_since_[at]);
    token_hashes_[at].clear();
    away_since_[at].reset();
    try {
        if (begun()) {
            changed_hands(seat, bot.empty() ? json() : json(bot), bot);
            if (!bot.empty()) stand_ins_[at] = game_.module->make_bot(bot);
        } else {
            spec = {bot, bot, spec.options};
            seated_[at] = !bot.empty();
            keep_waiting();
        }
    } catch (const db::StoreError& e) {
        std::tie(spec, token_hashes_[at], away_since_[at]) = before;
        return fmt::format("the server cannot keep the seat's new hands: {}", e.what());
    }
    observer_(*this, nullptr);
    if (!begun()) {
        // The last free seat handed to a bot begins the game.
        begin_when_full();
    } else if (!bot.empty()) {
        recorded([this] { play_bots(); });
    }
    return {};
}

void Table::changed_hands(dicebox::Seat seat, const json& player, const std::string& bot) {
    const auto at = static_cast<std::size_t>(seat);
    json hand = {{"seat", seat}, {"from_event", session_->log().size()}, {"player", player}};
    if (!bot.empty()) hand["bot"] = bot;
    db::OnlineTable table = online_table();
    table.hands.push_back(std::move(hand));
    if (recorder_) {
        history_->write("keeping the table's seats", [&](db::Store& store) {
            db::keep_table_seats(store, recorder_->id(), table);
        });
    }
    hands_ = std::move(table.hands);
    auto& spec = game_.seats[at];
    spec.bot = bot;
    spec.name = player.is_string() ? player.get<std::string>() : bot;
    seated_[at] = player.is_string() || !bot.empty();
    away_since_[at].reset();
    if (player.is_string()) stand_ins_[at].reset();
}

std::optional<dicebox::Seat> Table::seat_of_token_hash(std::string_view hash) const {
    for (std::size_t seat = 0; seat < token_hashes_.size(); ++seat) {
        if (token_hashes_[seat] == hash) return static_cast<dicebox::Seat>(seat);
    }
    return std::nullopt;
}

void Table::begin() {
    host::NewGame game = game_;
    game.seed = seed_;
    auto started = host::start_game(game);
    game_.seats = std::move(started.seats);
    session_ = std::move(started.session);
    if (history_ != nullptr) {
        try {
            started.record.started_at = db::now_ms();
            history_->write("recording a new game of a table", [&](db::Store& store) {
                db::insert_online_game(store, started.record, online_table());
                recorder_ = std::make_unique<db::LiveRecorder>(store, std::move(started.record));
            });
        } catch (const db::StoreError& e) {
            stopped_ = e.what();
        }
    }
    set_up_match();
    observer_(*this, nullptr);
    recorded([this] { play_bots(); });
}

void Table::set_up_match() {
    std::vector<std::unique_ptr<dicebox::Bot>> bots;
    for (const auto& seat : game_.seats)
        bots.push_back(seat.bot.empty() ? nullptr : game_.module->make_bot(seat.bot));
    match_ = std::make_unique<dicebox::Match>(*session_, std::move(bots));
    // First, so that whoever is told of an event can be told it in a sentence.
    after_last_ = session_->state().clone();
    session_->add_observer([this](const dicebox::Session& session, const dicebox::Event&) {
        before_last_ = std::exchange(after_last_, session.state().clone());
    });
    if (recorder_) {
        // Recorded before anyone is told: a decision acknowledged is one in the history.
        session_->add_observer(
            [this](const dicebox::Session& session, const dicebox::Event& event) {
                recorder_->hold(session, event);
            });
    }
    session_->add_observer(
        [this](const dicebox::Session&, const dicebox::Event& event) { observer_(*this, &event); });
}

void Table::recorded(const std::function<void()>& work) {
    if (!stopped_.empty()) return;
    try {
        work();
    } catch (...) {
        // A bot that failed (a plugin's bug): what happened before is the game's all the same.
        write_held();
        throw;
    }
    write_held();
}

void Table::write_held() {
    if (!recorder_ || !stopped_.empty()) return;
    try {
        history_->write("recording the table's game", [&](db::Store&) {
            if (recorder_->write_held() > 0 && over()) recorder_->finish(session_->state());
        });
    } catch (const db::StoreError& e) {
        stopped_ = e.what();
    }
}

void Table::play_bots() {
    for (const dicebox::Due* due = &match_->advance(); !due->over; due = &match_->advance()) {
        if (due->bot) {
            match_->let_bot_decide(*due->bot);
            continue;
        }
        const auto away =
            std::find_if(due->people.begin(), due->people.end(),
                         [&](dicebox::Seat seat) { return stand_ins_[seat] != nullptr; });
        if (away == due->people.end()) return;
        const dicebox::Seat seat = *away;
        const auto action =
            stand_ins_[seat]->choose(session_->state(), seat, session_->bot_rng(seat));
        if (std::string why = match_->take(seat, action); !why.empty())
            throw std::logic_error("a bot standing in chose an illegal action: " + why);
    }
}

void Table::left(dicebox::Seat seat, Clock::time_point now) {
    away_since_.at(static_cast<std::size_t>(seat)) = now;
    observer_(*this, nullptr);
}

void Table::back(dicebox::Seat seat) {
    away_since_.at(static_cast<std::size_t>(seat)).reset();
    stand_ins_.at(static_cast<std::size_t>(seat)).reset();
    observer_(*this, nullptr);
}

bool Table::tick(Clock::time_point now, Clock::duration return_wait) {
    // A table that cannot record keeps its seats for when the server is started again.
    if (over() || unrecorded()) return false;
    bool handed = false;
    for (std::size_t seat = 0; seat < away_since_.size(); ++seat) {
        if (!away_since_[seat] || now - *away_since_[seat] < return_wait) continue;
        const std::string bot = begun() && stand_in_ ? stand_in_->bot : std::string();
        handed = hand(static_cast<dicebox::Seat>(seat), bot).empty() || handed;
    }
    stand_in_for_away(now);
    return handed;
}

void Table::abandon() {
    if (!recorder_ || over() || unrecorded()) return;
    try {
        history_->write("ending the game nobody can come back to",
                        [&](db::Store&) { recorder_->abort(); });
    } catch (const db::StoreError&) {
        // Still unfinished in the history: a server started again takes it up with nobody
        // who can come back to it, and it goes after the wait for unvisited tables.
    }
}

void Table::stand_in_for_away(Clock::time_point now) {
    if (!stand_in_ || !begun() || over()) return;
    bool handed = false;
    for (std::size_t seat = 0; seat < stand_ins_.size(); ++seat) {
        if (stand_ins_[seat] || !away_since_[seat] || now - *away_since_[seat] < stand_in_->after)
            continue;
        stand_ins_[seat] = game_.module->make_bot(stand_in_->bot);
        handed = true;
    }
    if (!handed) return;
    observer_(*this, nullptr);
    recorded([this] { play_bots(); });
}

std::string Table::act(dicebox::Seat seat, std::string_view notation) {
    if (!begun()) return "the game has not begun: a seat is still free";
    if (over()) return "the game is over";
    if (!stopped_.empty()) return stopped();
    std::string why;
    recorded([&] {
        why = match_->take(seat, notation);
        if (why.empty()) play_bots();
    });
    return stopped_.empty() ? why : stopped();
}

std::string Table::stopped() const {
    return fmt::format(
        "the server cannot record this table's game ({}); it goes on from the last decision "
        "recorded when the server is started again",
        stopped_);
}

json Table::legal(dicebox::Seat seat) const {
    if (!begun() || over()) return json::array();
    return host::legal_notation(session_->state(), seat);
}

json Table::told_log(dicebox::Seat viewer) const {
    if (!begun()) return json::array();
    return session_->told_json(viewer);
}

std::vector<std::string> Table::sentences(dicebox::Seat viewer, dicebox::Language language) const {
    if (!begun()) return {};
    return dicebox::told_sentences(*session_, viewer, host::names_of(game_.seats), language);
}

std::string Table::last_sentence(dicebox::Seat viewer, dicebox::Language language) const {
    if (!begun() || session_->log().empty() || !before_last_) return {};
    return dicebox::told_sentence(*game_.module, *before_last_, *after_last_, viewer,
                                  session_->told(viewer, session_->log().size() - 1),
                                  host::names_of(game_.seats), language);
}

std::vector<std::string> Table::revealed_sentences(dicebox::Seat viewer,
                                                   dicebox::Language language) const {
    if (!begun()) return {};
    std::vector<std::size_t> indices;
    for (const auto& revealed : session_->revealed()) indices.push_back(revealed.index);
    if (indices.empty()) return {};
    return dicebox::told_sentences(*session_, viewer, indices, host::names_of(game_.seats),
                                   language);
}

json Table::view(dicebox::Seat viewer, const dicebox::Event* event) const {
    json seats = json::array();
    for (std::size_t i = 0; i < game_.seats.size(); ++i) {
        const auto& seat = game_.seats[i];
        json one = {{"name", seat.bot.empty() && !seated_[i] ? json() : json(seat.name)},
                    {"options", seat.options}};
        if (!seat.bot.empty()) one["bot"] = seat.bot;
        if (seat.bot.empty() && !seated_[i] && !seat.name.empty()) one["kept_for"] = seat.name;
        if (away_since_[i]) one["away"] = true;
        if (stand_ins_[i] && seat.bot.empty() && stand_in_) one["stand_in"] = stand_in_->bot;
        seats.push_back(one);
    }
    json out = {{"table", code_},
                {"game", game_.module->info().id},
                {"params", game_.params},
                {"seats", seats},
                {"seed_hash", seed_hash_}};
    if (game_.rule)
        out["house_rule"] = {{"name", game_.rule->name()}, {"sha256", game_.rule->hash()}};
    if (!hands_.empty()) out["hands"] = hands_;
    if (viewer != dicebox::kOnlooker) out["you"] = viewer;
    if (!begun()) return out;
    out["state"] = host::view_json(session_->state(), viewer, host::names_of(game_.seats));
    out["events"] = session_->log().size();
    if (event != nullptr) out["event"] = session_->last_told_json(viewer);
    if (over()) {
        out["seed"] = std::to_string(seed_);
        out["log"] = session_->log_json();
    }
    return out;
}

}  // namespace dicebox::net
