// The new game dialog: the game, its seats in order, a house rule, and a seed.
#pragma once

#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QMap>
#include <QPushButton>
#include <QSpinBox>
#include <QStringList>
#include <QVBoxLayout>
#include <vector>

#include "play/game_setup.hpp"
#include "play/house_rules.hpp"
#include "play/seat_row.hpp"
#include "play/seed_field.hpp"
#include "window/catalog.hpp"
#include "window/remembered.hpp"

namespace dicebox::gui {

class NewGameDialog : public QDialog {
    Q_OBJECT

  public:
    // `people`: the names in the history, for completion; `game`: the game chosen first;
    // `lineups`: the seats each game was last set up with, by the game's id
    // (remembered.hpp).
    NewGameDialog(const Catalog& catalog, QStringList people, const dicebox::GameModule* game,
                  QMap<QString, QList<RememberedSeat>> lineups = {}, QWidget* parent = nullptr);

    // Sets up a table at `server` instead (Game ▸ Play online): the server rolls, so there
    // is no seed; a person's seat is kept for the name written, or free for anyone without
    // one; the first person named is the one at this window.
    void for_table_at(const QString& server);

    // The set-up as chosen; valid once the dialog is accepted.
    const GameSetup& setup() const { return setup_; }
    // At a table: the bot that plays for a person away, as the protocol's "stand_in"
    // ({"bot": KIND, "after": SECONDS}), or null for none.
    nlohmann::json stand_in() const;
    QComboBox* stand_in_box() const { return stand_in_; }
    QSpinBox* stand_in_after_box() const { return stand_in_after_; }

    // For the tests and the keyboard alike: the parts of the dialog.
    QComboBox* game_box() const { return game_; }
    const std::vector<SeatRow*>& seat_rows() const { return rows_; }
    QPushButton* add_seat_button() const { return add_seat_; }
    QComboBox* rule_box() const { return rule_; }
    QLabel* rule_about() const { return rule_about_; }
    QLabel* bots_about() const { return bots_about_; }
    // Shown for a game that has a match (a "match" parameter): Strike.
    QCheckBox* match_box() const { return match_; }
    SeedField* seed_edit() const { return seed_; }

    void accept() override;

  private:
    const dicebox::GameModule* module() const;
    void game_changed();
    void add_seat(const QString& name, const QString& bot);
    void remove_seat(SeatRow* row);
    void update_seats();
    void fill_rules();
    // The game's bots that may stand in for a person away, at a table.
    void fill_stand_ins();
    void rule_chosen(int index);
    void rule_changed();
    void complain(const QString& problem);

    const Catalog& catalog_;
    QStringList people_;
    QMap<QString, QList<RememberedSeat>> lineups_;
    std::vector<HouseRule> rules_;  // loaded once: each is a Lua script run to read its table
    QComboBox* game_;
    QLabel* about_;
    QLabel* bots_about_;  // the game's bots, and what each does
    QVBoxLayout* seats_layout_;
    std::vector<SeatRow*> rows_;
    QPushButton* add_seat_;
    QComboBox* rule_;
    QLabel* rule_about_;
    QCheckBox* match_;
    SeedField* seed_;
    QLabel* problem_;
    QDialogButtonBox* buttons_;
    GameSetup setup_;
    QFormLayout* form_ = nullptr;
    QComboBox* stand_in_ = nullptr;  // at a table only
    QSpinBox* stand_in_after_ = nullptr;
    bool online_ = false;
};

}  // namespace dicebox::gui
