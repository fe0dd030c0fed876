#include "play/game_runner.hpp"

#include <QTimer>

#include "dicebox/house_rule.hpp"

namespace dicebox::gui {

namespace {

// By seat, the bot deciding for it, or null for a person.
std::vector<std::unique_ptr<dicebox::Bot>> bots_of(
    const dicebox::GameModule& module, const std::vector<dicebox::host::SeatSpec>& seats) {
    std::vector<std::unique_ptr<dicebox::Bot>> bots;
    for (const auto& seat : seats) {
        bots.push_back(seat.bot.empty() ? nullptr : module.make_bot(seat.bot));
    }
    return bots;
}

}  // namespace

GameRunner::GameRunner(std::unique_ptr<dicebox::Session> session,
                       std::vector<dicebox::host::SeatSpec> seats,
                       std::unique_ptr<dicebox::db::Store> store,
                       std::unique_ptr<dicebox::db::LiveRecorder> recorder, QObject* parent)
    : PlayedGame(parent),
      session_(std::move(session)),
      seats_(std::move(seats)),
      match_(*session_, bots_of(session_->module(), seats_)),
      store_(std::move(store)),
      recorder_(std::move(recorder)),
      coach_(session_->module().make_coach(session_->state())) {
    // Recorded first, so that every event anybody sees is already in the history.
    session_->add_observer([this](const dicebox::Session& s, const dicebox::Event& event) {
        recorder_->record(s, event);
        emit happened();
    });
}

GameRunner::~GameRunner() = default;

std::vector<QString> GameRunner::names() const {
    std::vector<QString> names;
    for (const auto& seat : seats_) names.push_back(QString::fromStdString(seat.name));
    return names;
}

QString GameRunner::title() const {
    return tr("%1 · %2").arg(QString::fromStdString(session_->module().info().name)).arg(game_id());
}

QString GameRunner::heading() const {
    QString text = tr("<b>%1</b> · game %2 · seed %3")
                       .arg(QString::fromStdString(session_->module().info().name))
                       .arg(game_id())
                       .arg(session_->seed());
    if (const auto& rule = session_->config().rule) {
        text += tr(" · house rule: %1").arg(QString::fromStdString(rule->name()).toHtmlEscaped());
    }
    return text;
}

QString GameRunner::kept_unfinished() const {
    return tr("Game %1 stays in the history, unfinished: Game ▸ Resume goes on with it.")
        .arg(game_id());
}

void GameRunner::start() {
    QTimer::singleShot(0, this, &GameRunner::advance);
}

dicebox::host::Hint GameRunner::hint(dicebox::Seat seat) {
    if (!coach_) dicebox::host::coach_of(*session_);  // throws, saying there is none
    if (ended() || seat != asked_)
        throw dicebox::host::NoHint(tr("Nobody is asked now.").toStdString());
    auto hint = dicebox::host::hint(*coach_, *session_, seat, dicebox::host::names_of(seats_));
    guarded([&] { recorder_->hinted(seat); });
    return hint;
}

void GameRunner::choose(dicebox::Seat seat, const QString& notation) {
    if (ended() || seat != asked_) return;
    guarded([&] {
        const std::string refusal = match_.take(seat, notation.toStdString());
        if (!refusal.empty()) {
            emit refused(seat, QString::fromStdString(refusal));
            return;
        }
        asked_ = dicebox::kChanceSeat;
        advance();
    });
}

void GameRunner::advance() {
    if (stopped_) return;
    guarded([&] {
        const auto& due = match_.advance();
        if (due.over) {
            finish();
            return;
        }
        if (!due.bot) {
            // Hot seat: the people are asked one at a time, in seat order.
            asked_ = due.people.front();
            emit asking(asked_);
            return;
        }
        // A bot's decision told at once is given its pause, so that people can follow; one
        // the rules hold (EXTRA!'s choice while people still choose) is taken at once.
        const dicebox::Seat seat = *due.bot;
        const bool held = dicebox::decides_in_secret(session_->state(), seat);
        QTimer::singleShot(held ? 0 : bot_pause_, this, [this, seat] { decide_for_bot(seat); });
    });
}

void GameRunner::decide_for_bot(dicebox::Seat seat) {
    if (stopped_) return;
    guarded([&] {
        match_.let_bot_decide(seat);
        advance();
    });
}

void GameRunner::finish() {
    recorder_->finish(session_->state());
    emit finished();
}

template <class Step>
void GameRunner::guarded(Step step) {
    try {
        step();
    } catch (const dicebox::db::StoreError& e) {
        stopped_ = true;
        emit stopped(tr("The history cannot be written: %1\nThe game stops here; what was "
                        "played so far is kept.")
                         .arg(QString::fromStdString(e.what())));
    } catch (const std::exception& e) {
        // A failing house rule (HookError) or a plugin's error: the game cannot go on,
        // but what was played stays in the history, marked aborted.
        stopped_ = true;
        QString kept = tr("The game so far is kept in the history as aborted.");
        try {
            recorder_->abort();
        } catch (const dicebox::db::StoreError& store) {
            kept = QString::fromStdString(store.what());
        }
        const QString what = dynamic_cast<const dicebox::HookError*>(&e) != nullptr
                                 ? tr("The house rule stopped game %1: %2")
                                 : tr("Game %1 stopped on an error: %2");
        emit stopped(what.arg(recorder_->id()).arg(QString::fromStdString(e.what())) +
                     QStringLiteral("\n") + kept);
    }
}

}  // namespace dicebox::gui
