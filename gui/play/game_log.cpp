#include "play/game_log.hpp"

#include <QScrollBar>

#include "dicebox/state.hpp"

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

void GameLog::show_all(const dicebox::Session& session) {
    clear();
    hidden_.clear();
    // The whole log is in the past: replayed in a session of its own to tell who was
    // deciding alone at each event.
    dicebox::Session replay(session.module(), session.config(), session.seed());
    replay.add_observer(
        [this](const dicebox::Session& s, const dicebox::Event& event) { add(s, event); });
    replay.replay(session.log_json());
}

void GameLog::add(const dicebox::Session& session, const dicebox::Event& event) {
    const QString text = QString::fromStdString(session.format(event));
    if (event.is_chance()) {
        reveal();
        addItem(tr("Dice: %1").arg(text));
    } else {
        hidden_.push_back(tr("%1: %2").arg(names_.at(static_cast<std::size_t>(event.seat)), text));
        const auto& state = session.state();
        if (deciding_ <= 1 || state.chance_due() || state.terminal()) reveal();
    }
    std::vector<dicebox::Seat> to_move;
    session.state().to_move(to_move);
    deciding_ = to_move.size();
    scrollToBottom();
}

void GameLog::tell(const QString& sentences) {
    // Told only of what everybody has seen: nothing of a secret decision.
    if (!hidden_.empty() || sentences.isEmpty()) return;
    auto* item = new QListWidgetItem(tr("    %1").arg(sentences), this);
    // The palette's muted text colour: the sentences read as a gloss on the notation above.
    item->setForeground(palette().color(QPalette::PlaceholderText));
    item->setToolTip(sentences);
    scrollToBottom();
}

void GameLog::reveal() {
    for (const auto& line : hidden_) addItem(line);
    hidden_.clear();
}

}  // namespace dicebox::gui
