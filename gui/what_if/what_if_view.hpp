// The what-if view: a game, a bot in each seat, a house rule, a number of games and a
// seed; bots play those games under the printed rules and under the house rule on a
// worker thread, and the two are set side by side as `dicebox simulate --compare` does:
// the score histograms in the same bins, each seat's mean and win share. The simulated
// games are not recorded.
#pragma once

#include <QChartView>
#include <QComboBox>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <QWidget>
#include <memory>
#include <vector>

#include "play/house_rules.hpp"
#include "play/seed_field.hpp"
#include "what_if/what_if_figures.hpp"
#include "what_if/what_if_run.hpp"
#include "window/catalog.hpp"

namespace dicebox::gui {

class WhatIfView : public QWidget {
    Q_OBJECT

  public:
    explicit WhatIfView(const Catalog& catalog, QWidget* parent = nullptr);
    // Cancels a run still going and waits for it: its threads use the catalog's game.
    ~WhatIfView() override;

    // For the tests and the keyboard alike: the parts of the view.
    QComboBox* game_box() const { return game_; }
    QSpinBox* seat_count() const { return seat_count_; }
    const std::vector<QComboBox*>& bot_boxes() const { return bots_; }
    QComboBox* rule_box() const { return rule_; }
    QSpinBox* games_box() const { return games_; }
    SeedField* seed_edit() const { return seed_; }
    QPushButton* simulate_button() const { return simulate_; }
    QPushButton* cancel_button() const { return cancel_; }
    QProgressBar* progress_bar() const { return progress_; }
    QLabel* status_label() const { return status_; }
    const WhatIfFigures& figures() const { return *figures_; }
    QChartView* histogram_view() const { return histogram_; }
    QChartView* win_share_view() const { return win_shares_; }
    // The results (charts and table) are shown: the last run was played to its end.
    bool showing_results() const;
    bool running() const { return watcher_.isRunning(); }

  public slots:
    // Both series of the set-up chosen, on a worker thread.
    void simulate();
    // Stops the run going; the games played so far are not compared.
    void cancel();

  signals:
    // A run is over: played to its end, cancelled or failed.
    void run_ended();

  private:
    void set_up_fields();
    QWidget* make_setup_panel();
    void make_results();
    void connect_controls();
    const dicebox::GameModule* module() const;
    void game_changed();
    void seats_changed();
    void rule_changed();
    void fill_rules();
    void show_progress();
    void run_over();
    // Why the shares of wins add up to more than 100%, when they do; else nothing.
    static QString shared_wins_note(const dicebox::host::Comparison& report);
    void fit_table();
    void set_running(bool running);
    void show_problem(const QString& problem);

    const Catalog& catalog_;
    std::vector<HouseRule> rules_;  // loaded once: each is a Lua script run to read its table
    QComboBox* game_;
    QSpinBox* seat_count_;
    QVBoxLayout* bots_layout_;
    std::vector<QComboBox*> bots_;
    QComboBox* rule_;
    QLabel* rule_about_;
    QSpinBox* games_;
    SeedField* seed_;
    QPushButton* simulate_;
    QPushButton* cancel_;
    QProgressBar* progress_;
    QLabel* status_;
    QStackedWidget* results_;
    QLabel* summary_;
    QChartView* histogram_;
    QChartView* win_shares_;
    QTableView* table_;
    WhatIfFigures* figures_;
    QTimer progress_timer_;
    QFutureWatcher<WhatIfOutcome> watcher_;
    // Shared with the worker, which may still use it after the view has let go.
    std::shared_ptr<dicebox::host::SimulationControl> control_;
    QStringList series_;  // the names of the run's two series
    WhatIfSetup setup_;   // of the run going or last run
};

}  // namespace dicebox::gui
