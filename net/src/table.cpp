#include "dicebox/net/table.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "dicebox/host/lineup.hpp"
#include "dicebox/host/seat_view.hpp"
#include "dicebox/net/fair_dice.hpp"

namespace dicebox::net {

using nlohmann::json;

Table::Table(std::string code, host::NewGame game, Observer observer)
    : code_(std::move(code)),
      game_(std::move(game)),
      observer_(std::move(observer)),
      tokens_(game_.seats.size()),
      seed_(secret_seed()),
      seed_hash_(seed_hash(seed_)) {
    // The set-up is checked now, with the free seats named, so that a table the game
    // refuses is never opened.
    host::NewGame trial = game_;
    for (std::size_t seat = 0; seat < trial.seats.size(); ++seat) {
        if (trial.seats[seat].bot.empty())
            trial.seats[seat].name = fmt::format("seat {}", seat + 1);
    }
    const auto seated = host::seated(*game_.module, trial.seats);
    if (!seated) throw host::SetupError(host::SetupError::Kind::Refused, seated.error());
    host::start_game(trial);
}

int Table::free_seats() const {
    int free = 0;
    for (const auto& seat : game_.seats) free += seat.bot.empty() && seat.name.empty();
    return free;
}

dicebox::Result<Table::Joined> Table::join(const std::string& name) {
    if (name.empty()) return dicebox::Result<Joined>::failure("a player needs a name");
    for (const auto& seat : game_.seats) {
        if (seat.bot.empty() && seat.name == name)
            return dicebox::Result<Joined>::failure(
                fmt::format("{} is already at this table; choose another name", name));
    }
    const auto free = std::find_if(game_.seats.begin(), game_.seats.end(), [](const auto& seat) {
        return seat.bot.empty() && seat.name.empty();
    });
    if (free == game_.seats.end())
        return dicebox::Result<Joined>::failure("every seat of this table is taken");
    const auto seat = static_cast<std::size_t>(free - game_.seats.begin());
    free->name = name;
    tokens_[seat] = random_hex(16);
    Joined joined{static_cast<dicebox::Seat>(seat), tokens_[seat]};
    if (free_seats() == 0) begin();
    return joined;
}

std::optional<dicebox::Seat> Table::seat_of(std::string_view token) const {
    if (token.empty()) return std::nullopt;
    for (std::size_t seat = 0; seat < tokens_.size(); ++seat) {
        if (tokens_[seat] == token) return static_cast<dicebox::Seat>(seat);
    }
    return std::nullopt;
}

void Table::begin() {
    host::NewGame game = game_;
    game.seed = seed_;
    auto started = host::start_game(game);
    game_.seats = std::move(started.seats);
    session_ = std::move(started.session);
    std::vector<std::unique_ptr<dicebox::Bot>> bots;
    for (const auto& seat : game_.seats)
        bots.push_back(seat.bot.empty() ? nullptr : game_.module->make_bot(seat.bot));
    match_ = std::make_unique<dicebox::Match>(*session_, std::move(bots));
    session_->add_observer([this](const dicebox::Session& session, const dicebox::Event& event) {
        decided_alone_ = !event.is_chance() && due_.size() == 1 && due_.front() == event.seat;
        session.state().to_move(due_);
        observer_(*this, &event);
    });
    observer_(*this, nullptr);
    play_bots();
}

void Table::play_bots() {
    for (const dicebox::Due* due = &match_->advance(); !due->over && due->bot;
         due = &match_->advance())
        match_->let_bot_decide(*due->bot);
}

std::string Table::act(dicebox::Seat seat, std::string_view notation) {
    if (!begun()) return "the game has not begun: a seat is still free";
    if (over()) return "the game is over";
    std::string why = match_->take(seat, notation);
    if (why.empty()) play_bots();
    return why;
}

json Table::legal(dicebox::Seat seat) const {
    if (!begun() || over()) return json::array();
    return host::legal_notation(session_->state(), seat);
}

json Table::event_json(dicebox::Seat viewer, const dicebox::Event& event) const {
    if (event.is_chance()) return {{"chance", session_->format(event)}};
    json out = {{"seat", event.seat}};
    if (event.seat == viewer || decided_alone_) out["action"] = session_->format(event);
    return out;
}

json Table::view(dicebox::Seat viewer, const dicebox::Event* event) const {
    json seats = json::array();
    for (const auto& seat : game_.seats) {
        json one = {{"name", seat.name.empty() ? json() : json(seat.name)}};
        if (!seat.bot.empty()) one["bot"] = seat.bot;
        seats.push_back(one);
    }
    json out = {{"table", code_},
                {"game", game_.module->info().id},
                {"seats", seats},
                {"seed_hash", seed_hash_}};
    if (viewer != dicebox::kOnlooker) out["you"] = viewer;
    if (!begun()) return out;
    out["state"] = host::view_json(session_->state(), viewer, host::names_of(game_.seats));
    out["events"] = session_->log().size();
    if (event != nullptr) out["event"] = event_json(viewer, *event);
    if (over()) {
        out["seed"] = std::to_string(seed_);
        out["log"] = session_->log_json();
    }
    return out;
}

}  // namespace dicebox::net
