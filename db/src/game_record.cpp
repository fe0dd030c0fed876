#include "dicebox/db/game_record.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include "dicebox/sha256.hpp"

namespace dicebox::db {

std::string to_string(Status status) {
    switch (status) {
        case Status::Unfinished:
            return "unfinished";
        case Status::Finished:
            return "finished";
        case Status::Aborted:
            return "aborted";
    }
    return "unfinished";
}

Status status_from(const std::string& word) {
    for (const auto status : {Status::Unfinished, Status::Finished, Status::Aborted}) {
        if (to_string(status) == word) return status;
    }
    throw std::invalid_argument("'" + word + "' is not a game status");
}

GameConfig GameRecord::config() const {
    GameConfig config;
    config.players = static_cast<int>(seats.size());
    config.params = params;
    for (const auto& seat : seats) config.seats.push_back(seat.options);
    return config;
}

nlohmann::json GameRecord::log_json() const {
    nlohmann::json log = nlohmann::json::array();
    for (const auto& event : events) {
        if (event.seat) {
            log.push_back({{"seat", *event.seat}, {"action", event.notation}});
        } else {
            log.push_back({{"chance", event.notation}});
        }
    }
    return log;
}

Variant variant_of(const HouseRule* rule, const nlohmann::json& overrides) {
    Variant variant;
    variant.params = overrides;
    // Parameters are named by themselves; a house rule by its name, with the
    // parameters given on top after it.
    std::vector<std::string> settings;
    for (const auto& [name, value] : overrides.items()) {
        settings.push_back(fmt::format("{}={}", name, value.dump()));
    }
    const std::string set = fmt::format("{}", fmt::join(settings, ", "));
    if (rule == nullptr) {
        if (!set.empty()) variant.name = set;
        variant.hash = sha256_hex(overrides.dump());
    } else {
        variant.name = set.empty() ? rule->name() : fmt::format("{} + {}", rule->name(), set);
        variant.hash = sha256_hex(fmt::format("{}\n{}", rule->hash(), overrides.dump()));
    }
    return variant;
}

bool GameRecord::has_house_rule() const {
    return variant_hash != sha256_hex(params.dump());
}

GameRecord record_of(const Session& session, std::vector<SeatRecord> seats) {
    if (session.config().rule) {
        throw std::invalid_argument(
            "a game under a house rule is recorded with its variant (db::variant_of)");
    }
    return record_of(session, std::move(seats), variant_of(nullptr, session.config().params));
}

GameRecord record_of(const Session& session, std::vector<SeatRecord> seats,
                     const Variant& variant) {
    const auto& info = session.module().info();
    GameRecord game;
    game.module = info.id;
    game.module_name = info.name;
    game.module_version = info.version;
    game.lower_score_wins = info.lower_score_wins;
    game.variant = variant.name;
    game.variant_hash = variant.hash;
    game.params = variant.params;
    game.seed = session.seed();
    game.seats = std::move(seats);
    game.events.reserve(session.log().size());
    for (const auto& event : session.log()) {
        game.events.push_back({event.is_chance() ? std::nullopt : std::optional<int>(event.seat),
                               session.format(event)});
    }
    if (session.state().terminal()) {
        game.status = Status::Finished;
        set_results(game, session.state());
    }
    return game;
}

void set_results(GameRecord& game, const State& state) {
    const auto scores = state.scores();
    const auto winners = state.winners();
    auto better = [&](int a, int b) { return game.lower_score_wins ? a < b : a > b; };
    for (std::size_t seat = 0; seat < game.seats.size(); ++seat) {
        auto& record = game.seats[seat];
        const Seat s = static_cast<Seat>(seat);
        record.score = scores[seat];
        record.winner = std::find(winners.begin(), winners.end(), s) != winners.end();
        // Winners are first; the others follow by score, and equal scores share a rank.
        int ahead = 0;
        for (std::size_t other = 0; other < game.seats.size(); ++other) {
            const bool other_won = std::find(winners.begin(), winners.end(),
                                             static_cast<Seat>(other)) != winners.end();
            if (other_won && !record.winner) ++ahead;
            if (other_won == record.winner && better(scores[other], scores[seat])) ++ahead;
        }
        record.rank = ahead + 1;
    }
}

std::optional<ResultDifference> result_difference(const GameRecord& game, const State& end) {
    GameRecord made = game;
    set_results(made, end);
    for (std::size_t seat = 0; seat < game.seats.size(); ++seat) {
        const auto& was = game.seats[seat];
        const auto& is = made.seats[seat];
        using Field = ResultDifference::Field;
        const auto differs = [&](Field field) { return ResultDifference{seat, field, was, is}; };
        if (was.score != is.score) return differs(Field::Score);
        if (was.rank != is.rank) return differs(Field::Rank);
        if (was.winner != is.winner) return differs(Field::Winner);
    }
    return std::nullopt;
}

std::int64_t now_ms() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

}  // namespace dicebox::db
