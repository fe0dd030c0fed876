// The engine protocol's requests and answers (protocol.hpp, docs/protocol.md).
#include "engine/protocol.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <exception>
#include <stdexcept>

#include "dicebox/host/game_list.hpp"
#include "dicebox/host/hint.hpp"
#include "dicebox/host/seat_view.hpp"
#include "dicebox/params.hpp"
#include "plugins.hpp"

namespace dicebox::cli::engine {

namespace host = dicebox::host;

using dicebox::Seat;
using host::refusal;
using nlohmann::json;

namespace {

std::string seat_list(const std::vector<Seat>& seats) {
    return seats.empty() ? "none" : fmt::format("{}", fmt::join(seats, ", "));
}

// A `new` request that works as typed: the first game found, for as few players as it
// takes (the engine names no game of its own).
std::string new_example(const dicebox::PluginRegistry& registry) {
    if (registry.plugins().empty()) return R"({"cmd":"new","game":"GAME","players":1,"seed":1})";
    const auto& info = registry.plugins().front().module->info();
    return fmt::format(R"({{"cmd":"new","game":"{}","players":{},"seed":1}})", info.id,
                       info.min_players);
}

std::vector<Seat> seats_to_move(const dicebox::State& state) {
    std::vector<Seat> seats;
    state.to_move(seats);
    return seats;
}

// Why no decision can be made now, or empty when some seat is to decide.
std::string no_decision_due(const dicebox::State& state) {
    if (state.terminal()) return "the game is over";
    if (state.chance_due()) {
        return "chance is due: no seat decides until it is resolved with {\"cmd\":\"chance\"}";
    }
    return {};
}

}  // namespace

json Engine::answer(std::string_view line) {
    try {
        return carry_out(Request(line));
    } catch (const RequestError& e) {
        return refusal(e.what());
    } catch (const dicebox::ParamError& e) {
        return refusal(e.what());
    } catch (const dicebox::HookError& e) {
        // Only the game in play gets here (`new` and `replay` refuse a rule failing as they
        // set a game up): its state is left halfway through an event, so it cannot go on.
        if (game_) game_->stopped = e.what();
        return refusal(fmt::format(
            "the house rule stopped the game: {}; the game is over (its log: {{\"cmd\":\"log\"}})",
            e.what()));
    } catch (const std::exception& e) {
        // A module or bot failing must not end the engine either; say where it failed.
        return refusal(fmt::format("'{}' failed inside dicebox: {}", line.substr(0, 60), e.what()));
    }
}

json Engine::carry_out(const Request& request) {
    // Captureless lambdas rather than member pointers: some handlers are const.
    using Handler = json (*)(Engine&, const Request&);
    struct Command {
        std::string_view name;
        Handler handler;
    };
    static const std::array<Command, 10> commands{{
        {"games", [](Engine& e, const Request& r) { return e.games(r); }},
        {"new", [](Engine& e, const Request& r) { return e.new_game(r); }},
        {"state", [](Engine& e, const Request& r) { return e.state(r); }},
        {"legal", [](Engine& e, const Request& r) { return e.legal(r); }},
        {"act", [](Engine& e, const Request& r) { return e.act(r); }},
        {"chance", [](Engine& e, const Request& r) { return e.chance(r); }},
        {"bot", [](Engine& e, const Request& r) { return e.bot(r); }},
        {"hint", [](Engine& e, const Request& r) { return e.hint(r); }},
        {"log", [](Engine& e, const Request& r) { return e.log(r); }},
        {"replay", [](Engine& e, const Request& r) { return e.replay(r); }},
    }};
    for (const auto& command : commands) {
        if (command.name == request.cmd()) return command.handler(*this, request);
    }
    std::vector<std::string_view> names;
    for (const auto& command : commands) names.push_back(command.name);
    throw RequestError(fmt::format("unknown command '{}'; the commands are: {}", request.cmd(),
                                   fmt::join(names, ", ")));
}

dicebox::Session& Engine::any_session() const {
    if (!game_) {
        throw RequestError("there is no game yet; start one first, like " + new_example(registry_));
    }
    return *game_->session;
}

dicebox::Session& Engine::session() const {
    dicebox::Session& game = any_session();
    if (!game_->stopped.empty()) {
        throw RequestError(fmt::format(
            "the house rule stopped this game ({}); only its log is left; start another with "
            "'new'",
            game_->stopped));
    }
    return game;
}

json Engine::state_json(Seat viewer) const {
    // The session first: without a game it refuses, and there are no seats to name.
    const dicebox::State& state = session().state();
    std::vector<std::string> names;
    for (const auto& seat : game_->seats) names.push_back(seat.name);
    return host::view_json(state, viewer, names);
}

Seat Engine::existing_seat(int seat) const {
    const int players = session().state().players();
    if (seat < 0 || seat >= players) {
        throw RequestError(
            fmt::format("there is no seat {}; the seats are 0 to {}", seat, players - 1));
    }
    return seat;
}

Seat Engine::deciding_seat(const Request& request) const {
    if (const auto seat = request.optional_integer("seat")) return existing_seat(*seat);
    const dicebox::State& state = session().state();
    if (std::string why = no_decision_due(state); !why.empty()) throw RequestError(why);
    return seats_to_move(state).front();
}

Seat Engine::viewing_seat(const Request& request) const {
    const auto seat = request.optional_integer("seat");
    return seat ? existing_seat(*seat) : dicebox::kOnlooker;
}

void Engine::require_to_move(Seat seat) const {
    const dicebox::State& state = session().state();
    if (std::string why = no_decision_due(state); !why.empty()) throw RequestError(why);
    const auto seats = seats_to_move(state);
    if (std::find(seats.begin(), seats.end(), seat) == seats.end()) {
        throw RequestError(fmt::format("seat {} is not to move; the seats to move are: {}", seat,
                                       seat_list(seats)));
    }
}

json Engine::games(const Request& request) const {
    request.allow_only({});
    return {{"ok", true}, {"games", host::game_list(registry_)}};
}

json Engine::new_game(const Request& request) {
    request.allow_only({"game", "players", "seed", "params", "seats", "rules"});
    const std::uint64_t seed = request.unsigned_integer("seed");
    game_ = start_game(registry_, request, seed, limits_);
    return {{"ok", true}, {"state", state_json(dicebox::kOnlooker)}};
}

json Engine::state(const Request& request) const {
    request.allow_only({"seat"});
    return {{"ok", true}, {"state", state_json(viewing_seat(request))}};
}

json Engine::legal(const Request& request) const {
    request.allow_only({"seat"});
    const Seat seat = deciding_seat(request);
    const dicebox::State& state = session().state();
    if (state.terminal()) throw RequestError("the game is over");
    // A seat that is not to move has no legal action: the honest answer is an empty list.
    return {{"ok", true}, {"seat", seat}, {"actions", host::legal_notation(state, seat)}};
}

json Engine::act(const Request& request) {
    request.allow_only({"action", "seat"});
    const std::string action = request.string("action");
    const Seat seat = deciding_seat(request);
    if (std::string why = session().act(seat, action); !why.empty()) {
        throw RequestError(fmt::format("seat {} cannot play '{}': {}", seat, action, why));
    }
    return {{"ok", true},
            {"action", session().format(session().log().back())},
            {"state", state_json(seat)}};
}

json Engine::chance(const Request& request) {
    request.allow_only({"outcome"});
    dicebox::Session& game = session();
    if (const auto outcome = request.optional_string("outcome")) {
        if (std::string why = game.force(*outcome); !why.empty()) {
            throw RequestError(fmt::format("the outcome '{}' is refused: {}", *outcome, why));
        }
    } else {
        const dicebox::State& state = game.state();
        if (state.terminal()) throw RequestError("the game is over");
        if (!state.chance_due()) {
            throw RequestError(fmt::format("no chance event is due; the seats to move are: {}",
                                           seat_list(seats_to_move(state))));
        }
        game.roll();
    }
    return {{"ok", true},
            {"outcome", game.format(game.log().back())},
            {"state", state_json(dicebox::kOnlooker)}};
}

json Engine::bot(const Request& request) {
    request.allow_only({"seat", "bot"});
    dicebox::Session& game = session();
    const Seat seat = existing_seat(request.integer("seat"));
    const auto index = static_cast<std::size_t>(seat);
    std::string name = request.optional_string("bot").value_or(
        index < game_->seats.size() ? game_->seats[index].bot : std::string());
    if (name.empty()) name = game.module().default_bot();
    const auto chooser = game.module().make_bot(name);
    if (!chooser) {
        throw RequestError(fmt::format("{} has no bot '{}'; its bots are: {}",
                                       game.module().info().name, name,
                                       fmt::join(game.module().bots(), ", ")));
    }
    require_to_move(seat);
    const dicebox::Action action = chooser->choose(game.state(), seat, game.bot_rng(seat));
    if (std::string why = game.act(seat, action); !why.empty()) {
        throw RequestError(fmt::format("the bot '{}' chose '{}', which is refused: {}", name,
                                       game.state().format_action(action), why));
    }
    return {{"ok", true}, {"action", game.format(game.log().back())}, {"state", state_json(seat)}};
}

json Engine::hint(const Request& request) const {
    request.allow_only({"seat", "count"});
    dicebox::Session& game = session();
    const Seat seat = existing_seat(request.integer("seat"));
    const int count = request.optional_integer("count").value_or(3);
    if (count < 1) throw RequestError(fmt::format("\"count\" must be 1 or more, not {}", count));
    require_to_move(seat);
    std::vector<std::string> names;
    for (Seat each = 0; each < game.state().players(); ++each) {
        const auto index = static_cast<std::size_t>(each);
        names.push_back(index < game_->seats.size() && !game_->seats[index].name.empty()
                            ? game_->seats[index].name
                            : fmt::format("seat {}", each + 1));
    }
    host::Hint hint;
    try {
        hint =
            host::hint(*host::coach_of(game), game, seat, names, static_cast<std::size_t>(count));
    } catch (const host::NoHint& e) {
        throw RequestError(e.what());
    }
    json best = json::array();
    for (std::size_t i = 0; i < hint.best.size(); ++i) {
        best.push_back({{"action", hint.notation[i]},
                        {"value", hint.best[i].value},
                        {"reason", hint.best[i].reason}});
    }
    return {{"ok", true},
            {"seat", seat},
            {"measure", hint.measure == dicebox::Measure::win_chance ? "win_chance" : "points"},
            {"best", best},
            {"caveat", hint.caveat}};
}

json Engine::log(const Request& request) const {
    request.allow_only({"seat", "onlooker"});
    const dicebox::Session& game = any_session();
    const auto seat = request.optional_integer("seat");
    const bool onlooker = request.optional_boolean("onlooker").value_or(false);
    if (seat && onlooker)
        throw RequestError(
            "'seat' and 'onlooker' ask for two different logs; give one, or neither for the "
            "whole log");
    if (seat) {
        const int players = game.state().players();
        if (*seat < 0 || *seat >= players)
            throw RequestError(
                fmt::format("there is no seat {}; the seats are 0 to {}", *seat, players - 1));
        return {{"ok", true}, {"log", game.told_json(*seat)}};
    }
    if (onlooker) return {{"ok", true}, {"log", game.told_json(dicebox::kOnlooker)}};
    return {{"ok", true}, {"log", game.log_json()}};
}

json Engine::replay(const Request& request) {
    request.allow_only({"game", "players", "log", "seed", "params", "seats", "rules"});
    // The seed only matters for chance sampled after the replayed events.
    const std::uint64_t seed = request.optional_unsigned_integer("seed").value_or(0);
    const json& events = request.array("log");
    Game game = start_game(registry_, request, seed, limits_);
    try {
        game.session->replay(events);
    } catch (const std::invalid_argument& e) {
        throw RequestError(fmt::format("the log does not replay: {}", e.what()));
    } catch (const dicebox::HookError& e) {
        throw RequestError(
            fmt::format("the log does not replay: the house rule fails: {}", e.what()));
    }
    game_ = std::move(game);
    return {{"ok", true}, {"state", state_json(dicebox::kOnlooker)}};
}

}  // namespace dicebox::cli::engine
