#include "dicebox/net/seat_client.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "dicebox/host/request.hpp"
#include "dicebox/names.hpp"

namespace dicebox::net {

using nlohmann::json;

namespace {

std::string text_of(const json& value) {
    return value.is_string() ? value.get<std::string>() : std::string();
}

// The names the table's seats show, made printable (dicebox/names.hpp): the server
// refuses a name that is not, and the client does not trust another to.
void printable_names(json& table) {
    const auto seats = table.find("seats");
    if (seats == table.end() || !seats->is_array()) return;
    for (json& seat : *seats) {
        if (!seat.is_object()) continue;
        for (const char* field : {"name", "kept_for", "stand_in"}) {
            const auto text = seat.find(field);
            if (text != seat.end() && text->is_string())
                *text = dicebox::printable(text->get<std::string>());
        }
    }
}

const json& seats_of(const json& table) {
    static const json none = json::array();
    const auto seats = table.find("seats");
    return seats != table.end() && seats->is_array() ? *seats : none;
}

}  // namespace

std::chrono::seconds SeatClient::wait_before(int attempt) {
    return std::chrono::seconds(std::min(1 << std::clamp(attempt, 0, 3), 8));
}

SeatClient::SeatClient(SeatFront& front, const dicebox::PluginRegistry& games, Seating seating)
    : front_(front), games_(games), seating_(std::move(seating)) {}

void SeatClient::send(Asked kind, const json& request) {
    waiting_.push_back(kind);
    front_.send(host::message_text(request));
}

void SeatClient::connected() {
    if (done_) return;
    waiting_.clear();
    if (seated()) {
        send(Asked::Rejoin, {{"cmd", "rejoin"}, {"token", token_}});
    } else {
        take_seat();
    }
}

void SeatClient::take_seat() {
    if (!seating_.open.is_null() && seating_.code.empty()) {
        send(Asked::Open, seating_.open);
    } else if (!seating_.token.empty()) {
        send(Asked::Rejoin, {{"cmd", "rejoin"}, {"token", seating_.token}});
    } else if (const auto held = held_seat()) {
        // The person sat there before (their client crashed, or was closed).
        stored_token_ = true;
        seating_.token = held->token;
        host_token_ = held->host_token;
        send(Asked::Rejoin, {{"cmd", "rejoin"}, {"token", seating_.token}});
    } else {
        send(Asked::Join, {{"cmd", "join"}, {"code", seating_.code}, {"name", seating_.name}});
    }
}

void SeatClient::received(const json& message) {
    if (done_) return;
    try {
        if (message.value("push", json()) == "unseated")
            return stop(Stop::Kind::Unseated, text_of(message.value("why", json())));
        if (message.contains("push")) {
            if (seated()) {
                pushed(message);
            } else {
                early_.push_back(message);
            }
        } else if (message.contains("ok") && !waiting_.empty()) {
            const Asked kind = waiting_.front();
            waiting_.pop_front();
            answered(kind, message);
        }
    } catch (const std::exception& e) {
        // A field missing or of another type, an event that is not one: not the protocol.
        stop(Stop::Kind::Unplayable,
             fmt::format("the server's message is not the protocol's: {}", e.what()));
    }
}

void SeatClient::answered(Asked kind, const json& answer) {
    const bool ok = answer.value("ok", false) == true;
    const std::string why = text_of(answer.value("error", json()));
    switch (kind) {
        case Asked::Open:
            if (!ok) return refuse(Refusal::Kind::Table, why);
            seating_.code = answer.at("code").get<std::string>();
            host_token_ = text_of(answer.value("host_token", json()));
            front_.opened(seating_.code);
            return send(Asked::Join,
                        {{"cmd", "join"}, {"code", seating_.code}, {"name", seating_.name}});
        case Asked::Join:
        case Asked::Rejoin:
            if (!seated()) {
                if (!ok && std::exchange(stored_token_, false)) {
                    // The seat held is no more (the game over, the seat handed on): a seat
                    // is asked for with the name.
                    forget_seat(std::exchange(seating_.token, {}));
                    host_token_.clear();
                    return take_seat();
                }
                if (!ok) return refuse(Refusal::Kind::Seat, why);
                return sit(answer);
            }
            if (!ok) {
                forget_seat(token_);
                return stop(Stop::Kind::NotGivenBack, why);
            }
            lost_.clear();
            tries_ = 0;
            show(answer.at("table"));
            front_.back();
            front_.table_changed();
            if (begun()) return catch_up();
            return;
        case Asked::Legal:
            if (ok && !acting_ && !over() && to_move(you_)) {
                legal_ = answer.at("actions").get<std::vector<std::string>>();
                return front_.asked(legal_);
            }
            asked_ = false;
            return ask_if_due();
        case Asked::Act:
            acting_ = false;
            if (ok) {
                asked_ = false;
            } else {
                front_.decision_refused(dicebox::printable(why));
            }
            // Still asked after a refusal: the legal choices are told again only to a
            // decision made before they were.
            return ask_if_due();
        case Asked::Log:
            return caught_up(answer);
        case Asked::Hand:
            if (!ok) front_.hand_refused(dicebox::printable(why));
            return;
    }
}

void SeatClient::sit(const json& answer) {
    you_ = answer.at("seat").get<Seat>();
    token_ = answer.contains("token") ? answer.at("token").get<std::string>() : seating_.token;
    const json& table = answer.at("table");
    code_ = table.at("table").get<std::string>();
    const std::string game = table.at("game").get<std::string>();
    const auto* module = games_.find(game);
    if (module == nullptr) return refuse(Refusal::Kind::Game, game);
    auto rule = rule_of_table(*module, answer);
    if (!rule) return refuse(Refusal::Kind::Rule, rule.error());
    module_ = module;
    rule_ = *rule;
    announced_ = table.at("seed_hash").get<std::string>();
    // The game may have begun as the seat was taken: its first pushes came before the
    // answer, and tell its first events, from the table as it stood before.
    auto early = std::exchange(early_, {});
    table_ = table;
    printable_names(table_);
    if (!early.empty()) {
        for (const char* game_so_far : {"state", "event", "events", "seed", "log"})
            table_.erase(game_so_far);
    }
    keep_seat();
    front_.seated();
    for (json& push : early) pushed(std::move(push));
    show(table);
    front_.table_changed();
    if (begun() && told_.size() != table_.value("events", std::size_t{0})) return catch_up();
    if (over()) return finish();
    ask_if_due();
}

void SeatClient::show(json table) {
    const json before = std::move(table_);
    table_ = std::move(table);
    printable_names(table_);
    const json& was = seats_of(before);
    const json& now = seats_of(table_);
    std::vector<SeatChange> changes;
    for (std::size_t i = 0; i < now.size() && i < was.size(); ++i) {
        const auto seat = static_cast<Seat>(i);
        if (seat == you_) continue;
        if (was[i].value("name", json()).is_null() && now[i].value("name", json()).is_string())
            changes.push_back({SeatChange::Kind::Taken, seat});
        const bool away = now[i].value("away", false);
        if (away != was[i].value("away", false))
            changes.push_back({away ? SeatChange::Kind::Away : SeatChange::Kind::Back, seat});
        if (now[i].contains("stand_in") && !was[i].contains("stand_in"))
            changes.push_back({SeatChange::Kind::StandIn, seat});
    }
    if (!changes.empty()) front_.seats_changed(changes);
}

void SeatClient::pushed(json push) {
    push.erase("push");
    const bool was_begun = begun();
    show(std::move(push));
    if (!begun() || catching_up_) return front_.table_changed();
    if (!was_begun) front_.began();
    const std::size_t events = table_.value("events", std::size_t{0});
    if (const auto event = table_.find("event"); event != table_.end()) {
        if (!follow(*event, events)) {
            front_.table_changed();
            return catch_up();
        }
    }
    front_.table_changed();
    if (told_.size() != events) return catch_up();
    if (over()) return finish();
    ask_if_due();
}

bool SeatClient::follow(const json& event, std::size_t events) {
    const Told told = told_from_json(event);
    std::vector<Revealed> revealed;
    if (const auto list = event.find("revealed"); list != event.end()) {
        for (const json& decision : *list) revealed.push_back(revealed_from_json(decision));
    }
    const std::size_t index = events - 1;
    if (events == 0 || index != told_.size()) return false;
    for (const Revealed& decision : revealed) {
        if (decision.index >= told_.size() || told_[decision.index].seat != decision.seat)
            return false;
    }
    for (const Revealed& decision : revealed)
        told_[decision.index] = {decision.seat, decision.notation, false};
    told_.push_back(told);
    front_.told(index, told, revealed);
    return true;
}

void SeatClient::catch_up() {
    if (catching_up_) return;
    catching_up_ = true;
    send(Asked::Log, {{"cmd", "log"}});
}

void SeatClient::caught_up(const json& answer) {
    catching_up_ = false;
    if (answer.value("ok", false) != true)
        return stop(Stop::Kind::Unplayable,
                    fmt::format("the server does not tell the game's events: {}",
                                text_of(answer.value("error", json()))));
    std::vector<Told> told;
    for (const json& event : answer.at("log")) told.push_back(told_from_json(event));
    told_ = std::move(told);
    front_.caught_up();
    front_.table_changed();
    if (over()) return finish();
    ask_if_due();
}

void SeatClient::ask_if_due() {
    if (done_ || asked_ || acting_ || catching_up_ || !lost_.empty() || !begun() || over() ||
        !to_move(you_))
        return;
    asked_ = true;
    send(Asked::Legal, {{"cmd", "legal"}});
}

void SeatClient::choose(const std::string& notation) {
    // Taken as soon as the seat's decision is due, also before the legal choices are told:
    // a board lets the person choose from the view, and the server, the referee, checks.
    if (done_ || acting_ || !lost_.empty() || !begun() || over() || !to_move(you_)) return;
    acting_ = true;
    send(Asked::Act, {{"cmd", "act"}, {"action", notation}});
}

void SeatClient::hand(Seat seat, const std::string& bot) {
    if (done_ || host_token_.empty() || !lost_.empty()) return;
    json request = {{"cmd", "hand"}, {"host_token", host_token_}, {"seat", seat}};
    if (!bot.empty()) request["bot"] = bot;
    send(Asked::Hand, request);
}

void SeatClient::lost(const std::string& why) {
    if (done_) return;
    waiting_.clear();
    asked_ = false;
    acting_ = false;
    catching_up_ = false;
    if (!seated()) return refuse(Refusal::Kind::Unreachable, why);
    if (tries_ >= kTries) return stop(Stop::Kind::Unreachable, why);
    lost_ = why;
    ++tries_;
    front_.connection_lost(why, tries_);
    front_.table_changed();
    front_.reconnect_after(wait_before(tries_ - 1));
}

std::optional<HeldSeat> SeatClient::held_seat() {
    // Looked up once: a token of the store that no seat has any more is forgotten.
    if (seating_.store == nullptr || seating_.code.empty() || std::exchange(looked_up_, true))
        return std::nullopt;
    try {
        return seating_.store->find(seating_.server, seating_.code, seating_.name);
    } catch (const SeatStoreError& e) {
        front_.seats_trouble(e.what());
        return std::nullopt;
    }
}

void SeatClient::keep_seat() {
    if (seating_.store == nullptr) return;
    const auto names = this->names();
    const std::string name = names.at(static_cast<std::size_t>(you_));
    try {
        const std::string notice =
            seating_.store->keep({seating_.server, code_, name, token_, host_token_,
                                  table_.value("game", std::string())});
        if (!notice.empty()) front_.seats_trouble(notice);
    } catch (const SeatStoreError& e) {
        front_.seats_trouble(e.what());
    }
}

void SeatClient::forget_seat(const std::string& token) {
    if (seating_.store == nullptr || token.empty()) return;
    try {
        seating_.store->forget(seating_.server, token);
    } catch (const SeatStoreError& e) {
        front_.seats_trouble(e.what());
    }
}

void SeatClient::finish() {
    if (done_) return;
    done_ = true;
    forget_seat(token_);
    try {
        front_.ended(checked_end(game(), table_, announced_));
    } catch (const std::exception& e) {
        front_.stopped({Stop::Kind::Unplayable, e.what()});
    }
}

void SeatClient::refuse(Refusal::Kind kind, const std::string& why) {
    done_ = true;
    front_.refused({kind, dicebox::printable(why)});
}

void SeatClient::stop(Stop::Kind kind, const std::string& why) {
    done_ = true;
    front_.stopped({kind, dicebox::printable(why)});
}

host::NewGame SeatClient::game() const {
    return game_of_table(*module_, table_, rule_);
}

std::vector<std::string> SeatClient::names() const {
    std::vector<std::string> names;
    for (const json& seat : seats_of(table_)) {
        std::string name = text_of(seat.value("name", json()));
        if (name.empty()) name = text_of(seat.value("kept_for", json()));
        names.push_back(std::move(name));
    }
    return names;
}

bool SeatClient::is_person(Seat seat) const {
    return !seats_of(table_).at(static_cast<std::size_t>(seat)).contains("bot");
}

Presence SeatClient::presence(Seat seat) const {
    const json& one = seats_of(table_).at(static_cast<std::size_t>(seat));
    if (one.value("name", json()).is_null()) return Presence::Free;
    if (one.contains("stand_in")) return Presence::StoodIn;
    if (one.value("away", false)) return Presence::Away;
    return Presence::Here;
}

std::string SeatClient::stand_in(Seat seat) const {
    return text_of(seats_of(table_).at(static_cast<std::size_t>(seat)).value("stand_in", json()));
}

bool SeatClient::to_move(Seat seat) const {
    if (!begun()) return false;
    const json& to_move = table_.at("state").value("to_move", json());
    return to_move.is_array() &&
           std::find(to_move.begin(), to_move.end(), json(seat)) != to_move.end();
}

}  // namespace dicebox::net
