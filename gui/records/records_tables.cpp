#include "records/records_tables.hpp"

#include <QLocale>

#include "history/display_text.hpp"
#include "history/figure_choices.hpp"

namespace dicebox::gui {
namespace {

using namespace dicebox::db;

QStandardItem* text_cell(const QString& text) {
    auto* item = new QStandardItem(text);
    item->setData(text, RecordsTables::kSortRole);
    item->setEditable(false);
    return item;
}

// A number shown as `text` (its value when empty), right-aligned, sorted by value.
QStandardItem* number_cell(double value, const QString& text = {}) {
    auto* item = new QStandardItem(text.isEmpty() ? QLocale().toString(value) : text);
    item->setData(value, RecordsTables::kSortRole);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    item->setEditable(false);
    return item;
}

QStandardItem* count_cell(std::int64_t count) {
    return number_cell(static_cast<double>(count), QLocale().toString(count));
}

QStandardItem* average_cell(double average) {
    return number_cell(average, QLocale().toString(average, 'f', 1));
}

void restart(QStandardItemModel& model, const QStringList& headers) {
    model.clear();
    model.setHorizontalHeaderLabels(headers);
    model.setSortRole(RecordsTables::kSortRole);
    for (int column = 0; column < headers.size(); ++column) {
        // Numbers' headers over their numbers.
        model.setHeaderData(column, Qt::Horizontal, QVariant::fromValue(Qt::AlignCenter),
                            Qt::TextAlignmentRole);
    }
}

}  // namespace

QString RecordsTables::percent_text(double share) {
    return tr("%1%").arg(QLocale().toString(share * 100, 'f', 1));
}

void RecordsTables::fill_variants(QStandardItemModel& model, const Catalog& catalog,
                                  const std::vector<VariantRecords>& variants) {
    restart(model, {tr("Game"), tr("Variant"), tr("Games"), tr("Average"), tr("Best score")});
    model.setHeaderData(4, Qt::Horizontal,
                        tr("The highest score; the lowest where the lower score wins"),
                        Qt::ToolTipRole);
    for (const auto& variant : variants) {
        QString name = game_name(catalog, variant.game);
        if (variant.lower_score_wins) name = tr("%1 (lower wins)").arg(name);
        model.appendRow({text_cell(name), text_cell(QString::fromStdString(variant.variant)),
                         count_cell(variant.games), average_cell(variant.average),
                         variant.top.empty() ? number_cell(0, tr("–"))
                                             : count_cell(variant.top.front().score)});
    }
}

void RecordsTables::fill_top(QStandardItemModel& model, const VariantRecords* variant) {
    restart(model, {tr("Place"), tr("Player"), tr("Score"), tr("Date")});
    if (variant == nullptr) return;
    int place = 0;
    for (const auto& entry : variant->top) {
        auto* date = text_cell(date_text(entry.date));
        date->setData(QVariant::fromValue<qint64>(entry.date), kSortRole);
        model.appendRow({count_cell(++place), text_cell(player_text(entry.player)),
                         count_cell(entry.score), date});
    }
}

void RecordsTables::fill_by_players(QStandardItemModel& model, const VariantRecords* variant) {
    restart(model, {tr("Players"), tr("Games"), tr("Average score")});
    if (variant == nullptr) return;
    for (const auto& size : variant->by_players) {
        model.appendRow(
            {number_cell(size.players,
                         size.players == 1 ? tr("1 (solo)") : QLocale().toString(size.players)),
             count_cell(size.games), average_cell(size.average)});
    }
}

void RecordsTables::fill_players(QStandardItemModel& model,
                                 const std::vector<PlayerRecords>& players) {
    restart(model, {tr("Player"), tr("Games"), tr("Wins"), tr("Win rate"), tr("Streak"),
                    tr("Longest streak"), tr("Solo games"), tr("Solo losses")});
    model.setHeaderData(3, Qt::Horizontal, tr("Wins over the games with other players"),
                        Qt::ToolTipRole);
    model.setHeaderData(4, Qt::Horizontal,
                        tr("Wins in a row up to the latest game with other players"),
                        Qt::ToolTipRole);
    for (const auto& player : players) {
        model.appendRow(
            {text_cell(player_text(player.player)), count_cell(player.games),
             number_cell(
                 static_cast<double>(player.wins),
                 tr("%1 of %2")
                     .arg(QLocale().toString(player.wins), QLocale().toString(player.multi_games))),
             player.win_rate ? number_cell(*player.win_rate, percent_text(*player.win_rate))
                             : number_cell(-1, tr("–")),
             count_cell(player.current_streak), count_cell(player.longest_streak),
             count_cell(player.solo_games), count_cell(player.solo_losses)});
    }
}

void RecordsTables::fill_personal(QStandardItemModel& model, const Catalog& catalog,
                                  const std::vector<PlayerRecords>& players) {
    restart(model, {tr("Player"), tr("Game"), tr("Best"), tr("Worst"), tr("Solo best"),
                    tr("Solo best on")});
    for (const auto& player : players) {
        for (const auto& game : player.per_game) {
            QString name = game_name(catalog, game.game);
            if (game.lower_score_wins) name = tr("%1 (lower wins)").arg(name);
            auto* solo_date =
                text_cell(game.solo_best_date ? date_text(*game.solo_best_date) : QString());
            model.appendRow({text_cell(player_text(player.player)), text_cell(name),
                             count_cell(game.best), count_cell(game.worst),
                             game.solo_best ? count_cell(*game.solo_best) : number_cell(0, tr("–")),
                             solo_date});
        }
    }
}

void RecordsTables::fill_duel(QStandardItemModel& model, const std::optional<HeadToHead>& duel) {
    restart(model,
            {tr("Player"), tr("Opponent"), tr("Wins"), tr("Losses"), tr("Draws"), tr("Win rate")});
    if (!duel) return;
    const auto games = duel->wins + duel->losses + duel->draws;
    const double rate =
        games == 0 ? 0.0 : static_cast<double>(duel->wins) / static_cast<double>(games);
    model.appendRow(
        {text_cell(player_text(duel->player)), text_cell(player_text(duel->opponent)),
         count_cell(duel->wins), count_cell(duel->losses), count_cell(duel->draws),
         games == 0 ? number_cell(-1, tr("–")) : number_cell(rate, percent_text(rate))});
}

void RecordsTables::fill_nemeses(QStandardItemModel& model, const std::vector<Nemesis>& nemeses) {
    restart(model, {tr("Player"), tr("Nemesis"), tr("Ranked above"), tr("Games together")});
    for (const auto& nemesis : nemeses) {
        model.appendRow({text_cell(player_text(nemesis.player)),
                         text_cell(player_text(nemesis.nemesis)), count_cell(nemesis.beaten),
                         count_cell(nemesis.games_together)});
    }
}

}  // namespace dicebox::gui
