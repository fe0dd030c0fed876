#include "online/online_game.hpp"

#include <QClipboard>
#include <QGuiApplication>

#include "dicebox/db/games.hpp"
#include "dicebox/net/invitation.hpp"

namespace dicebox::gui {

using nlohmann::json;
namespace net = dicebox::net;

namespace {

net::Seating seating_of(const OnlineGame::Seating& seating, net::SeatStore& store) {
    return {seating.open,
            seating.code.toStdString(),
            seating.name.toStdString(),
            seating.token.toStdString(),
            OnlineGame::server_text(seating.server).toStdString(),
            &store};
}

QString text_of(const std::string& text) {
    return QString::fromStdString(text);
}

}  // namespace

void OnlineGame::Front::reconnect_after(std::chrono::seconds wait) {
    game_.retry_.start(std::chrono::milliseconds(wait));
}

void OnlineGame::Front::began() {
    game_.began_at_ = dicebox::db::now_ms();
}

void OnlineGame::Front::asked(const std::vector<std::string>&) {
    game_.asked_ = true;
    emit game_.asking(game_.you());
}

void OnlineGame::Front::decision_refused(const std::string& why) {
    game_.asked_ = true;
    emit game_.refused(game_.you(), text_of(why));
}

void OnlineGame::Front::seats_trouble(const std::string& why) {
    game_.notice_ = text_of(why);
    emit game_.table_changed();
}

void OnlineGame::Front::hand_refused(const std::string& why) {
    game_.notice_ = tr("The server does not hand the seat on: %1").arg(text_of(why));
    emit game_.table_changed();
}

QString OnlineGame::server_text(const QUrl& server) {
    const QString scheme =
        server.scheme() == QStringLiteral("wss") ? QStringLiteral("wss://") : QString();
    QString host = server.host();
    if (host.contains(QLatin1Char(':'))) host = QStringLiteral("[%1]").arg(host);
    return QStringLiteral("%1%2:%3").arg(scheme, host).arg(server.port(7654));
}

OnlineGame::OnlineGame(const Catalog& catalog, std::filesystem::path history, Seating seating,
                       QObject* parent)
    : PlayedGame(parent),
      catalog_(catalog),
      history_(std::move(history)),
      seating_(std::move(seating)),
      front_(*this),
      client_(front_, catalog_.plugins(), seating_of(seating_, store_)) {
    retry_.setSingleShot(true);
    connect(&retry_, &QTimer::timeout, this, [this] {
        connect_link();
        client_.connected();
    });
    connect_link();
    client_.connected();
}

OnlineGame::~OnlineGame() = default;

void OnlineGame::connect_link() {
    if (link_ != nullptr) link_->deleteLater();
    link_ = new ServerLink(
        seating_.server, [this](const json& message) { client_.received(message); },
        [this](const QString& why) { client_.lost(why.toStdString()); }, this);
}

void OnlineGame::seated() {
    try {
        initial_ = dicebox::host::start_game(client_.game()).session;
    } catch (const std::exception& e) {
        stopped_ = true;
        return emit seat_refused(
            tr("Table %1 cannot be set up here: %2").arg(code(), text_of(e.what())));
    }
    emit seat_taken();
}

void OnlineGame::not_seated(const net::Refusal& refusal) {
    const QString why = text_of(refusal.why);
    switch (refusal.kind) {
        case net::Refusal::Kind::Table:
            return emit seat_refused(tr("The server refuses the table: %1").arg(why));
        case net::Refusal::Kind::Seat:
            return emit seat_refused(why);
        case net::Refusal::Kind::Game:
            return emit seat_refused(
                tr("The table plays '%1', which is not among the games here (see Help ▸ Plugins).")
                    .arg(why));
        case net::Refusal::Kind::Rule:
            return emit seat_refused(
                tr("The house rule of table %1 cannot be run here: %2").arg(code(), why));
        case net::Refusal::Kind::Unreachable:
            return emit seat_refused(
                tr("The server at %1 cannot be reached: %2").arg(server(), why));
    }
}

std::unique_ptr<dicebox::State> OnlineGame::view() const {
    if (client_.begun()) {
        try {
            return module().state_from_json(client_.table().at("state"));
        } catch (const std::exception&) {
            // Not a state of this game: what stands before the first event is shown, and the
            // client stops at the first event that does not make a game either.
        }
    }
    return initial().view(you());
}

void OnlineGame::start() {
    // Asked before the tab was there to ask.
    if (asked_) emit asking(you());
}

void OnlineGame::choose(dicebox::Seat seat, const QString& notation) {
    if (seat != you() || !asked_ || ended()) return;
    asked_ = false;
    client_.choose(notation.toStdString());
}

dicebox::host::Hint OnlineGame::hint(dicebox::Seat) {
    throw dicebox::host::NoHint(
        tr("A game at a server is played without the coach.").toStdString());
}

void OnlineGame::finish(const net::CheckedEnd& end) {
    if (!end.unfair.empty())
        return stop(
            tr("The dice of table %1 cannot be trusted: %2").arg(code(), text_of(end.unfair)));
    checked_ = true;
    try {
        dicebox::db::Store store(history_, dicebox::db::Access::Write);
        kept_id_ = net::keep_game(store, end.game, client_.table(), client_.rule(), began_at_,
                                  dicebox::db::now_ms());
    } catch (const std::exception& e) {
        // The game is over either way; what could not be done is said.
        emit table_changed();
        emit finished();
        return emit stopped(
            tr("The game cannot be kept in your history: %1").arg(text_of(e.what())));
    }
    emit table_changed();
    emit finished();
}

void OnlineGame::stopped_by(const net::Stop& stop) {
    const QString why = text_of(stop.why);
    switch (stop.kind) {
        case net::Stop::Kind::Unreachable:
            return this->stop(
                tr("The server at %1 cannot be reached: %2\nYour seat waits for you there: Game ▸ "
                   "Play online takes it back with the token %3.")
                    .arg(server(), why, token()));
        case net::Stop::Kind::NotGivenBack:
            return this->stop(
                tr("The server at %1 does not give the seat back: %2").arg(server(), why));
        case net::Stop::Kind::Unseated:
            return this->stop(
                tr("Your seat at table %1 was taken by a newer connection (your token used "
                   "elsewhere); it is played there now, and not taken back here.")
                    .arg(code()));
        case net::Stop::Kind::Unplayable:
            return this->stop(tr("The game at table %1 cannot go on here: %2").arg(code(), why));
    }
}

void OnlineGame::stop(const QString& why) {
    if (stopped_) return;
    stopped_ = true;
    retry_.stop();
    emit table_changed();
    emit stopped(why);
}

std::vector<QString> OnlineGame::names() const {
    std::vector<QString> names;
    const auto seats = client_.names();
    for (std::size_t seat = 0; seat < seats.size(); ++seat) {
        names.push_back(seats[seat].empty() ? tr("seat %1").arg(seat + 1) : text_of(seats[seat]));
    }
    return names;
}

QString OnlineGame::title() const {
    return tr("%1 · %2").arg(text_of(module().info().name), code());
}

QString OnlineGame::heading() const {
    QString text = tr("<b>%1</b> · table <nobr>%2</nobr> at <nobr>%3</nobr> · the dice sealed with "
                      "SHA-256 %4…")
                       .arg(text_of(module().info().name), code(), server().toHtmlEscaped(),
                            text_of(client_.announced()).left(12));
    if (const auto& rule = client_.rule())
        text += tr(" · house rule: %1").arg(text_of(rule->name()).toHtmlEscaped());
    return text;
}

QString OnlineGame::host_links(dicebox::Seat seat) const {
    const auto bots = module().bots();
    if (client_.host_token().empty() || ended() || bots.empty() || !client_.is_person(seat))
        return {};
    // The bot standing in, or else the game's first, plays on for them.
    std::string bot = client_.stand_in(seat);
    if (bot.empty()) bot = bots.front();
    return tr(" — <a href=\"hand:%1:%2\">let the %2 bot play it</a> · <a href=\"free:%1\">free "
              "the seat</a>")
        .arg(seat)
        .arg(text_of(bot));
}

QString OnlineGame::table_text() const {
    QStringList lines;
    if (!client_.lost_why().empty()) {
        lines << tr("<b>The connection is lost</b> (%1): taking your seat back, try %2 of %3…")
                     .arg(text_of(client_.lost_why()).toHtmlEscaped())
                     .arg(client_.tries())
                     .arg(net::SeatClient::kTries);
    }
    const auto names = this->names();
    QStringList waiting;
    for (std::size_t i = 0; i < names.size(); ++i) {
        const auto seat = static_cast<dicebox::Seat>(i);
        QString line = QStringLiteral("<b>%1</b>").arg(names[i].toHtmlEscaped());
        if (seat == you()) line += tr(" (you)");
        if (!client_.is_person(seat)) line += tr(" (bot)");
        switch (client_.presence(seat)) {
            case net::Presence::Free:
                waiting << names[i].toHtmlEscaped();
                line += tr(" — not here yet");
                break;
            case net::Presence::StoodIn:
                line +=
                    tr(" — away; the %1 bot plays for them").arg(text_of(client_.stand_in(seat)));
                line += host_links(seat);
                break;
            case net::Presence::Away:
                line += tr(" — connection lost");
                line += host_links(seat);
                break;
            case net::Presence::Here:
                if (client_.to_move(seat)) line += tr(" — thinking…");
                break;
        }
        lines << line;
    }
    if (!waiting.isEmpty()) {
        // The link alone on its line: the invitation, which a narrow panel breaks after a /.
        lines << tr("Waiting for %1 to join with the table's link:").arg(waiting.join(tr(", ")));
        lines << QStringLiteral("<b>%1</b>").arg(invitation_link().toHtmlEscaped());
    }
    if (!ended()) {
        lines << tr(
            "<a href=\"copy:link\">Copy the link</a> · <a href=\"copy:code\">Copy the code</a> "
            "· <a href=\"copy:invitation\">Copy an invitation</a>");
    }
    if (!notice_.isEmpty()) lines << notice_.toHtmlEscaped();
    if (checked_) {
        lines << tr(
            "The dice are checked: the seed revealed is the one announced, and it gives "
            "every roll.");
        if (kept_id_ != 0) lines << tr("Kept in your history as game %1.").arg(kept_id_);
    }
    return lines.join(QStringLiteral("<br>"));
}

QString OnlineGame::invitation_link() const {
    return QString::fromStdString(
        net::invitation_link(server_text(seating_.server).toStdString(), code().toStdString()));
}

QString OnlineGame::invitation() const {
    return tr("Join my %1 table: %2 in a browser; or in dicebox, paste it into Game ▸ Play "
              "online, or in a terminal: dicebox join %2 --name YOUR-NAME")
        .arg(text_of(module().info().name), invitation_link());
}

void OnlineGame::follow_link(const QString& link) {
    const QStringList parts = link.split(QLatin1Char(':'));
    if (link == QStringLiteral("copy:link")) {
        QGuiApplication::clipboard()->setText(invitation_link());
    } else if (link == QStringLiteral("copy:code")) {
        QGuiApplication::clipboard()->setText(code());
    } else if (link == QStringLiteral("copy:invitation")) {
        QGuiApplication::clipboard()->setText(invitation());
    } else if (parts.size() >= 2 &&
               (parts[0] == QStringLiteral("hand") || parts[0] == QStringLiteral("free"))) {
        notice_.clear();
        client_.hand(static_cast<dicebox::Seat>(parts[1].toInt()),
                     parts.size() > 2 ? parts[2].toStdString() : std::string());
    }
}

QString OnlineGame::kept_unfinished() const {
    return tr("Your seat at table %1 waits for you at %2: Game ▸ Play online takes it back with "
              "the token %3.")
        .arg(code(), server(), token());
}

}  // namespace dicebox::gui
