#include "play/game_log.hpp"

#include <QScrollBar>

namespace dicebox::gui {

void show_handle_darker(QAbstractScrollArea& log) {
    log.verticalScrollBar()->setStyleSheet(QStringLiteral(
        "QScrollBar:vertical { background: palette(base); width: 12px; margin: 0; }"
        "QScrollBar::handle:vertical { background: palette(mid); min-height: 24px; "
        "border-radius: 4px; margin: 2px; }"
        "QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }"
        "QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }"));
}

GameLog::GameLog(std::vector<QString> names, QWidget* parent)
    : QListWidget(parent), names_(std::move(names)) {
    setObjectName(QStringLiteral("gameLog"));
    setAccessibleName(tr("Game log"));
    setAlternatingRowColors(true);
    setWordWrap(true);
    show_handle_darker(*this);
}

QString GameLog::line(const dicebox::Told& event, const std::vector<QString>& names,
                      const dicebox::board::BoardView& board) {
    if (event.is_chance()) return tr("Dice: %1").arg(board.written(event));
    const QString& name = names.at(static_cast<std::size_t>(event.seat));
    if (event.hidden()) return tr("%1 has chosen").arg(name);
    return tr("%1: %2").arg(name, board.written(event));
}

void GameLog::show(const std::vector<dicebox::Told>& events,
                   const dicebox::board::BoardView& board) {
    const auto written = [&](const dicebox::Told& event) { return line(event, names_, board); };
    // A game shown anew (the events read again whole) starts the log again.
    if (events.size() < lines_.size()) {
        clear();
        lines_.clear();
    }
    for (std::size_t i = 0; i < lines_.size(); ++i) lines_[i]->setText(written(events[i]));
    for (std::size_t i = lines_.size(); i < events.size(); ++i) {
        lines_.push_back(new QListWidgetItem(written(events[i]), this));
    }
    last_hidden_ = !events.empty() && events.back().hidden();
    scrollToBottom();
}

void GameLog::tell(const QString& sentences) {
    // Nothing is told of a decision the window may not know.
    if (last_hidden_ || sentences.isEmpty()) return;
    auto* item = new QListWidgetItem(tr("    %1").arg(sentences), this);
    // The palette's muted text colour: the sentences read as a gloss on the line above.
    item->setForeground(palette().color(QPalette::PlaceholderText));
    item->setToolTip(sentences);
    scrollToBottom();
}

}  // namespace dicebox::gui
