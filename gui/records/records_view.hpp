// The records view: per game and variant the high-score table and the averages, per
// player the wins, streaks and personal scores, a head-to-head and each player's
// nemesis: the figures of `dicebox records`, from the same queries, filtered the same
// way. The history is read on a worker thread, so a long query never freezes the window.
#pragma once

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <optional>
#include <string>
#include <vector>

#include "dicebox/db/charts.hpp"
#include "dicebox/db/records.hpp"
#include "history/history_section.hpp"
#include "window/catalog.hpp"

namespace dicebox::gui {

class RecordsView : public HistorySection {
    Q_OBJECT

  public:
    explicit RecordsView(const Catalog& catalog, QWidget* parent = nullptr);

    // For the tests and the keyboard alike: the parts of the view.
    QComboBox* game_box() const { return game_; }
    QComboBox* variant_box() const { return variant_; }
    QComboBox* player_box() const { return player_; }
    QCheckBox* simulated_check() const { return simulated_; }
    QComboBox* opponent_box() const { return opponent_; }
    QTabWidget* tabs() const { return tabs_; }
    QTableView* variants_table() const { return variants_view_; }
    QTableView* top_table() const { return top_view_; }
    QTableView* by_players_table() const { return by_players_view_; }
    QTableView* players_table() const { return players_view_; }
    QTableView* personal_table() const { return personal_view_; }
    QTableView* duel_table() const { return duel_view_; }
    QTableView* nemeses_table() const { return nemeses_view_; }

  public slots:
    // Reads the history again (a game was played), keeping the filters.
    void reload() override;

  private:
    // What one reload reads: the choices the history offers, and the figures.
    struct Figures {
        std::vector<dicebox::db::GameVariant> variants_played;
        std::vector<std::string> players;
        dicebox::db::Records records;
        std::vector<std::string> opponents;  // those the filter's player met
        std::optional<dicebox::db::HeadToHead> duel;
    };

    void set_up_filters();
    void make_tables();
    QHBoxLayout* lay_out_filters();
    QWidget* make_scores_page();
    QWidget* make_players_page();
    QWidget* make_duel_page();
    void connect_filters();
    dicebox::db::RecordsFilter filter() const;
    void show_figures(const Figures& figures, const dicebox::db::RecordsFilter& used);
    void offer_variants();
    void show_variant();
    void reload_duel();
    QTableView* table(QStandardItemModel* model, const QString& name, const QString& title);

    const Catalog& catalog_;
    bool reading_ = false;  // a full read is under way
    std::vector<dicebox::db::GameVariant> variants_played_;
    dicebox::db::Records records_;

    QComboBox* game_;
    QComboBox* variant_;
    QComboBox* player_;
    QCheckBox* simulated_;
    QComboBox* opponent_;
    QTabWidget* tabs_;
    QLabel* duel_note_;
    QGroupBox* top_box_;
    QStandardItemModel* variants_;
    QStandardItemModel* top_;
    QStandardItemModel* by_players_;
    QStandardItemModel* players_;
    QStandardItemModel* personal_;
    QStandardItemModel* duel_;
    QStandardItemModel* nemeses_;
    QTableView* variants_view_;
    QTableView* top_view_;
    QTableView* by_players_view_;
    QTableView* players_view_;
    QTableView* personal_view_;
    QTableView* duel_view_;
    QTableView* nemeses_view_;
};

}  // namespace dicebox::gui
