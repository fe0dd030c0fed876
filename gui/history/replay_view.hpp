// A recorded game replayed on its board, step by step: a slider over its events, the
// buttons and keys to go through them, what each event was, and the results at the end.
#pragma once

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSlider>
#include <QSplitter>
#include <QString>
#include <QTableWidget>
#include <QWidget>
#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <vector>

#include "dicebox/board/board_abi.hpp"
#include "dicebox/db/game_record.hpp"
#include "dicebox/host/review.hpp"
#include "dicebox/session.hpp"
#include "window/catalog.hpp"

namespace dicebox::gui {

class ReplayView : public QWidget {
    Q_OBJECT

  public:
    // Game `id` of the history file set up again as it was, before its first event, under
    // its house rule: the script `rule_file` when given, else the one found among the
    // known scripts. Throws SetupError when it cannot be replayed: no such game or
    // history, its plugin or board not found, its house rule changed or missing
    // (Kind::RuleNotFound), a log the plugin no longer takes.
    static std::unique_ptr<ReplayView> open(const Catalog& catalog,
                                            const std::filesystem::path& history, std::int64_t id,
                                            const std::filesystem::path& rule_file = {},
                                            QWidget* parent = nullptr);
    ~ReplayView() override;

    // "Replay · EXTRA! · 12".
    QString title() const;
    // The step shown: 0 before the first event, steps() after the last.
    int step() const { return step_; }
    int steps() const { return static_cast<int>(record_.events.size()); }
    // The game as it stands at the step shown.
    const dicebox::Session& session() const { return *session_; }
    dicebox::board::BoardView& board() const { return *board_; }
    QSlider* slider() const { return slider_; }
    QString step_text() const { return step_label_->text(); }
    QString event_text() const { return event_->text(); }
    // The stored results, shown at the end only.
    QString results_text() const { return results_->text(); }
    // The coach's review: a row per decision, once review() has finished.
    QTableWidget* review_table() const { return review_table_; }
    QString review_summary() const { return review_summary_->text(); }
    const QLabel* review_legend() const { return review_legend_; }

  public slots:
    // Shows the game after its first `step` events.
    void go_to(int step);
    void first() { go_to(0); }
    void previous() { go_to(step_ - 1); }
    void next() { go_to(step_ + 1); }
    void last() { go_to(steps()); }
    // Has the game's coach judge every decision, on a worker thread; reviewed() when done.
    void review();

  signals:
    void step_changed(int step);
    void reviewed();

  private:
    ReplayView(const DiceboxBoard& board, std::unique_ptr<dicebox::Session> session,
               dicebox::db::GameRecord record, dicebox::board::Table table,
               const std::vector<dicebox::Told>& told, QWidget* parent);
    QLabel* make_heading();
    void set_up_log();
    void set_up_slider();
    QHBoxLayout* make_controls();
    void set_up_review();
    void make_splitter();
    void apply(std::size_t event);
    QString results() const;
    void show_review(const dicebox::host::Review& review);

    std::filesystem::path history_;  // where the review is kept
    dicebox::db::GameRecord record_;
    std::unique_ptr<dicebox::Session> session_;
    std::vector<QString> names_;  // by seat
    std::vector<QString> lines_;  // what each event was, in the log's words
    int step_ = 0;
    dicebox::board::BoardView* board_ = nullptr;
    QSlider* slider_;
    QLabel* step_label_;
    QLabel* event_;
    QLabel* results_;
    QListWidget* log_;
    QSplitter* splitter_ = nullptr;
    QPushButton* review_button_;
    QLabel* review_summary_;
    QTableWidget* review_table_;
    QLabel* review_legend_;  // what "??" and bold rows mean
};

}  // namespace dicebox::gui
