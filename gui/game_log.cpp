#include "game_log.hpp"

#include "dicebox/state.hpp"

namespace gui {

GameLog::GameLog(std::vector<QString> names, QWidget* parent)
    : QListWidget(parent), names_(std::move(names)) {
    setObjectName(QStringLiteral("gameLog"));
    setAccessibleName(tr("Game log"));
    setAlternatingRowColors(true);
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

void GameLog::reveal() {
    for (const auto& line : hidden_) addItem(line);
    hidden_.clear();
}

}  // namespace gui
