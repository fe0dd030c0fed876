#include "summary_delta.hpp"

#include <algorithm>
#include <vector>

namespace dicebox::db::records_detail {
namespace {

// The scopes a game belongs to: played games count in the played-only scopes and in
// those with simulated games too, and each in its module and variant, its module, its
// variant across modules and everything.
template <typename Take>
void for_each_scope(bool simulated, const std::string& module, const std::string& variant,
                    Take take) {
    for (const bool with_simulated : {false, true}) {
        if (simulated && !with_simulated) continue;
        for (const auto* m : {&module, static_cast<const std::string*>(nullptr)}) {
            for (const auto* v : {&variant, static_cast<const std::string*>(nullptr)}) {
                take(with_simulated, m ? *m : std::string(), v ? *v : std::string());
            }
        }
    }
}

}  // namespace

void SummaryDelta::add(const GameResult& game) {
    add_seats(game, kEveryone);
    const bool solo = game.seats.size() == 1;
    const Key key{game.ended_at, game.id};
    for (const auto& participant : game.participants) {
        const std::size_t who = participant.player;
        const Part part{game.simulated, game.group, who};
        add_seats(game, who);
        auto& figures = figures_[part];
        figures.counts.add(solo, participant.won);
        for (const auto& seat : game.seats) {
            if (seat.player == who) {
                figures.scores.add(seat.score, game.ended_at, solo,
                                   catalog_.lower_score_wins(game.group));
            }
        }
        for (const auto& opponent : game.participants) {
            if (opponent.player == who) continue;
            auto& meeting = meetings_[{part, opponent.player}];
            ++meeting.games;
            if (opponent.best_rank < participant.best_rank) ++meeting.beaten;
            if (opponent.best_rank > participant.best_rank) ++meeting.beat;
        }
        if (solo) continue;
        for_each_scope(game.simulated, catalog_.module_of(game.group),
                       catalog_.variant_of(game.group),
                       [&](bool with_simulated, std::string module, std::string variant) {
                           add_streak({who, with_simulated, std::move(module), std::move(variant)},
                                      key, participant.won);
                       });
    }
}

void SummaryDelta::add_seats(const GameResult& game, std::size_t who) {
    const Part part{game.simulated, game.group, who};
    auto [top, added] = tops_.try_emplace(part, catalog_.lower_score_wins(game.group));
    Sums& sums = sizes_[{part, game.seats.size()}];
    ++sums.games;
    for (const auto& seat : game.seats) {
        if (who != kEveryone && seat.player != who) continue;
        ++sums.seats;
        sums.total += seat.score;
        top->second.offer({seat.score, game.ended_at, game.id, seat.seat,
                           static_cast<std::size_t>(catalog_.id(seat.player))});
    }
}

void SummaryDelta::add_streak(const Scope& scope, const Key& key, bool won) {
    auto [it, added] = streaks_.try_emplace(scope);
    Streak& streak = it->second;
    if (added) {
        streak.first = key;
    } else if (key <= streak.last) {
        streak.in_order = false;  // the caller broke its promise: counted again from the games
    }
    streak.last = key;
    streak.run.add(won);
}

void lock_summaries(Connection& db) {
    if (db.dialect() != Dialect::PostgreSQL) return;
    const auto lock = db.prepare("SELECT pg_advisory_xact_lock(?)");
    lock->bind(1, std::int64_t{0x53554D4D});  // "SUMM"
    lock->step();
}

void SummaryDelta::write(Store& store) const {
    auto& db = store.sql();
    write_sizes(db);
    write_figures(db);
    write_meetings(db);
    write_tops(db);
    recount_streaks(store, write_streaks(db));
}

void SummaryDelta::write_sizes(Connection& db) const {
    const auto upsert = db.prepare(
        "INSERT INTO summary_sizes (player_id, simulated, module, variant, players, games, "
        "seats, total) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (player_id, simulated, "
        "module, variant, players) DO UPDATE SET games = summary_sizes.games + excluded.games, "
        "seats = summary_sizes.seats + excluded.seats, "
        "total = summary_sizes.total + excluded.total");
    for (const auto& [at, sums] : sizes_) {
        const auto& [part, players] = at;
        upsert->reset();
        upsert->bind(1, player_id(part.who));
        upsert->bind(2, part.simulated);
        upsert->bind(3, catalog_.module_of(part.group));
        upsert->bind(4, catalog_.variant_of(part.group));
        upsert->bind(5, static_cast<std::int64_t>(players));
        upsert->bind(6, sums.games);
        upsert->bind(7, sums.seats);
        upsert->bind(8, sums.total);
        upsert->run();
    }
}

void SummaryDelta::write_figures(Connection& db) const {
    const auto stored = db.prepare(
        "SELECT games, multi_games, wins, solo_games, solo_losses, best, worst, solo_best, "
        "solo_best_at FROM summary_players WHERE player_id = ? AND simulated = ? AND module = ? "
        "AND variant = ?");
    const auto upsert = db.prepare(
        "INSERT INTO summary_players (player_id, simulated, module, variant, games, "
        "multi_games, wins, solo_games, solo_losses, best, worst, solo_best, solo_best_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (player_id, simulated, "
        "module, variant) DO UPDATE SET games = excluded.games, multi_games = "
        "excluded.multi_games, wins = excluded.wins, solo_games = excluded.solo_games, "
        "solo_losses = excluded.solo_losses, best = excluded.best, worst = excluded.worst, "
        "solo_best = excluded.solo_best, solo_best_at = excluded.solo_best_at");
    for (const auto& [part, added] : figures_) {
        const std::string& module = catalog_.module_of(part.group);
        const std::string& variant = catalog_.variant_of(part.group);
        Figures figures;
        stored->reset();
        stored->bind(1, player_id(part.who));
        stored->bind(2, part.simulated);
        stored->bind(3, module);
        stored->bind(4, variant);
        if (stored->step()) {
            figures.counts = {stored->int64(0), stored->int64(1), stored->int64(2),
                              stored->int64(3), stored->int64(4)};
            figures.scores = {true, stored->integer(5), stored->integer(6), std::nullopt, 0};
            if (!stored->is_null(7)) {
                figures.scores.solo_best = stored->integer(7);
                figures.scores.solo_date = stored->int64(8);
            }
        }
        figures.counts.add(added.counts);
        figures.scores.add(added.scores, catalog_.lower_score_wins(part.group));
        upsert->reset();
        upsert->bind(1, player_id(part.who));
        upsert->bind(2, part.simulated);
        upsert->bind(3, module);
        upsert->bind(4, variant);
        upsert->bind(5, figures.counts.games);
        upsert->bind(6, figures.counts.multi_games);
        upsert->bind(7, figures.counts.wins);
        upsert->bind(8, figures.counts.solo_games);
        upsert->bind(9, figures.counts.solo_losses);
        upsert->bind(10, figures.scores.best);
        upsert->bind(11, figures.scores.worst);
        upsert->bind(12, figures.scores.solo_best);
        if (figures.scores.solo_best) {
            upsert->bind(13, figures.scores.solo_date);
        } else {
            upsert->bind_null(13);
        }
        upsert->run();
    }
}

void SummaryDelta::write_meetings(Connection& db) const {
    const auto upsert = db.prepare(
        "INSERT INTO summary_meetings (player_id, opponent_id, simulated, module, variant, "
        "games, beaten, beat) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (player_id, "
        "opponent_id, simulated, module, variant) DO UPDATE SET games = summary_meetings.games "
        "+ excluded.games, beaten = summary_meetings.beaten + excluded.beaten, "
        "beat = summary_meetings.beat + excluded.beat");
    for (const auto& [at, meeting] : meetings_) {
        const auto& [part, opponent] = at;
        upsert->reset();
        upsert->bind(1, player_id(part.who));
        upsert->bind(2, catalog_.id(opponent));
        upsert->bind(3, part.simulated);
        upsert->bind(4, catalog_.module_of(part.group));
        upsert->bind(5, catalog_.variant_of(part.group));
        upsert->bind(6, meeting.games);
        upsert->bind(7, meeting.beaten);
        upsert->bind(8, meeting.beat);
        upsert->run();
    }
}

void SummaryDelta::write_tops(Connection& db) const {
    const char* where = "player_id = ? AND simulated = ? AND module = ? AND variant = ?";
    const auto stored = db.prepare(fmt::format(
        "SELECT game_id, seat, seat_player_id, score, ended_at FROM summary_top WHERE {}", where));
    const auto drop = db.prepare(
        fmt::format("DELETE FROM summary_top WHERE {} AND game_id = ? AND seat = ?", where));
    const auto insert = db.prepare(
        "INSERT INTO summary_top (player_id, simulated, module, variant, game_id, seat, "
        "seat_player_id, score, ended_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
    for (const auto& [part, added] : tops_) {
        auto bind_part = [&](Statement& statement) {
            statement.reset();
            statement.bind(1, player_id(part.who));
            statement.bind(2, part.simulated);
            statement.bind(3, catalog_.module_of(part.group));
            statement.bind(4, catalog_.variant_of(part.group));
        };
        TopScores merged(added.lower_score_wins());
        std::vector<ScoreCandidate> before;
        bind_part(*stored);
        while (stored->step()) {
            before.push_back({stored->integer(3), stored->int64(4), stored->int64(0),
                              stored->integer(1), static_cast<std::size_t>(stored->int64(2))});
            merged.offer(before.back());
        }
        const auto offered = added.sorted();
        for (const auto& candidate : offered) merged.offer(candidate);
        const auto kept = merged.sorted();
        auto is_kept = [&](const ScoreCandidate& candidate) {
            return std::any_of(kept.begin(), kept.end(), [&](const ScoreCandidate& k) {
                return k.game_id == candidate.game_id && k.seat == candidate.seat;
            });
        };
        for (const auto& candidate : before) {
            if (is_kept(candidate)) continue;
            bind_part(*drop);
            drop->bind(5, candidate.game_id);
            drop->bind(6, candidate.seat);
            drop->run();
        }
        for (const auto& candidate : offered) {
            if (!is_kept(candidate)) continue;
            bind_part(*insert);
            insert->bind(5, candidate.game_id);
            insert->bind(6, candidate.seat);
            insert->bind(7, static_cast<std::int64_t>(candidate.player));
            insert->bind(8, candidate.score);
            insert->bind(9, candidate.date);
            insert->run();
        }
    }
}

std::set<std::int64_t> SummaryDelta::write_streaks(Connection& db) const {
    const auto stored = db.prepare(
        "SELECT games, opening, run, longest, last_ended_at, last_game_id FROM summary_streaks "
        "WHERE player_id = ? AND with_simulated = ? AND module = ? AND variant = ?");
    const auto upsert = db.prepare(
        "INSERT INTO summary_streaks (player_id, with_simulated, module, variant, games, "
        "opening, run, longest, last_ended_at, last_game_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, "
        "?) ON CONFLICT (player_id, with_simulated, module, variant) DO UPDATE SET games = "
        "excluded.games, opening = excluded.opening, run = excluded.run, longest = "
        "excluded.longest, last_ended_at = excluded.last_ended_at, last_game_id = "
        "excluded.last_game_id");
    std::set<std::int64_t> recount;
    for (const auto& [scope, added] : streaks_) {
        const std::int64_t id = catalog_.id(scope.player);
        if (recount.contains(id)) continue;
        auto bind_scope = [&](Statement& statement) {
            statement.reset();
            statement.bind(1, id);
            statement.bind(2, scope.with_simulated);
            statement.bind(3, scope.module);
            statement.bind(4, scope.variant);
        };
        StreakRun run;
        bind_scope(*stored);
        if (stored->step()) {
            run = {stored->int64(0), stored->int64(1), stored->int64(2), stored->int64(3)};
            // A game added ends before the last one counted.
            if (Key{stored->int64(4), stored->int64(5)} >= added.first) recount.insert(id);
        }
        if (!added.in_order) recount.insert(id);
        if (recount.contains(id)) continue;
        run.then(added.run);
        bind_scope(*upsert);
        upsert->bind(5, run.games);
        upsert->bind(6, run.opening);
        upsert->bind(7, run.run);
        upsert->bind(8, run.longest);
        upsert->bind(9, added.last.first);
        upsert->bind(10, added.last.second);
        upsert->run();
    }
    return recount;
}

void SummaryDelta::recount_streaks(Store& store, const std::set<std::int64_t>& ids) {
    if (ids.empty()) return;
    auto& db = store.sql();
    Catalog catalog(store);
    const auto forget = db.prepare("DELETE FROM summary_streaks WHERE player_id = ?");
    RecordsFilter everything;
    everything.simulated = true;
    struct Outcome {
        Key key;
        bool simulated = false;
        std::size_t group = 0;
        bool won = false;
    };
    for (const std::int64_t id : ids) {
        forget->reset();
        forget->bind(1, id);
        forget->run();
        // The player's games come by id: sorted by their end here, and added again.
        const std::size_t player = catalog.player(id);
        std::vector<Outcome> outcomes;
        for_each_game(store, catalog, everything, id, [&](const GameResult& game) {
            if (game.seats.size() == 1) return;
            for (const auto& participant : game.participants) {
                if (participant.player == player) {
                    outcomes.push_back(
                        {{game.ended_at, game.id}, game.simulated, game.group, participant.won});
                }
            }
        });
        std::sort(outcomes.begin(), outcomes.end(),
                  [](const Outcome& a, const Outcome& b) { return a.key < b.key; });
        SummaryDelta streaks(catalog);
        for (const auto& outcome : outcomes) {
            for_each_scope(outcome.simulated, catalog.module_of(outcome.group),
                           catalog.variant_of(outcome.group),
                           [&](bool with_simulated, std::string module, std::string variant) {
                               streaks.add_streak(
                                   {player, with_simulated, std::move(module), std::move(variant)},
                                   outcome.key, outcome.won);
                           });
        }
        streaks.write_streaks(db);
    }
}

}  // namespace dicebox::db::records_detail
