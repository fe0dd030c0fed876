#include "online/online_game.hpp"

#include <algorithm>

#include "dicebox/db/games.hpp"
#include "dicebox/net/table_view.hpp"

namespace dicebox::gui {

using nlohmann::json;

namespace {

// A lost connection is tried again after 1, 2, 4, 8, 8 and 8 seconds: half a minute, as
// long as a server takes to be started again (as `dicebox join` does).
constexpr int kTries = 6;

QString text_of(const json& value) {
    return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString();
}

bool seat_in(const json& seats, dicebox::Seat seat) {
    return seats.is_array() && std::find(seats.begin(), seats.end(), json(seat)) != seats.end();
}

// Whether the decision after `table` was its seat's alone (then no secret): the only
// seat to move.
bool decided_alone(const json& table) {
    const json& to_move = table.at("state").at("to_move");
    return to_move.is_array() && to_move.size() == 1;
}

}  // namespace

OnlineGame::OnlineGame(const Catalog& catalog, std::filesystem::path history, Seating seating,
                       QObject* parent)
    : PlayedGame(parent),
      catalog_(catalog),
      history_(std::move(history)),
      seating_(std::move(seating)),
      token_(seating_.token) {
    retry_.setSingleShot(true);
    connect(&retry_, &QTimer::timeout, this, &OnlineGame::take_back);
    connect_link();
    if (!seating_.open.is_null()) {
        link_->request(seating_.open, [this](const json& answer) {
            if (answer.value("ok", false) != true)
                return emit seat_refused(tr("The server refuses the table: %1")
                                             .arg(text_of(answer.value("error", json()))));
            seating_.code = text_of(answer.at("code"));
            take_seat();
        });
    } else {
        take_seat();
    }
}

OnlineGame::~OnlineGame() = default;

void OnlineGame::connect_link() {
    if (link_ != nullptr) link_->deleteLater();
    link_ = new ServerLink(
        seating_.server, [this](const json& push) { pushed(push); },
        [this](const QString& why) { lost(why); }, this);
}

void OnlineGame::take_seat() {
    const json request = token_.isEmpty()
                             ? json{{"cmd", "join"},
                                    {"code", seating_.code.toStdString()},
                                    {"name", seating_.name.toStdString()}}
                             : json{{"cmd", "rejoin"}, {"token", token_.toStdString()}};
    link_->request(request, [this](const json& answer) {
        if (answer.value("ok", false) != true)
            return emit seat_refused(text_of(answer.value("error", json())));
        sit(answer);
        if (session_) emit seated();
    });
}

void OnlineGame::sit(const json& answer) {
    table_ = answer.at("table");
    you_ = answer.at("seat").get<dicebox::Seat>();
    if (answer.contains("token")) token_ = text_of(answer.at("token"));
    code_ = text_of(table_.at("table"));
    const std::string game = table_.at("game").get<std::string>();
    module_ = catalog_.plugins().find(game);
    if (module_ == nullptr)
        return emit seat_refused(
            tr("The table plays '%1', which is not among the games here (see Help ▸ Plugins).")
                .arg(QString::fromStdString(game)));
    auto rule = net::rule_of_table(*module_, answer);
    if (!rule)
        return emit seat_refused(tr("The house rule of table %1 cannot be run here: %2")
                                     .arg(code_, QString::fromStdString(rule.error())));
    rule_ = *rule;
    announced_ = text_of(table_.at("seed_hash"));
    try {
        session_ = dicebox::host::start_game(net::game_of_table(*module_, table_, rule_)).session;
    } catch (const std::exception& e) {
        session_.reset();
        return emit seat_refused(
            tr("Table %1 cannot be set up here: %2").arg(code_, QString::fromStdString(e.what())));
    }
    // The pushes of the game that began as this seat was taken came before: older news.
    held_.clear();
}

void OnlineGame::start() {
    if (table_.contains("state")) catch_up();
}

void OnlineGame::catch_up() {
    // A game under way when the seat was taken began, as far as this seat knows, now.
    if (began_at_ == 0) began_at_ = dicebox::db::now_ms();
    catching_up_ = true;
    link_->request({{"cmd", "log"}}, [this](const json& answer) {
        catching_up_ = false;
        if (answer.value("ok", false) != true)
            return stop(tr("The server does not tell the game's events: %1")
                            .arg(text_of(answer.value("error", json()))));
        // What the tab has been shown already: the events before those missed.
        const std::size_t shown = session_ ? session_->log().size() : 0;
        try {
            session_ =
                dicebox::host::start_game(net::game_of_table(*module_, table_, rule_)).session;
            const json& log = answer.at("log");
            for (const json& event : log) apply(event);
            if (!held_.empty()) table_ = held_.back();
            held_.clear();
            untold_ = table_.value("events", log.size()) - log.size();
        } catch (const std::exception& e) {
            return stop(tr("The events told do not make a game of %1: %2")
                            .arg(title(), QString::fromStdString(e.what())));
        }
        // The events missed are shown as if they came one by one.
        for (std::size_t i = std::min(shown, session_->log().size()); i < session_->log().size();
             ++i)
            emit happened(session_->log()[i]);
        emit table_changed();
        asked_ = false;
        if (table_.contains("seed")) return finish();
        ask_if_due();
    });
}

void OnlineGame::pushed(const json& push) {
    if (stopped_ || checked_) return;
    if (!session_ || catching_up_) {
        held_.push_back(push);
        return;
    }
    follow(push);
}

void OnlineGame::follow(json push) {
    push.erase("push");
    const json before = std::move(table_);
    table_ = std::move(push);
    emit table_changed();
    if (!table_.contains("state")) return;
    const bool begun_now = !before.contains("state");
    if (begun_now) began_at_ = dicebox::db::now_ms();
    if (const auto event = table_.find("event"); event != table_.end() && !begun_now) {
        const std::size_t known = session_->log().size();
        try {
            if (event->contains("revealed")) {
                for (const json& decision : event->at("revealed")) apply(decision);
                untold_ = 0;
            } else if (event->contains("chance") ||
                       (event->contains("action") && decided_alone(before))) {
                apply(*event);
            } else {
                ++untold_;
            }
        } catch (const std::exception& e) {
            return stop(tr("The server told of an event that the rules here do not take: %1")
                            .arg(QString::fromStdString(e.what())));
        }
        if (session_->log().size() + untold_ != table_.value("events", 0u)) return catch_up();
        for (std::size_t i = known; i < session_->log().size(); ++i) {
            asked_ = false;
            emit happened(session_->log()[i]);
        }
    } else if (begun_now && table_.value("events", 0u) > 0) {
        return catch_up();
    }
    if (table_.contains("seed")) return finish();
    ask_if_due();
}

void OnlineGame::apply(const json& event) {
    const std::string why =
        event.contains("chance")
            ? session_->force(event.at("chance").get<std::string>())
            : session_->act(event.at("seat").get<dicebox::Seat>(),
                            std::string_view(event.at("action").get<std::string>()));
    if (!why.empty()) throw std::runtime_error(why);
}

void OnlineGame::ask_if_due() {
    if (asked_ || acting_ || !lost_.isEmpty() || !table_.contains("state")) return;
    if (!seat_in(table_["state"].value("to_move", json()), you_)) return;
    asked_ = true;
    emit asking(you_);
}

void OnlineGame::choose(dicebox::Seat seat, const QString& notation) {
    if (seat != you_ || !asked_ || acting_ || ended()) return;
    acting_ = true;
    link_->request({{"cmd", "act"}, {"action", notation.toStdString()}},
                   [this, seat](const json& answer) {
                       acting_ = false;
                       if (answer.value("ok", false) != true)
                           return emit refused(seat, text_of(answer.value("error", json())));
                       asked_ = false;
                       ask_if_due();
                   });
}

dicebox::host::Hint OnlineGame::hint(dicebox::Seat) {
    throw dicebox::host::NoHint(
        tr("A game at a server is played without the coach.").toStdString());
}

void OnlineGame::lost(const QString& why) {
    if (stopped_ || checked_) return;
    if (!session_)
        return emit seat_refused(
            tr("The server at %1 cannot be reached: %2").arg(seating_.server.toString(), why));
    if (tries_ >= kTries)
        return stop(tr("The server at %1 cannot be reached: %2\nYour seat waits for you there: "
                       "Game ▸ Play online takes it back with the token %3.")
                        .arg(seating_.server.toString(), why, token_));
    lost_ = why;
    acting_ = false;
    asked_ = false;
    retry_.start(std::min(1 << tries_, 8) * 1000);
    ++tries_;
    emit table_changed();
}

void OnlineGame::take_back() {
    connect_link();
    link_->request(
        {{"cmd", "rejoin"}, {"token", token_.toStdString()}}, [this](const json& answer) {
            if (answer.value("ok", false) != true)
                return stop(
                    tr("The server at %1 does not give the seat back: %2")
                        .arg(seating_.server.toString(), text_of(answer.value("error", json()))));
            lost_.clear();
            tries_ = 0;
            table_ = answer.at("table");
            emit table_changed();
            if (table_.contains("state")) catch_up();
        });
}

void OnlineGame::finish() {
    try {
        auto checked = net::checked_end(net::game_of_table(*module_, table_, rule_), table_,
                                        announced_.toStdString());
        if (!checked.unfair.empty())
            return stop(tr("The dice of table %1 cannot be trusted: %2")
                            .arg(code_, QString::fromStdString(checked.unfair)));
        checked_ = true;
        dicebox::db::Store store(history_, dicebox::db::Access::Write);
        kept_id_ =
            net::keep_game(store, checked.game, table_, rule_, began_at_, dicebox::db::now_ms());
    } catch (const std::exception& e) {
        // The game is over either way; what could not be done is said.
        if (!checked_) return stop(QString::fromStdString(e.what()));
        emit table_changed();
        emit finished();
        return emit stopped(tr("The game cannot be kept in your history: %1")
                                .arg(QString::fromStdString(e.what())));
    }
    emit table_changed();
    emit finished();
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
    const json& seats = table_.at("seats");
    for (std::size_t seat = 0; seat < seats.size(); ++seat) {
        QString name = text_of(seats[seat].at("name"));
        if (name.isEmpty()) name = text_of(seats[seat].value("kept_for", json()));
        if (name.isEmpty()) name = tr("seat %1").arg(seat + 1);
        names.push_back(name);
    }
    return names;
}

bool OnlineGame::is_person(dicebox::Seat seat) const {
    return !table_.at("seats").at(static_cast<std::size_t>(seat)).contains("bot");
}

QString OnlineGame::title() const {
    return tr("%1 · %2").arg(QString::fromStdString(module_->info().name), code_);
}

QString OnlineGame::heading() const {
    QString text = tr("<b>%1</b> · table %2 at %3 · the dice sealed with SHA-256 %4…")
                       .arg(QString::fromStdString(module_->info().name), code_,
                            seating_.server.toString().toHtmlEscaped(), announced_.left(12));
    if (rule_)
        text += tr(" · house rule: %1").arg(QString::fromStdString(rule_->name()).toHtmlEscaped());
    return text;
}

QString OnlineGame::table_text() const {
    QStringList lines;
    if (!lost_.isEmpty()) {
        lines << tr("<b>The connection is lost</b> (%1): taking your seat back, try %2 of %3…")
                     .arg(lost_.toHtmlEscaped())
                     .arg(tries_)
                     .arg(kTries);
    }
    const json& seats = table_.at("seats");
    const json to_move =
        table_.contains("state") ? table_["state"].value("to_move", json()) : json();
    const auto names = this->names();
    QStringList waiting;
    for (std::size_t i = 0; i < seats.size(); ++i) {
        const auto seat = static_cast<dicebox::Seat>(i);
        const json& one = seats[i];
        QString line = QStringLiteral("<b>%1</b>").arg(names[i].toHtmlEscaped());
        if (seat == you_) line += tr(" (you)");
        if (one.contains("bot")) line += tr(" (bot)");
        if (one.at("name").is_null()) {
            waiting << names[i].toHtmlEscaped();
            line += tr(" — not here yet");
        } else if (one.contains("stand_in")) {
            line += tr(" — away; the %1 bot plays for them")
                        .arg(QString::fromStdString(one["stand_in"].get<std::string>()));
        } else if (one.value("away", false)) {
            line += tr(" — connection lost");
        } else if (seat_in(to_move, seat) && !table_.contains("seed")) {
            line += tr(" — thinking…");
        }
        lines << line;
    }
    if (!waiting.isEmpty()) {
        lines << tr("Waiting for %1 to join: table <b>%2</b> at %3.")
                     .arg(waiting.join(tr(", ")), code_,
                          seating_.server.toString().toHtmlEscaped());
    }
    if (checked_) {
        lines << tr(
            "The dice are checked: the seed revealed is the one announced, and it gives "
            "every roll.");
        if (kept_id_ != 0) lines << tr("Kept in your history as game %1.").arg(kept_id_);
    }
    return lines.join(QStringLiteral("<br>"));
}

QString OnlineGame::kept_unfinished() const {
    return tr("Your seat at table %1 waits for you at %2: Game ▸ Play online takes it back with "
              "the token %3.")
        .arg(code_, seating_.server.toString(), token_);
}

}  // namespace dicebox::gui
