// A person's seat at a server's table, played in a tab of the app (docs/protocol.md,
// "Network"): the one client of the protocol (dicebox/net/seat_client.hpp) drawn in the
// app's event loop. The server referees: the app sends the person's decisions and is told
// of every event as the seat may know it, and the board draws the seat's own view; a lost
// connection is taken back with the seat's token. At the end the dice are checked against
// the seed the server reveals, and the game is kept in the person's own history, marked as
// played online.
#pragma once

#include <QString>
#include <QTimer>
#include <QUrl>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

#include "dicebox/net/seat_client.hpp"
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

    // Connects at once; seat_taken() or seat_refused() tells how it went. The game is kept
    // in `history` at its end.
    OnlineGame(const Catalog& catalog, std::filesystem::path history, Seating seating,
               QObject* parent = nullptr);
    ~OnlineGame() override;

    QString code() const { return QString::fromStdString(client_.code()); }
    QString token() const { return QString::fromStdString(client_.token()); }
    dicebox::Seat you() const { return client_.you(); }
    // The id of the game in the person's history once it is kept there, else 0.
    std::int64_t kept_id() const { return kept_id_; }

    const dicebox::GameModule& module() const override { return client_.module(); }
    const dicebox::State& initial() const override { return initial_->initial(); }
    std::unique_ptr<dicebox::State> view() const override;
    std::vector<dicebox::Told> told() const override { return client_.told(); }
    std::vector<QString> names() const override;
    bool is_person(dicebox::Seat seat) const override { return client_.is_person(seat); }
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
    // "copy:link", "copy:code", "copy:invitation": to the clipboard; "hand:SEAT:BOT", "free:SEAT":
    // the host's word for a seat whose person is away.
    void follow_link(const QString& link) override;
    // The line to paste into a chat that tells how to join the table.
    QString invitation() const;
    // The invitation as a link a browser opens: http(s)://HOST:PORT/t/CODE.
    QString invitation_link() const;
    // The server as both clients write it in the seats they keep ("127.0.0.1:7654",
    // "wss://example.org:7654").
    static QString server_text(const QUrl& server);

  signals:
    // The seat is taken: the game can be shown.
    void seat_taken();
    // The seat could not be taken (a refusal, a server not there): why, in words.
    void seat_refused(const QString& why);

  private:
    // What the client asks of the app and tells it.
    class Front : public dicebox::net::SeatFront {
      public:
        explicit Front(OnlineGame& game) : game_(game) {}
        void send(const std::string& message) override { game_.link_->send(message); }
        void reconnect_after(std::chrono::seconds wait) override;
        void seated() override { game_.seated(); }
        void refused(const dicebox::net::Refusal& refusal) override { game_.not_seated(refusal); }
        void table_changed() override { emit game_.table_changed(); }
        void began() override;
        void told(std::size_t, const dicebox::Told&,
                  const std::vector<dicebox::Revealed>&) override {
            emit game_.happened();
        }
        void caught_up() override { emit game_.happened(); }
        void asked(const std::vector<std::string>&) override;
        void decision_refused(const std::string& why) override;
        void seats_trouble(const std::string& why) override;
        void hand_refused(const std::string& why) override;
        void ended(const dicebox::net::CheckedEnd& end) override { game_.finish(end); }
        void stopped(const dicebox::net::Stop& stop) override { game_.stopped_by(stop); }

      private:
        OnlineGame& game_;
    };

    void connect_link();
    void seated();
    void not_seated(const dicebox::net::Refusal& refusal);
    void finish(const dicebox::net::CheckedEnd& end);
    void stopped_by(const dicebox::net::Stop& stop);
    // The game stops here: why, told once.
    void stop(const QString& why);
    QString server() const { return seating_.server.toString(); }
    // For the host, the links that hand `seat`, whose person is away, to a bot or free it.
    QString host_links(dicebox::Seat seat) const;

    const Catalog& catalog_;
    std::filesystem::path history_;
    Seating seating_;
    Front front_;
    dicebox::net::SeatStore store_;
    ServerLink* link_ = nullptr;
    dicebox::net::SeatClient client_;
    // The game as the table is set up, before its first event.
    std::unique_ptr<dicebox::Session> initial_;
    bool asked_ = false;  // the person is being asked
    QTimer retry_;
    std::int64_t began_at_ = 0;  // when the game began, as this seat saw it
    bool checked_ = false;       // the dice checked at the end
    std::int64_t kept_id_ = 0;
    bool stopped_ = false;
    // What the table's text says besides: the seat not kept here, the host's word refused.
    QString notice_;
};

}  // namespace dicebox::gui
