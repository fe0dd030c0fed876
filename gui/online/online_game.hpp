// A person's seat at a server's table, played in a tab of the app (docs/protocol.md,
// "Network"). The server referees: the app sends the person's decisions and is told of
// every event as the seat may know it. The board is shown a game replayed here from what
// the seat was told (secret choices applied once revealed), so that it draws the table as
// any game; a lost connection is taken back with the seat's token and the game replayed
// again from the events told. At the end the dice are checked against the seed the server
// reveals, and the game is kept in the person's own history, marked as played online.
#pragma once

#include <QString>
#include <QTimer>
#include <QUrl>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

#include "dicebox/host/house_rules.hpp"
#include "online/server_link.hpp"
#include "play/played_game.hpp"
#include "window/catalog.hpp"

namespace dicebox::gui {

class OnlineGame : public PlayedGame {
    Q_OBJECT

  public:
    // How the seat is taken: with `open`, the table is opened first ({"cmd": "open", ...})
    // and the seat kept for `name` taken; else the seat of `token` taken back when it is
    // given, or a seat at table `code` taken with `name`.
    struct Seating {
        QUrl server;
        nlohmann::json open;
        QString code;
        QString name;
        QString token;
    };

    // Connects at once; seated() or seat_refused() tells how it went. The game is kept in
    // `history` at its end.
    OnlineGame(const Catalog& catalog, std::filesystem::path history, Seating seating,
               QObject* parent = nullptr);
    ~OnlineGame() override;

    const QString& code() const { return code_; }
    const QString& token() const { return token_; }
    dicebox::Seat you() const { return you_; }
    // The id of the game in the person's history once it is kept there, else 0.
    std::int64_t kept_id() const { return kept_id_; }

    const dicebox::Session& session() const override { return *session_; }
    std::vector<QString> names() const override;
    bool is_person(dicebox::Seat seat) const override;
    bool ended() const override { return stopped_ || checked_; }
    QString title() const override;
    QString heading() const override;
    QString table_text() const override;
    QString kept_unfinished() const override;
    void start() override;
    void choose(dicebox::Seat seat, const QString& notation) override;
    // A game at a server is played without the coach: the other seats could not tell.
    bool coached() const override { return false; }
    dicebox::host::Hint hint(dicebox::Seat seat) override;

  signals:
    // The seat is taken: the game can be shown.
    void seated();
    // The seat could not be taken (a refusal, a server not there): why, in words.
    void seat_refused(const QString& why);

  private:
    void connect_link();
    void take_seat();
    // The answer that seats this connection: the table, its game and its house rule.
    void sit(const nlohmann::json& answer);
    // Replays the game here from the events told (the `log` request), then goes on with
    // the pushes read meanwhile.
    void catch_up();
    void pushed(const nlohmann::json& push);
    void follow(nlohmann::json push);
    // Applies a decision told in notation, or a roll; the event it made.
    void apply(const nlohmann::json& event);
    void ask_if_due();
    void lost(const QString& why);
    void take_back();
    void finish();
    // The game stops here: why, told once.
    void stop(const QString& why);

    const Catalog& catalog_;
    std::filesystem::path history_;
    Seating seating_;
    ServerLink* link_ = nullptr;
    QString code_;
    QString token_;
    dicebox::Seat you_ = dicebox::kOnlooker;
    nlohmann::json table_;  // the table as last told
    const dicebox::GameModule* module_ = nullptr;
    dicebox::host::ScriptPtr rule_;
    QString announced_;  // the SHA-256 of the seed, as first told
    std::unique_ptr<dicebox::Session> session_;
    // Decisions told without what they were (secret until the last on the roll), which
    // the game here has not had yet.
    std::size_t untold_ = 0;
    // Pushes read while the game is replayed from the log, gone through after.
    std::vector<nlohmann::json> held_;
    bool catching_up_ = false;
    bool asked_ = false;   // the person is being asked
    bool acting_ = false;  // a decision sent, not answered yet
    // The connection: lost (and why), how many times tried again since.
    QString lost_;
    int tries_ = 0;
    QTimer retry_;
    std::int64_t began_at_ = 0;  // when the game began, as this seat saw it
    bool checked_ = false;       // the dice checked at the end
    std::int64_t kept_id_ = 0;
    bool stopped_ = false;
};

}  // namespace dicebox::gui
