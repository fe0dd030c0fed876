#include "dicebox/db/reviews.hpp"

namespace dicebox::db {

void store_review(Store& store, std::int64_t id, const std::vector<SeatReview>& seats) {
    store.transaction("keeping a review", [&] {
        const auto forget = store.sql().prepare("DELETE FROM reviews WHERE game_id = ?");
        forget->bind(1, id);
        forget->run();
        const auto keep = store.sql().prepare(
            "INSERT INTO reviews (game_id, seat, measure, decisions, loss, "
            "blunders) VALUES (?, ?, ?, ?, ?, ?)");
        for (const auto& seat : seats) {
            keep->bind(1, id);
            keep->bind(2, seat.seat);
            keep->bind(3, seat.measure);
            keep->bind(4, seat.decisions);
            keep->bind(5, seat.loss);
            keep->bind(6, seat.blunders);
            keep->run();
            keep->reset();
        }
    });
}

std::vector<PlayerReviews> player_reviews(Store& store, const RecordsFilter& filter) {
    std::string sql =
        "SELECT p.name, g.module, r.measure, g.id, g.started_at, r.decisions, r.loss, "
        "r.blunders FROM reviews r JOIN games g ON g.id = r.game_id JOIN seats s ON "
        "s.game_id = r.game_id AND s.seat = r.seat JOIN players p ON p.id = s.player_id WHERE TRUE";
    std::vector<std::string> values;
    const auto add = [&](const char* condition, const std::string& value) {
        if (value.empty()) return;
        sql += condition;
        values.push_back(value);
    };
    add(" AND g.module = ?", filter.game);
    add(" AND p.name = ?", filter.player);
    add(" AND g.variant = ?", filter.variant);
    if (!filter.simulated) sql += " AND g.simulated = 0";
    sql += " ORDER BY p.name, g.module, g.started_at, g.id, r.seat";
    const auto query = store.sql().prepare(sql);
    for (std::size_t i = 0; i < values.size(); ++i) query->bind(static_cast<int>(i) + 1, values[i]);

    std::vector<PlayerReviews> out;
    double loss = 0;       // of out.back(), over all its games
    double game_loss = 0;  // of out.back().trend.back()
    std::int64_t game_decisions = 0;
    const auto close_game = [&] {
        if (!out.empty() && !out.back().trend.empty() && game_decisions > 0)
            out.back().trend.back().mean_loss = game_loss / static_cast<double>(game_decisions);
        game_loss = 0;
        game_decisions = 0;
    };
    const auto close_player = [&] {
        close_game();
        if (!out.empty() && out.back().decisions > 0)
            out.back().mean_loss = loss / static_cast<double>(out.back().decisions);
        loss = 0;
    };
    while (query->step()) {
        const std::string player = query->string(0);
        const std::string game = query->string(1);
        if (out.empty() || out.back().player != player || out.back().game != game) {
            close_player();
            out.push_back({player, game, query->string(2), 0, 0, 0, 0, {}});
        }
        auto& reviews = out.back();
        const std::int64_t id = query->int64(3);
        // A player in several seats of one game (a bot against itself) reviewed it once.
        if (reviews.trend.empty() || reviews.trend.back().game_id != id) {
            close_game();
            ++reviews.games;
            reviews.trend.push_back({id, query->int64(4), 0});
        }
        const int decisions = query->integer(5);
        const double lost = query->real(6);
        reviews.decisions += decisions;
        reviews.blunders += query->integer(7);
        loss += lost;
        game_loss += lost;
        game_decisions += decisions;
    }
    close_player();
    return out;
}

}  // namespace dicebox::db
