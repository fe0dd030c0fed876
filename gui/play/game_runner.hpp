// One game played in the app: its session, the history recording it, and who decides
// for each seat.
//
// The runner drives the game's Match in the event loop: it steps on at once where the
// match needs nobody, gives a bot deciding alone its pause (a timer), and waits for a
// person's decision, which the board hands in as notation. Every event is recorded the
// moment it happens, before anybody is told of it, so closing the app loses nothing.
#pragma once

#include <QString>
#include <memory>
#include <vector>

#include "dicebox/db/recorder.hpp"
#include "dicebox/host/hint.hpp"
#include "dicebox/host/lineup.hpp"
#include "dicebox/match.hpp"
#include "dicebox/session.hpp"
#include "play/played_game.hpp"

namespace dicebox::gui {

class GameRunner : public PlayedGame {
    Q_OBJECT

  public:
    // `recorder` writes into `store`; both are the runner's from now on.
    GameRunner(std::unique_ptr<dicebox::Session> session,
               std::vector<dicebox::host::SeatSpec> seats,
               std::unique_ptr<dicebox::db::Store> store,
               std::unique_ptr<dicebox::db::LiveRecorder> recorder, QObject* parent = nullptr);
    ~GameRunner() override;

    // The whole game, which only the runner and the history see.
    const dicebox::Session& session() const { return *session_; }
    const dicebox::GameModule& module() const override { return session_->module(); }
    const dicebox::State& initial() const override { return session_->initial(); }
    std::unique_ptr<dicebox::State> view() const override {
        return session_->state().view(dicebox::kOnlooker);
    }
    std::vector<dicebox::Told> told() const override { return session_->told(dicebox::kOnlooker); }
    const std::vector<dicebox::host::SeatSpec>& seats() const { return seats_; }
    std::int64_t game_id() const { return recorder_->id(); }
    std::vector<QString> names() const override;
    bool is_person(dicebox::Seat seat) const override { return match_.is_person(seat); }
    bool ended() const override { return stopped_ || session_->state().terminal(); }
    // "EXTRA! · 12"; "EXTRA! · game 12 · seed 7 · house rule: Gentle".
    QString title() const override;
    QString heading() const override;
    QString kept_unfinished() const override;

    // How long a bot "thinks" before its decision is shown, so that people can follow;
    // its decisions on a roll that people are deciding on too are taken at once.
    void set_bot_pause(int milliseconds) { bot_pause_ = milliseconds; }
    int bot_pause() const { return bot_pause_; }

    // Plays on from where the session stands (a new game, or a resumed one).
    void start() override;
    void choose(dicebox::Seat seat, const QString& notation) override;
    bool coached() const override { return coach_ != nullptr; }
    // From the seat's view, kept in the history as a hint given.
    dicebox::host::Hint hint(dicebox::Seat seat) override;
    // stopped(): a failing house rule, or the history cannot be written.

  private:
    // Steps on to the next decision, or to the end.
    void advance();
    void decide_for_bot(dicebox::Seat seat);
    void finish();
    // Runs a step of the game; an error stops the game, kept in the history.
    template <class Step>
    void guarded(Step step);

    std::unique_ptr<dicebox::Session> session_;
    std::vector<dicebox::host::SeatSpec> seats_;
    dicebox::Match match_;  // steps session_
    std::unique_ptr<dicebox::db::Store> store_;
    std::unique_ptr<dicebox::db::LiveRecorder> recorder_;
    // Made with the game, so that a coach that prepares (Exxtra's solved race) is ready
    // by the first hint; null for a game without one.
    std::unique_ptr<dicebox::Coach> coach_;
    int bot_pause_ = 600;
    dicebox::Seat asked_ = dicebox::kChanceSeat;  // the person asked, if any
    bool stopped_ = false;
};

}  // namespace dicebox::gui
