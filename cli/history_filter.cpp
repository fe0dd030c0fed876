#include "history_filter.hpp"

#include <fmt/format.h>

#include <chrono>
#include <optional>

#include "dicebox/db/local_time.hpp"
#include "dicebox/host/house_rules.hpp"

namespace dicebox::cli {
namespace {

namespace chrono = std::chrono;

constexpr const char* kDateForm = "expected a date YYYY-MM-DD, such as 2024-05-31";

std::optional<chrono::year_month_day> parse_day(const std::string& text) {
    const auto digits = [&](std::size_t from, std::size_t count) {
        int value = 0;
        for (std::size_t i = from; i < from + count; ++i) {
            if (text[i] < '0' || text[i] > '9') return -1;
            value = value * 10 + (text[i] - '0');
        }
        return value;
    };
    if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
    const int year = digits(0, 4), month = digits(5, 2), day = digits(8, 2);
    if (year < 0 || month < 0 || day < 0) return std::nullopt;
    const chrono::year_month_day date{chrono::year{year},
                                      chrono::month{static_cast<unsigned>(month)},
                                      chrono::day{static_cast<unsigned>(day)}};
    if (!date.ok()) return std::nullopt;
    return date;
}

// The first millisecond of the local day `text` names, or of the day after it; nothing
// for a text that is not a date of the calendar.
std::optional<std::int64_t> day_start(const std::string& text, bool day_after) {
    auto date = parse_day(text);
    if (!date) return std::nullopt;
    if (day_after) date = chrono::year_month_day{chrono::sys_days{*date} + chrono::days{1}};
    return dicebox::db::local_day_start(static_cast<int>(date->year()),
                                        static_cast<int>(static_cast<unsigned>(date->month())),
                                        static_cast<int>(static_cast<unsigned>(date->day())));
}

const CLI::Validator kDay(
    [](std::string& text) -> std::string {
        return day_start(text, false) && day_start(text, true) ? std::string()
                                                               : std::string(kDateForm);
    },
    "YYYY-MM-DD");

}  // namespace

void add_filter_options(CLI::App& command, FilterOptions& options) {
    command.add_option("--game", options.game, "Only games of this game (see 'dicebox games')")
        ->type_name("GAME");
    command
        .add_option("--player", options.player,
                    "Only games this player sat in (a person's name, or bot:KIND)")
        ->type_name("NAME");
    command
        .add_option("--variant", options.variant,
                    "Only games of this variant (as 'dicebox history' shows it, or a house rule's "
                    "file or name)")
        ->type_name("NAME");
    command.add_option("--since", options.since, "Only games started on this local day or later")
        ->check(kDay);
    command.add_option("--until", options.until, "Only games started on this local day or earlier")
        ->check(kDay);
    command.add_flag("--simulated", options.simulated,
                     "Simulated games too (by default only played games)");
}

dicebox::db::HistoryFilter filter_of(const FilterOptions& options) {
    dicebox::db::HistoryFilter filter;
    filter.game = options.game;
    filter.player = options.player;
    filter.variant = options.variant;
    filter.simulated = options.simulated;
    filter.limit = std::nullopt;
    // The validator let only dates through whose day and next day have a start.
    if (options.since) filter.since = day_start(*options.since, false).value();
    // Up to the start of the next day, so that the whole day is in.
    if (options.until) filter.until = day_start(*options.until, true).value();
    return filter;
}

std::string unknown_game(const Globals& globals, dicebox::db::Store* store,
                         const std::string& game) {
    if (game.empty() || plugins(globals).find(game) != nullptr) return {};
    // A game whose plugin is gone still has its games in the history.
    if (store != nullptr) {
        dicebox::db::HistoryFilter recorded;
        recorded.game = game;
        recorded.simulated = true;
        recorded.limit = 1;
        if (!dicebox::db::find_games(*store, recorded).empty()) return {};
    }
    return fmt::format(
        "--game {}: there is no such game; the games found are: {} (see 'dicebox games')", game,
        known_games(globals));
}

std::string unknown_player(dicebox::db::Store& store, const std::string& option,
                           const std::string& player) {
    if (player.empty()) return {};
    dicebox::db::HistoryFilter recorded;
    recorded.player = player;
    recorded.simulated = true;
    recorded.limit = 1;
    if (!dicebox::db::find_games(store, recorded).empty()) return {};
    return fmt::format(
        "{} {}: nobody of that name has a game in {} (a person's name as 'dicebox history' "
        "shows it, or bot:KIND)",
        option, player, store.name());
}

namespace {

bool has_games_of(dicebox::db::Store& store, const std::string& variant) {
    dicebox::db::HistoryFilter recorded;
    recorded.variant = variant;
    recorded.simulated = true;
    recorded.limit = 1;
    return !dicebox::db::find_games(store, recorded).empty();
}

}  // namespace

dicebox::Result<std::string> variant_named(dicebox::db::Store& store, const std::string& variant) {
    if (has_games_of(store, variant)) return variant;
    const auto rule = dicebox::host::load_rules(variant, dicebox::script::Limits{});
    if (rule && has_games_of(store, (*rule)->name())) return (*rule)->name();
    return dicebox::Result<std::string>::failure(fmt::format(
        "--variant {}: no game in {} is of that variant (a variant as 'dicebox history' shows "
        "it, or a house rule's file or name as 'dicebox rules list' shows it)",
        variant, store.name()));
}

std::string checked_in(dicebox::db::Store& store, dicebox::db::HistoryFilter& filter) {
    if (auto nobody = unknown_player(store, "--player", filter.player.value_or(""));
        !nobody.empty())
        return nobody;
    if (!filter.variant) return {};
    const auto variant = variant_named(store, *filter.variant);
    if (!variant) return variant.error();
    filter.variant = *variant;
    return {};
}

}  // namespace dicebox::cli
