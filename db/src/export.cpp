#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <string_view>

#include "dicebox/db/exchange.hpp"
#include "dicebox/db/games.hpp"
#include "dicebox/db/local_time.hpp"
#include "dicebox/sha256.hpp"
#include "exchange_format.hpp"

namespace dicebox::db {
namespace {

using ordered = nlohmann::ordered_json;

// The stored games that match, oldest first.
std::vector<std::int64_t> oldest_first(Store& store, const HistoryFilter& filter) {
    auto ids = find_games(store, filter);
    std::reverse(ids.begin(), ids.end());
    return ids;
}

std::int64_t duration_min(const GameRecord& game) {
    if (!game.ended_at || *game.ended_at < game.started_at) return 0;
    return (*game.ended_at - game.started_at + 30'000) / 60'000;
}

std::string score_text(const std::optional<int>& score) {
    return score ? std::to_string(*score) : std::string();
}

// Refs of BG Stats: 1, 2, ... in the order things first appear in the file.
int ref_of(std::map<std::string, int>& refs, const std::string& key, bool& added) {
    const auto [it, fresh] = refs.try_emplace(key, static_cast<int>(refs.size()) + 1);
    added = fresh;
    return it->second;
}

ordered events_of(const GameRecord& game) {
    ordered events = ordered::array();
    for (const auto& event : game.events) {
        if (event.seat) {
            events.push_back({{"seat", *event.seat}, {"action", event.notation}});
        } else {
            events.push_back({{"chance", event.notation}});
        }
    }
    return events;
}

ordered review_of(const SeatRecord& seat) {
    if (!seat.review) return nullptr;
    return {{"measure", seat.review->measure},
            {"decisions", seat.review->decisions},
            {"loss", seat.review->loss},
            {"blunders", seat.review->blunders}};
}

std::string csv_field(std::string_view text) {
    if (text.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(text);
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + '"';
}

}  // namespace

std::string play_uuid(const GameRecord& game) {
    std::string identity =
        fmt::format("{}\x1f{}\x1f{}\x1f{}", game.module, game.variant, game.seed, game.started_at);
    for (const auto& seat : game.seats) identity += fmt::format("\x1e{}", seat.player);
    const std::string hash = sha256_hex(identity);
    // The form of an RFC 9562 version 8 (custom) UUID: 122 bits of the hash.
    const int variant = 0x8 | (std::stoi(hash.substr(16, 1), nullptr, 16) & 0x3);
    return fmt::format("{}-{}-8{}-{:x}{}-{}", hash.substr(0, 8), hash.substr(8, 4),
                       hash.substr(13, 3), variant, hash.substr(17, 3), hash.substr(20, 12));
}

ordered export_json(Store& store, const HistoryFilter& filter) {
    ordered players = ordered::array();
    ordered games = ordered::array();
    ordered plays = ordered::array();
    std::map<std::string, int> player_refs;
    std::map<std::string, int> game_refs;
    for (const auto id : oldest_first(store, filter)) {
        const GameRecord game = load_game(store, id);
        bool added = false;
        const int game_ref = ref_of(game_refs, game.module, added);
        if (added) {
            games.push_back({{"id", game_ref},
                             {"name", game.module_name},
                             {"highestWins", !game.lower_score_wins},
                             {"cooperative", false},
                             {"noPoints", false},
                             {"dicebox", {{"module", game.module}}}});
        }
        ordered scores = ordered::array();
        for (std::size_t seat = 0; seat < game.seats.size(); ++seat) {
            const auto& record = game.seats[seat];
            const int player_ref = ref_of(player_refs, record.player, added);
            if (added) {
                players.push_back(
                    {{"id", player_ref}, {"name", record.player}, {"isAnonymous", false}});
            }
            scores.push_back(
                {{"playerRefId", player_ref},
                 {"score", score_text(record.score)},
                 {"winner", record.winner},
                 {"startPlayer", seat == 0},
                 {"rank", record.rank.value_or(0)},
                 {"seatOrder", seat},
                 {"dicebox",
                  {{"bot", record.bot.empty() ? ordered(nullptr) : ordered(record.bot)},
                   {"options", ordered(record.options)},
                   {"hints", record.hints},
                   {"review", review_of(record)}}}});
        }
        plays.push_back({{"uuid", play_uuid(game)},
                         {"gameRefId", game_ref},
                         {"playDate", local_time_text(game.started_at)},
                         {"durationMin", duration_min(game)},
                         {"ignored", game.simulated},
                         {"manualWinner", true},
                         {"usesTeams", false},
                         {"playerScores", std::move(scores)},
                         {"dicebox",
                          {{"module_version", game.module_version},
                           {"variant", game.variant},
                           {"variant_hash", game.variant_hash},
                           {"params", ordered(game.params)},
                           {"seed", game.seed},
                           {"started_at", game.started_at},
                           {"ended_at", game.ended_at ? ordered(*game.ended_at) : ordered(nullptr)},
                           {"status", to_string(game.status)},
                           {"simulated", game.simulated},
                           {"online", game.online},
                           {"events", events_of(game)}}}});
    }
    ordered out;
    out["about"] =
        "Games played with dicebox, in the BG Stats import format. The fields named "
        "\"dicebox\" let 'dicebox import' read the games back whole.";
    out["dicebox"] = {{"format", kExportFormat}};
    out["players"] = std::move(players);
    out["games"] = std::move(games);
    out["plays"] = std::move(plays);
    return out;
}

void export_csv(Store& store, const HistoryFilter& filter, std::ostream& out) {
    out << "uuid,game_id,date,game,variant,status,simulated,duration_min,seat,player,bot,"
           "options,score,rank,winner,hints\n";
    for (const auto id : oldest_first(store, filter)) {
        const GameRecord game = load_game(store, id);
        const std::string uuid = play_uuid(game);
        const std::string date = local_time_text(game.started_at);
        for (std::size_t seat = 0; seat < game.seats.size(); ++seat) {
            const auto& record = game.seats[seat];
            out << fmt::format("{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{}\n", uuid, id, date,
                               csv_field(game.module), csv_field(game.variant),
                               to_string(game.status), game.simulated ? 1 : 0, duration_min(game),
                               seat + 1, csv_field(record.player), csv_field(record.bot),
                               csv_field(record.options.dump()), score_text(record.score),
                               record.rank ? std::to_string(*record.rank) : std::string(),
                               record.winner ? 1 : 0, record.hints);
        }
    }
}

}  // namespace dicebox::db
