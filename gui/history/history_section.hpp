// What the app's sections of the history (its games, the records, the charts) have in
// common: the history file they show, read again when asked (a game was played since)
// on a worker thread, so that a long query never freezes the window; the latest read's
// figures shown and an older read's dropped; a line saying what is being read or why
// there is nothing to show; and a signal once the figures are in sight.
#pragma once

#include <QFutureWatcher>
#include <QLabel>
#include <QString>
#include <QWidget>
#include <QtConcurrent/QtConcurrentRun>
#include <filesystem>
#include <utility>

#include "history/history_read.hpp"

namespace dicebox::gui {

class HistorySection : public QWidget {
    Q_OBJECT

  public:
    // Shows this history file, with the section's choices as they are.
    void set_history(std::filesystem::path file);

    // The status line's text: what is being read, how much is shown, or why nothing is.
    QString status() const { return status_->text(); }

  public slots:
    // Reads the history again, keeping the section's choices.
    virtual void reload() = 0;

  signals:
    // The figures of the latest reload (or the reason for having none) are shown.
    void loaded();

  protected:
    // `name` names the section's widgets for the tests and the accessibility tools:
    // the section is `<name>View`, its status line `<name>Status`; the section places
    // the status line in its layout.
    explicit HistorySection(const QString& name, QWidget* parent = nullptr);

    const std::filesystem::path& history() const { return file_; }
    QLabel* status_line() const { return status_; }

    // Says `note` in the status line (a section may say it on its pages too).
    virtual void show_note(const QString& note);
    void hide_note();

    // Reads the history with `compute(store)` on a worker thread (a Figures from a
    // dicebox::db::Store&) and hands the read to `take` (a HistoryRead<Figures>), unless
    // a later read began meanwhile; then emits loaded(), unless `take` began another.
    template <typename Figures, typename Compute, typename Take>
    void read(Compute compute, Take take);

    // A read of the figures that the section shows with `show(figures)`, the status
    // line saying it is under way; a history with no file yet or one that cannot be
    // read shows the empty figures and says why.
    template <typename Figures, typename Compute, typename Show>
    void read_figures(Compute compute, Show show);

  private:
    void show_reading();
    void show_missing();

    std::filesystem::path file_;
    int request_ = 0;  // the latest read's number: older ones' figures are dropped
    QLabel* status_;
};

template <typename Figures, typename Compute, typename Take>
void HistorySection::read(Compute compute, Take take) {
    const int request = ++request_;
    using Read = HistoryRead<Figures>;
    auto* watcher = new QFutureWatcher<Read>(this);
    connect(watcher, &QFutureWatcherBase::finished, this,
            [this, watcher, request, take = std::move(take)] {
                watcher->deleteLater();
                if (request != request_) return;
                take(watcher->future().result());
                if (request == request_) emit loaded();
            });
    watcher->setFuture(QtConcurrent::run([file = file_, compute = std::move(compute)] {
        return read_history<Figures>(file, compute);
    }));
}

template <typename Figures, typename Compute, typename Show>
void HistorySection::read_figures(Compute compute, Show show) {
    show_reading();
    read<Figures>(std::move(compute), [this, show = std::move(show)](const auto& read) {
        switch (read.state) {
            case HistoryState::Missing:
                show(Figures{});
                show_missing();
                break;
            case HistoryState::Failed:
                show(Figures{});
                show_note(read.error);
                break;
            case HistoryState::Ready:
                show(read.figures);
                break;
        }
    });
}

}  // namespace dicebox::gui
