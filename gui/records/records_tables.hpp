// The records' tables, each a QStandardItemModel filled from the figures of
// dicebox::db::records() and head_to_head(): numbers right-aligned, sorted by their
// values (Qt::UserRole), dates and decimals in the user's locale.
#pragma once

#include <QCoreApplication>
#include <QStandardItemModel>
#include <optional>
#include <vector>

#include "dicebox/db/records.hpp"
#include "window/catalog.hpp"

namespace dicebox::gui {

class RecordsTables {
    Q_DECLARE_TR_FUNCTIONS(RecordsTables)

  public:
    // The role holding each cell's value to sort by.
    static constexpr int kSortRole = Qt::UserRole;

    // One row per game and variant: game, variant, games, average, which score wins.
    static void fill_variants(QStandardItemModel& model, const Catalog& catalog,
                              const std::vector<dicebox::db::VariantRecords>& variants);
    // The high-score table of one game and variant: place, player, score, date.
    static void fill_top(QStandardItemModel& model, const dicebox::db::VariantRecords* variant);
    // The averages of one game and variant by number of players.
    static void fill_by_players(QStandardItemModel& model,
                                const dicebox::db::VariantRecords* variant);
    // One row per player: games, wins, win rate, streaks, solo games and losses.
    static void fill_players(QStandardItemModel& model,
                             const std::vector<dicebox::db::PlayerRecords>& players);
    // One row per player and game: best, worst, solo best and when.
    static void fill_personal(QStandardItemModel& model, const Catalog& catalog,
                              const std::vector<dicebox::db::PlayerRecords>& players);
    // Wins, losses and draws of the head-to-head (no row without one).
    static void fill_duel(QStandardItemModel& model,
                          const std::optional<dicebox::db::HeadToHead>& duel);
    // One row per player with a nemesis.
    static void fill_nemeses(QStandardItemModel& model,
                             const std::vector<dicebox::db::Nemesis>& nemeses);

    // "66.7%".
    static QString percent_text(double share);
};

}  // namespace dicebox::gui
