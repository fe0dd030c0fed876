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
    if (event.hidden()) return hidden_line(event, names, board.table().language);
    const QString& name = names.at(static_cast<std::size_t>(event.seat));
    return tr("%1: %2").arg(name, board.written(event));
}

QString GameLog::hidden_line(const dicebox::Told& event, const std::vector<QString>& names,
                             dicebox::Language language) {
    // A decision the viewer may not know is told alike in every game, from nothing but who
    // decided: core's sentence of it, the one the server sends and the games tell it with.
    std::vector<std::string> named;
    for (const QString& name : names) named.push_back(name.toStdString());
    const nlohmann::json unknown;
    return QString::fromStdString(
        dicebox::notation_sentence({unknown, unknown, event, named, language}));
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
