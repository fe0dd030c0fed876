// The records view: per game and variant the high-score table and the averages, per
// player the wins, streaks and personal scores, a head-to-head and each player's
// nemesis: the figures of `dicebox records`, from the same queries, filtered the same
// way. The history is read on a worker thread, so a long query never freezes the window.
#pragma once

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QWidget>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "catalog.hpp"
#include "dicebox/db/charts.hpp"
#include "dicebox/db/records.hpp"

namespace gui {

class RecordsView : public QWidget {
    Q_OBJECT

  public:
    explicit RecordsView(const Catalog& catalog, QWidget* parent = nullptr);

    // Shows the records of this history file, with the filters as they are.
    void set_history(std::filesystem::path file);

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
    QString status() const { return status_->text(); }

  public slots:
    // Reads the history again (a game was played), keeping the filters.
    void reload();

  signals:
    // The figures of the latest reload (or its reason for having none) are shown.
    void loaded();

  private:
    // What one reload reads: the choices the history offers, and the figures.
    struct Figures {
        std::vector<dicebox::db::GameVariant> variants_played;
        std::vector<std::string> players;
        dicebox::db::Records records;
        std::vector<std::string> opponents;  // those the filter's player met
        std::optional<dicebox::db::HeadToHead> duel;
    };

    dicebox::db::RecordsFilter filter() const;
    void show_figures(const Figures& figures, const dicebox::db::RecordsFilter& used);
    void show_note(const QString& note);
    void offer_variants();
    void show_variant();
    void reload_duel();
    QTableView* table(QStandardItemModel* model, const QString& name, const QString& title);

    const Catalog& catalog_;
    std::filesystem::path file_;
    int request_ = 0;       // the latest read's number: older ones' figures are dropped
    bool reading_ = false;  // a full read is under way
    std::vector<dicebox::db::GameVariant> variants_played_;
    dicebox::db::Records records_;

    QComboBox* game_;
    QComboBox* variant_;
    QComboBox* player_;
    QCheckBox* simulated_;
    QComboBox* opponent_;
    QLabel* status_;
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

}  // namespace gui
