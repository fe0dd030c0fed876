// The history view: every game of the history in a sortable table, filtered by game,
// player, variant, dates and simulated games; a game opened to replay it, or an
// unfinished one resumed.
#pragma once

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStringListModel>
#include <QTableView>
#include <QTimer>
#include <cstdint>
#include <optional>

#include "history/history_model.hpp"
#include "history/history_section.hpp"
#include "window/catalog.hpp"

namespace dicebox::gui {

class HistoryView : public HistorySection {
    Q_OBJECT

  public:
    explicit HistoryView(const Catalog& catalog, QWidget* parent = nullptr);

    // For the tests and the keyboard alike: the parts of the view.
    HistoryModel* model() const { return model_; }
    QTableView* table() const { return table_; }
    QComboBox* game_box() const { return game_; }
    QLineEdit* player_edit() const { return player_; }
    QLineEdit* variant_edit() const { return variant_; }
    QCheckBox* from_check() const { return from_on_; }
    QDateEdit* from_edit() const { return from_; }
    QCheckBox* to_check() const { return to_on_; }
    QDateEdit* to_edit() const { return to_; }
    QCheckBox* simulated_check() const { return simulated_; }
    QPushButton* replay_button() const { return replay_; }
    QPushButton* resume_button() const { return resume_; }

  public slots:
    // Reads the history again (a game was played or resumed), keeping filters and order.
    void reload() override;

  signals:
    void replay_requested(std::int64_t id);
    void resume_requested(std::int64_t id);

  private:
    void set_up_filters();
    QGridLayout* lay_out_filters();
    void set_up_table();
    QHBoxLayout* lay_out_buttons();
    void connect_filters();
    void connect_table();
    dicebox::db::HistoryFilter current_filter() const;
    void apply_filters();
    void read_people();
    std::optional<std::int64_t> current_game() const;
    void update_buttons();
    void show_count();
    void keep_sort_indicator();

    const Catalog& catalog_;
    HistoryModel* model_;
    QComboBox* game_;
    QLineEdit* player_;
    QStringListModel* people_;
    QLineEdit* variant_;
    QCheckBox* from_on_;
    QDateEdit* from_;
    QCheckBox* to_on_;
    QDateEdit* to_;
    QCheckBox* simulated_;
    QTableView* table_;
    QPushButton* replay_;
    QPushButton* resume_;
    // Typing in a name waits for a pause before the history is read again.
    QTimer typing_;
};

}  // namespace dicebox::gui
