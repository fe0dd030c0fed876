#include "game_runner.hpp"

#include <QTimer>
#include <algorithm>

#include "dicebox/house_rule.hpp"

namespace gui {

GameRunner::GameRunner(std::unique_ptr<dicebox::Session> session, std::vector<cli::SeatSpec> seats,
                       std::unique_ptr<dicebox::db::Store> store,
                       std::unique_ptr<dicebox::db::LiveRecorder> recorder, QObject* parent)
    : QObject(parent),
      session_(std::move(session)),
      seats_(std::move(seats)),
      store_(std::move(store)),
      recorder_(std::move(recorder)) {
    for (const auto& seat : seats_) {
        bots_.push_back(seat.bot.empty() ? nullptr : session_->module().make_bot(seat.bot));
    }
    // Recorded first, so that every event anybody sees is already in the history.
    session_->add_observer([this](const dicebox::Session& s, const dicebox::Event& event) {
        recorder_->record(s, event);
        emit happened(event);
    });
}

GameRunner::~GameRunner() = default;

bool GameRunner::is_person(dicebox::Seat seat) const {
    return bots_.at(static_cast<std::size_t>(seat)) == nullptr;
}

void GameRunner::start() {
    QTimer::singleShot(0, this, &GameRunner::advance);
}

void GameRunner::choose(dicebox::Seat seat, const QString& notation) {
    if (ended() || seat != asked_) return;
    guarded([&] {
        const std::string refusal = session_->act(seat, notation.toStdString());
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
        // Chance is rolled at once, and so is every event after it that needs nobody.
        while (session_->state().chance_due()) session_->roll();
        if (session_->state().terminal()) {
            finish();
            return;
        }
        std::vector<dicebox::Seat> to_move;
        session_->state().to_move(to_move);
        const auto bot = std::find_if(to_move.begin(), to_move.end(),
                                      [&](dicebox::Seat seat) { return !is_person(seat); });
        if (bot == to_move.end()) {
            asked_ = to_move.front();
            emit asking(asked_);
            return;
        }
        // On a roll that people decide on too, the bots' decisions are secret like
        // theirs, so they are taken at once; a bot deciding alone is given its pause.
        const bool with_people = std::any_of(to_move.begin(), to_move.end(),
                                             [&](dicebox::Seat seat) { return is_person(seat); });
        const dicebox::Seat seat = *bot;
        QTimer::singleShot(with_people ? 0 : bot_pause_, this,
                           [this, seat] { decide_for_bot(seat); });
    });
}

void GameRunner::decide_for_bot(dicebox::Seat seat) {
    if (stopped_) return;
    guarded([&] {
        auto& bot = *bots_.at(static_cast<std::size_t>(seat));
        session_->act(seat, bot.choose(session_->state(), seat, session_->bot_rng(seat)));
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

}  // namespace gui
