#include "dicebox/net/table_view.hpp"

#include <fmt/format.h>

#include <charconv>

#include "dicebox/db/games.hpp"
#include "dicebox/db/online_tables.hpp"
#include "dicebox/net/fair_dice.hpp"

namespace dicebox::net {

using nlohmann::json;

json open_request(const dicebox::GameModule& module, const std::vector<host::SeatSpec>& seats,
                  const json& params, const host::ScriptPtr& rule) {
    json seat_list = json::array();
    for (const auto& seat : seats) {
        json one = {{"options", seat.options}};
        if (!seat.bot.empty()) {
            one["bot"] = seat.bot;
        } else if (!seat.name.empty()) {
            one["name"] = seat.name;
        }
        seat_list.push_back(std::move(one));
    }
    json open = {
        {"cmd", "open"}, {"game", module.info().id}, {"seats", seat_list}, {"params", params}};
    if (rule) open["house_rule"] = rule->source();
    return open;
}

dicebox::Result<host::ScriptPtr> rule_of_table(const dicebox::GameModule& module,
                                               const json& answer) {
    const json& named = answer.at("table").value("house_rule", json());
    if (named.is_null()) return host::ScriptPtr();
    auto rule = host::rule_from_text(module, answer.value("rule_script", std::string()));
    if (rule && (*rule)->hash() != named.value("sha256", std::string()))
        return dicebox::Result<host::ScriptPtr>::failure(
            "its text is not the one whose SHA-256 the table names");
    return rule;
}

host::NewGame game_of_table(const dicebox::GameModule& module, const json& table,
                            host::ScriptPtr rule) {
    host::NewGame game{&module, {}, table.value("params", json::object()), std::move(rule), 0};
    const json& seats = table.at("seats");
    for (std::size_t seat = 0; seat < seats.size(); ++seat) {
        const json& name = seats[seat].at("name");
        game.seats.push_back(
            {name.is_string() ? name.get<std::string>() : fmt::format("seat {}", seat + 1),
             seats[seat].value("bot", std::string()),
             seats[seat].value("options", json::object())});
    }
    return game;
}

CheckedEnd checked_end(host::NewGame game, const json& table, const std::string& announced) {
    const std::string seed = table.at("seed").get<std::string>();
    std::uint64_t revealed = 0;
    const auto [end, error] = std::from_chars(seed.data(), seed.data() + seed.size(), revealed);
    game.seed = revealed;
    if (error != std::errc() || end != seed.data() + seed.size())
        return {host::start_game(game), fmt::format("the seed revealed, {}, is no seed", seed)};
    auto checked = replay_checked(game, table.at("log"));
    if (seed_hash(revealed) != announced)
        checked.unfair =
            fmt::format("the seed revealed, {}, is not the one whose SHA-256 was announced", seed);
    return {std::move(checked.game), std::move(checked.unfair)};
}

std::int64_t keep_game(dicebox::db::Store& store, const host::StartedGame& game, const json& table,
                       const host::ScriptPtr& rule, std::int64_t began_at, std::int64_t ended_at) {
    const auto& started = game.record;
    auto record = dicebox::db::record_of(*game.session, started.seats,
                                         {started.variant, started.variant_hash, started.params});
    record.started_at = began_at;
    record.ended_at = ended_at;
    dicebox::db::OnlineTable kept;
    kept.code = table.at("table").get<std::string>();
    if (rule) kept.rule_script = rule->source();
    return dicebox::db::insert_online_game(store, record, kept);
}

}  // namespace dicebox::net
