#include "dicebox/net/lobby.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <boost/asio/post.hpp>
#include <thread>

#include "dicebox/host/game_list.hpp"
#include "dicebox/names.hpp"
#include "dicebox/net/fair_dice.hpp"
#include "dicebox/net/invitation.hpp"

namespace dicebox::net {

using host::refusal;
using host::Request;
using host::RequestError;
using nlohmann::json;
namespace asio = boost::asio;

namespace {

// The answer refusing a request over what `run` threw, or its own answer.
json answer_of(const std::function<json()>& run) {
    try {
        return run();
    } catch (const RequestError& e) {
        return refusal(e.what());
    } catch (const host::SetupError& e) {
        return refusal(e.what());
    } catch (const dicebox::ParamError& e) {
        return refusal(e.what());
    } catch (const std::exception& e) {
        // What no request should cause (no secure randomness, a plugin's failure): the
        // request is refused and the server goes on.
        return refusal(fmt::format("the server could not do that: {}", e.what()));
    }
}

bool ok(const json& answer) {
    return answer.is_object() && answer.value("ok", false);
}

// Workers for the tables' work: more than the processors, so that a quick answer of one
// table gets a processor soon even while slow house rules keep several others busy.
std::size_t worker_count() {
    return std::max<std::size_t>(4, 2 * std::thread::hardware_concurrency());
}

// A seat of a table being opened: {"bot": KIND} for a bot; {} for a person's free seat,
// or {"name": NAME} for one kept for that person; either with the seat's "options".
host::SeatSpec seat_spec(const json& seat, std::size_t index) {
    if (!seat.is_object())
        throw RequestError(fmt::format(
            "seat {} must be an object, like {{}} or {{\"bot\":\"greedy\"}}", index + 1));
    host::SeatSpec spec;
    for (const auto& [key, value] : seat.items()) {
        if (key == "bot" && value.is_string() && !seat.contains("name")) {
            spec.bot = value.get<std::string>();
            spec.name = spec.bot;
        } else if (key == "name" && value.is_string() && !seat.contains("bot")) {
            spec.name = value.get<std::string>();
            if (const auto why = dicebox::name_refusal(spec.name); !why.empty())
                throw RequestError(fmt::format("seat {}: {}", index + 1, why));
        } else if (key == "options" && value.is_object()) {
            spec.options = value;
        } else {
            throw RequestError(fmt::format(
                "seat {}: \"{}\" is not a seat's field here; a seat has \"bot\" or \"name\" (a "
                "string) and \"options\" (an object)",
                index + 1, key));
        }
    }
    return spec;
}

// A table's "stand_in" object: {"bot": KIND, "after": SECONDS}, SECONDS from 1 to a day
// (60 unless given).
StandIn stand_in_of(const json& setting) {
    const auto wrong = [] {
        return RequestError(
            "stand_in must be like {\"bot\":\"planner\",\"after\":60}: the bot that plays for "
            "a person away longer than \"after\" seconds (1 to 86400)");
    };
    if (!setting.contains("bot") || !setting["bot"].is_string()) throw wrong();
    StandIn stand_in{setting["bot"].get<std::string>()};
    for (const auto& [key, value] : setting.items()) {
        if (key == "bot") continue;
        if (key != "after" || !value.is_number_integer() || value.get<std::int64_t>() < 1 ||
            value.get<std::int64_t>() > 86'400)
            throw wrong();
        stand_in.after = std::chrono::seconds(value.get<std::int64_t>());
    }
    return stand_in;
}

}  // namespace

Lobby::Lobby(const dicebox::PluginRegistry& registry, LobbyLimits limits, Outbox& outbox,
             db::Store* history, asio::any_io_executor home)
    : registry_(registry),
      limits_(limits),
      outbox_(outbox),
      history_(history != nullptr ? std::make_unique<SharedHistory>(*history) : nullptr),
      home_(std::move(home)),
      quota_(limits.tables_per_address, limits.seats_per_address),
      workers_(worker_count()) {}

Lobby::~Lobby() {
    workers_.stop();
    workers_.join();
    // Let go of here, where no worker has them: a table's statements are the history's,
    // which outlives the lobby, and the transport's queue may hold a table a while longer.
    for (const auto& [code, hosted] : tables_) hosted->table.reset();
    // And their queues, while the workers' services they belong to are there.
    tables_.clear();
}

Lobby::Hosted::Hosted(std::string its_code, asio::thread_pool& workers)
    : code(std::move(its_code)), queue(asio::make_strand(workers)) {}

Lobby::TakenUp Lobby::take_up_tables() {
    TakenUp taken;
    if (history_ == nullptr) return taken;
    // One table of the history taken up: `make` sets it up with its game's module. The
    // workers are idle: this is before any message.
    const auto take_up = [&](const std::string& code, const std::string& game,
                             const std::string& which, const auto& make) {
        const auto* module = registry_.find(game);
        auto hosted = std::make_shared<Hosted>(code, workers_);
        try {
            if (module == nullptr)
                throw std::runtime_error(fmt::format("there is no game '{}' here", game));
            hosted->table = make(*module, *hosted);
        } catch (const db::StoreError&) {
            throw;
        } catch (const std::exception& e) {
            // The module does not go on with the game, or one of its bots fails.
            taken.problems.push_back(
                fmt::format("table {} ({}) cannot go on: {}", code, which, e.what()));
            return false;
        }
        hosted->pushes.clear();  // nobody is connected yet
        hosted->known = known_of(*hosted);
        tables_.insert_or_assign(code, std::move(hosted));
        return true;
    };
    for (const auto& stored : db::waiting_tables(history_->store())) {
        const auto& code = stored.table.code;
        taken.waiting += take_up(
            code, stored.module, "waiting for people", [&](const auto& module, Hosted& hosted) {
                auto table = std::make_unique<Table>(module, stored, pusher(hosted), *history_);
                // Its game may have failed to begin: every seat was taken.
                table->begin_when_full();
                return table;
            });
    }
    for (const auto& stored : db::unfinished_online_games(history_->store())) {
        taken.tables +=
            take_up(stored.table.code, stored.game.module, fmt::format("game {}", stored.game.id),
                    [&](const auto& module, Hosted& hosted) {
                        return std::make_unique<Table>(module, stored, pusher(hosted), *history_);
                    });
    }
    // A game's table too may have nobody who can come back to it: its seats were handed
    // on, and its game could not be ended as aborted then (Table::abandon()).
    if (taken.waiting > 0 || taken.tables > 0)
        unvisited_go_at_ = Clock::now() + std::chrono::seconds(limits_.unvisited_seconds);
    return taken;
}

void Lobby::at_table(const HostedPtr& hosted, ConnectionId connection, Work work, Then then) {
    ++hosted->in_queue;
    asio::post(hosted->queue, [this, hosted, connection, work = std::move(work),
                               then = std::move(then)]() mutable {
        Done outcome{answer_of([&] { return work(*hosted); }), std::exchange(hosted->pushes, {}),
                     known_of(*hosted)};
        // Not kept by the transport's queue, which may outlive the workers whose queue
        // (strand) the table holds: the lobby keeps it until its work is done.
        asio::post(home_, [this, weak = std::weak_ptr(hosted), connection,
                           outcome = std::move(outcome), then = std::move(then)]() mutable {
            if (const auto kept = weak.lock()) done(kept, connection, outcome, then);
        });
    });
}

void Lobby::done(const HostedPtr& hosted, ConnectionId connection, Done& outcome,
                 const Then& then) {
    --hosted->in_queue;
    const auto found = tables_.find(hosted->code);
    const bool open = found != tables_.end() && found->second == hosted;
    if (open) {
        hosted->known = outcome.known;
        if (then) then(hosted, outcome);
        // Nobody is told of an event the history does not hold.
        if (!outcome.known.unrecorded) tell(hosted->code, outcome.pushes);
    } else if (ok(outcome.answer)) {
        outcome.answer = refusal(fmt::format("the table {} has closed", hosted->code));
    }
    if (connection != kNobody) {
        answer(connection, outcome.answer);
        read_on(connection);
    }
    if (!open) return;
    if (!outcome.known.ready) {
        // It could not be opened.
        quota_.closed(hosted->code);
        tables_.erase(hosted->code);
    } else if (hosted->closing && hosted->in_queue == 0) {
        hosted->closing = false;
        close_if_forsaken(hosted);
    }
}

Lobby::Known Lobby::known_of(const Hosted& hosted) {
    if (!hosted.table) return {};
    const Table& table = *hosted.table;
    Known known;
    known.ready = true;
    known.begun = table.begun();
    known.over = table.over();
    known.seat_taken = table.seat_taken();
    known.unrecorded = table.unrecorded();
    for (std::size_t seat = 0; seat < table.seat_count(); ++seat) {
        known.token_hashes.push_back(table.token_hash_of(static_cast<dicebox::Seat>(seat)));
    }
    known.host_token_hash = table.host_token_hash();
    return known;
}

Table::Observer Lobby::pusher(Hosted& hosted) {
    // The table as every viewer may see it: who is at which seat is the lobby's to know,
    // on its own thread.
    return [&hosted](const Table& table, const dicebox::Event* event) {
        Push push;
        const auto seats = static_cast<dicebox::Seat>(table.seat_count());
        for (dicebox::Seat viewer = dicebox::kOnlooker; viewer < seats; ++viewer) {
            json message = table.view(viewer, event);
            message["push"] = "table";
            push.push_back(host::message_text(message));
        }
        hosted.pushes.push_back(std::move(push));
    };
}

void Lobby::tell(const std::string& code, const std::vector<Push>& pushes) {
    const auto watchers = watchers_.find(code);
    if (watchers == watchers_.end()) return;
    for (const Push& push : pushes) {
        for (const ConnectionId connection : watchers->second) {
            const auto client = clients_.find(connection);
            if (client == clients_.end()) continue;
            const auto viewer = client->second.place.seat - dicebox::kOnlooker;
            outbox_.send(connection, push.at(static_cast<std::size_t>(viewer)));
        }
    }
}

void Lobby::connected(ConnectionId connection, std::string address) {
    clients_[connection].address = std::move(address);
}

void Lobby::disconnected(ConnectionId connection) {
    const auto client = clients_.find(connection);
    if (client == clients_.end()) return;
    leave(client->second.place, connection);
    clients_.erase(client);
}

void Lobby::leave(Place& place, ConnectionId connection) {
    if (place.table.empty()) return;
    const std::string code = std::exchange(place.table, {});
    std::erase(watchers_[code], connection);
    const auto seat = std::exchange(place.seat, dicebox::kOnlooker);
    const auto hosted = tables_.find(code);
    if (hosted == tables_.end()) return;
    if (seat != dicebox::kOnlooker) away(hosted->second, seat);
    close_if_forsaken(hosted->second);
}

void Lobby::away(const HostedPtr& hosted, dicebox::Seat seat) {
    at_table(
        hosted, kNobody,
        [seat, now = Clock::now()](Hosted& at) {
            at.table->left(seat, now);
            return json();
        },
        [this](const HostedPtr& at, const Done&) { close_if_forsaken(at); });
}

bool Lobby::forsaken(const Hosted& hosted) const {
    // A person's seat taken, before or during its game, its person may come back to it.
    const auto watchers = watchers_.find(hosted.code);
    const Known& known = hosted.known;
    return known.ready && (watchers == watchers_.end() || watchers->second.empty()) &&
           (known.over || !known.seat_taken);
}

void Lobby::close_if_forsaken(const HostedPtr& hosted) {
    const auto open = tables_.find(hosted->code);
    if (open == tables_.end() || open->second != hosted || !forsaken(*hosted)) return;
    // What waits in its queue (a person joining, a seat left) may keep it.
    if (hosted->in_queue > 0) {
        hosted->closing = true;
        return;
    }
    close(hosted->code);
}

void Lobby::close(const std::string& code) {
    // Nothing waits in its queue: the table is the lobby's thread's now.
    const HostedPtr hosted = tables_.at(code);
    hosted->table->abandon();
    quota_.closed(code);
    if (history_ == nullptr) {
        hosted->table.reset();
    } else {
        if (!hosted->known.begun) {
            try {
                history_->write("forgetting the table",
                                [&](db::Store& store) { db::drop_waiting_table(store, code); });
            } catch (const db::StoreError&) {
                // Kept, it is taken up again when the server starts: nothing is lost.
            }
        }
        // Its recorder's statements are the history's, which a worker may be using.
        history_->alone([&] { hosted->table.reset(); });
    }
    tables_.erase(code);
    watchers_.erase(code);
}

void Lobby::move_to(ConnectionId connection, const std::string& code, dicebox::Seat seat) {
    const auto client = clients_.find(connection);
    if (client == clients_.end()) {
        // Gone while its request was carried out: the seat it was given has nobody at it.
        if (seat != dicebox::kOnlooker) {
            away(tables_.at(code), seat);
        }
        return;
    }
    Place& place = client->second.place;
    if (place.table == code) {
        if (place.seat != dicebox::kOnlooker && place.seat != seat) {
            away(tables_.at(code), place.seat);
        }
    } else {
        // Told of the new table before the old one is left, which may close it.
        watchers_[code].push_back(connection);
        leave(place, connection);
    }
    place = {code, seat};
}

void Lobby::tick() {
    const auto now = Clock::now();
    for (const auto& [code, hosted] : tables_) {
        // A table whose work is slow is not sent a tick a second to wait behind it.
        if (!hosted->known.ready || hosted->ticking) continue;
        hosted->ticking = true;
        at_table(
            hosted, kNobody,
            [now, return_wait = std::chrono::seconds(limits_.return_seconds)](Hosted& at) {
                // A bot that fails (a plugin's bug) leaves its table waiting; the others go on.
                return json{{"handed_on", at.table->tick(now, return_wait)}};
            },
            [this](const HostedPtr& at, const Done& ticked) {
                at->ticking = false;
                if (ticked.answer.value("handed_on", false)) close_if_forsaken(at);
            });
    }
    // A table taken up that nobody comes to would count towards --max-tables for good: it
    // is forsaken without anybody leaving it or handing its seats on.
    if (unvisited_go_at_ && now >= *unvisited_go_at_) {
        unvisited_go_at_.reset();
        std::vector<HostedPtr> taken_up;
        for (const auto& [code, hosted] : tables_) taken_up.push_back(hosted);
        for (const auto& hosted : taken_up) close_if_forsaken(hosted);
    }
}

void Lobby::received(ConnectionId connection, std::string_view message) {
    clients_[connection].waiting.push_back({std::string(message), true});
    read_on(connection);
}

void Lobby::unreadable(ConnectionId connection, const std::string& why) {
    clients_[connection].waiting.push_back({why, false});
    read_on(connection);
}

void Lobby::read_on(ConnectionId connection) {
    for (;;) {
        const auto client = clients_.find(connection);
        if (client == clients_.end() || client->second.answering || client->second.waiting.empty())
            return;
        const Message message = std::move(client->second.waiting.front());
        client->second.waiting.pop_front();
        client->second.answering = true;
        if (!message.readable) {
            answer(connection, refusal(message.text));
            continue;
        }
        // A request carried out by a table is answered once its work is done; one refused
        // before, now.
        const json refused = answer_of([&] {
            carry_out(connection, Request(message.text));
            return json();
        });
        if (!refused.is_null()) answer(connection, refused);
    }
}

void Lobby::answer(ConnectionId connection, const json& answer) {
    const auto client = clients_.find(connection);
    if (client == clients_.end()) return;
    client->second.answering = false;
    outbox_.send(connection, host::message_text(answer));
}

void Lobby::carry_out(ConnectionId connection, const Request& request) {
    const std::string& cmd = request.cmd();
    if (cmd == "open") return open(connection, request);
    if (cmd == "join") return join(connection, request);
    if (cmd == "rejoin") return rejoin(connection, request);
    if (cmd == "watch") return watch(connection, request);
    if (cmd == "act") return act(connection, request);
    if (cmd == "legal") return legal(connection, request);
    if (cmd == "log") return log(connection, request);
    if (cmd == "hand") return hand(connection, request);
    if (cmd == "games") return games(connection, request);
    if (cmd == "rules") return rules(connection, request);
    throw RequestError(
        fmt::format("unknown command '{}'; the commands are open, join, rejoin, watch, act, "
                    "legal, log, hand, games and rules",
                    cmd));
}

std::string Lobby::new_code() const {
    // Crockford's base 32: a code is read out and typed by people (net/invitation.hpp).
    for (;;) {
        std::string code;
        for (const char byte : random_bytes(8)) {
            if (code.size() == 4) code += '-';
            code += kCodeLetters[static_cast<unsigned char>(byte) % kCodeLetters.size()];
        }
        if (!tables_.contains(code)) return code;
    }
}

void Lobby::open(ConnectionId connection, const Request& request) {
    request.allow_only({"game", "seats", "params", "stand_in", "house_rule", "rule"});
    if (tables_.size() >= limits_.max_tables)
        throw RequestError(
            fmt::format("this server has as many tables open as it may ({}); try again later",
                        limits_.max_tables));
    const std::string& address = clients_.at(connection).address;
    if (auto why = quota_.table_refusal(address); !why.empty()) throw RequestError(why);
    host::NewGame game;
    const std::string id = request.string("game");
    game.module = registry_.find(id);
    if (game.module == nullptr) throw RequestError(fmt::format("there is no game '{}' here", id));
    const json& seats = request.array("seats");
    for (std::size_t i = 0; i < seats.size(); ++i) game.seats.push_back(seat_spec(seats[i], i));
    // A table is where people play: one of bots alone would wait for nobody for ever.
    if (!seats.empty() && std::all_of(game.seats.begin(), game.seats.end(),
                                      [](const host::SeatSpec& seat) { return !seat.bot.empty(); }))
        throw RequestError(
            "every seat is a bot's: a table needs a seat for a person (bots play among "
            "themselves with 'dicebox simulate')");
    if (const json* params = request.optional_object("params")) game.params = *params;
    std::optional<StandIn> stand_in;
    if (const json* setting = request.optional_object("stand_in")) stand_in = stand_in_of(*setting);
    auto rule_text = this->rule_text(request, *game.module);
    const std::string code = new_code();
    // Held while the table is set up: the code is its, and it counts towards the limit.
    auto hosted = std::make_shared<Hosted>(code, workers_);
    tables_.emplace(code, hosted);
    quota_.opened(address, code);
    at_table(
        hosted, connection,
        [this, game = std::move(game), stand_in = std::move(stand_in),
         rule_text = std::move(rule_text)](Hosted& at) mutable {
            if (rule_text) {
                // Checked here, in the server's sandbox, and run only there.
                auto rule = host::rule_from_text(*game.module, *rule_text);
                if (!rule) throw RequestError(rule.error());
                game.rule = std::move(*rule);
            }
            const std::string host_token = random_hex(16);
            at.table = std::make_unique<Table>(at.code, std::move(game), std::move(stand_in),
                                               token_hash(host_token), pusher(at), history_.get());
            return json{{"ok", true},
                        {"code", at.code},
                        {"host_token", host_token},
                        {"table", at.table->view(dicebox::kOnlooker)}};
        },
        [this, connection, code](const HostedPtr&, const Done& opened) {
            // Whoever opens a table looks on at it until they take a seat or go.
            if (ok(opened.answer)) move_to(connection, code, dicebox::kOnlooker);
        });
}

std::optional<dicebox::Seat> Lobby::Known::seat_of_token_hash(const std::string& hash) const {
    const auto found = std::find(token_hashes.begin(), token_hashes.end(), hash);
    if (found == token_hashes.end()) return std::nullopt;
    return static_cast<dicebox::Seat>(found - token_hashes.begin());
}

AddressQuota::Held Lobby::held_seat() const {
    return [this](const std::string& code, const std::string& hash) {
        const auto table = tables_.find(code);
        return table != tables_.end() && table->second->known.seat_of_token_hash(hash);
    };
}

Lobby::HostedPtr Lobby::table_named(const std::string& code) const {
    // As written first: a code of a table kept from before codes were Crockford's.
    for (const auto& read : {code, written_code(code), read_code(code)}) {
        if (const auto table = tables_.find(read);
            table != tables_.end() && table->second->known.ready)
            return table->second;
    }
    throw RequestError(fmt::format("there is no table {}", dicebox::printable(code)));
}

void Lobby::join(ConnectionId connection, const Request& request) {
    request.allow_only({"code", "name"});
    const auto hosted = table_named(request.string("code"));
    const Client& client = clients_.at(connection);
    if (client.place.seat != dicebox::kOnlooker)
        throw RequestError("this connection already sits at a table");
    if (auto why = quota_.seat_refusal(client.address, held_seat()); !why.empty())
        throw RequestError(why);
    quota_.joining(client.address, hosted->code);
    at_table(
        hosted, connection,
        [name = request.string("name")](Hosted& at) {
            Table& table = *at.table;
            const auto joined = table.join(name);
            if (!joined) throw RequestError(joined.error());
            table.begin_when_full();
            return with_rule(table, {{"ok", true},
                                     {"seat", joined->seat},
                                     {"token", joined->token},
                                     {"table", table.view(joined->seat)}});
        },
        [this, connection, code = hosted->code, address = client.address](const HostedPtr&,
                                                                          const Done& joined) {
            if (!ok(joined.answer)) return quota_.joined(address, code, {});
            quota_.joined(address, code, token_hash(joined.answer.at("token").get<std::string>()));
            // Seated before the pushes: whoever took the last seat is told of the game's
            // first events as the others are.
            move_to(connection, code, joined.answer.at("seat").get<dicebox::Seat>());
        });
}

void Lobby::rejoin(ConnectionId connection, const Request& request) {
    request.allow_only({"token"});
    // Hashed once for all the tables. A bot's seat has no hash, which no token's matches.
    const std::string hash = token_hash(request.string("token"));
    for (const auto& [code, hosted] : tables_) {
        const auto found = hosted->known.seat_of_token_hash(hash);
        if (!found) continue;
        const dicebox::Seat seat = *found;
        // A seat is played from one connection: an older one at it, lost without the
        // server knowing yet, is unseated (still connected, at no table).
        for (auto& [other, client] : clients_) {
            if (other != connection && client.place.table == code && client.place.seat == seat) {
                std::erase(watchers_[code], other);
                client.place = {};
                // Told, so that it does not take the seat back by itself as after a
                // lost connection.
                outbox_.send(other, host::message_text({{"push", "unseated"},
                                                        {"table", code},
                                                        {"seat", seat},
                                                        {"why",
                                                         "this seat was taken by a newer "
                                                         "connection"}}));
            }
        }
        at_table(
            hosted, connection,
            [hash](Hosted& at) {
                // The seat may have changed hands since.
                const auto its = at.table->seat_of_token_hash(hash);
                if (!its) throw RequestError("no seat has that token");
                at.table->back(*its);
                return with_rule(*at.table,
                                 {{"ok", true}, {"seat", *its}, {"table", at.table->view(*its)}});
            },
            [this, connection, code = code](const HostedPtr&, const Done& back) {
                if (ok(back.answer))
                    move_to(connection, code, back.answer.at("seat").get<dicebox::Seat>());
            });
        return;
    }
    throw RequestError("no seat has that token");
}

void Lobby::hand(ConnectionId connection, const Request& request) {
    request.allow_only({"host_token", "seat", "bot"});
    const std::string hash = token_hash(request.string("host_token"));
    const auto hosted = std::find_if(tables_.begin(), tables_.end(), [&](const auto& one) {
        return one.second->known.ready && one.second->known.host_token_hash == hash;
    });
    if (hosted == tables_.end()) throw RequestError("no table has that host token");
    const auto seat = static_cast<dicebox::Seat>(request.integer("seat"));
    // A connection still at the seat holds it, as long as the server knows it.
    for (const auto& [other, client] : clients_) {
        if (client.place.table == hosted->first && client.place.seat == seat)
            throw RequestError(fmt::format("somebody is at seat {}", seat));
    }
    at_table(
        hosted->second, connection,
        [seat, bot = request.optional_string("bot").value_or("")](Hosted& at) {
            if (std::string why = at.table->hand(seat, bot); !why.empty()) throw RequestError(why);
            return json{{"ok", true}};
        },
        [this](const HostedPtr& at, const Done&) { close_if_forsaken(at); });
}

void Lobby::watch(ConnectionId connection, const Request& request) {
    request.allow_only({"code"});
    const auto hosted = table_named(request.string("code"));
    at_table(
        hosted, connection,
        [](Hosted& at) {
            return with_rule(*at.table,
                             {{"ok", true}, {"table", at.table->view(dicebox::kOnlooker)}});
        },
        [this, connection, code = hosted->code](const HostedPtr&, const Done& shown) {
            if (ok(shown.answer)) move_to(connection, code, dicebox::kOnlooker);
        });
}

json Lobby::with_rule(const Table& table, json answer) {
    if (table.rule()) answer["rule_script"] = table.rule()->source();
    return answer;
}

std::pair<Lobby::HostedPtr, dicebox::Seat> Lobby::seat_of(ConnectionId connection) const {
    const Place& place = clients_.at(connection).place;
    if (place.table.empty() || place.seat == dicebox::kOnlooker)
        throw RequestError("this connection sits at no table; join one first");
    return {tables_.at(place.table), place.seat};
}

void Lobby::act(ConnectionId connection, const Request& request) {
    request.allow_only({"action"});
    const auto [hosted, seat] = seat_of(connection);
    at_table(hosted, connection, [seat, action = request.string("action")](Hosted& at) {
        if (std::string why = at.table->act(seat, action); !why.empty())
            throw RequestError(fmt::format("seat {} cannot play '{}': {}", seat, action, why));
        return json{{"ok", true}};
    });
}

void Lobby::legal(ConnectionId connection, const Request& request) {
    request.allow_only({});
    const auto [hosted, seat] = seat_of(connection);
    at_table(hosted, connection, [seat](Hosted& at) {
        return json{{"ok", true}, {"seat", seat}, {"actions", at.table->legal(seat)}};
    });
}

void Lobby::log(ConnectionId connection, const Request& request) {
    request.allow_only({});
    const Place& place = clients_.at(connection).place;
    if (place.table.empty()) throw RequestError("this connection is at no table; join one first");
    at_table(tables_.at(place.table), connection, [seat = place.seat](Hosted& at) {
        return json{{"ok", true}, {"log", at.table->told_log(seat)}};
    });
}

std::optional<std::string> Lobby::rule_text(const Request& open,
                                            const dicebox::GameModule& game) const {
    auto text = open.optional_string("house_rule");
    const auto name = open.optional_string("rule");
    if (!name) return text;
    if (text)
        throw RequestError(
            "a table has one house rule: its script (\"house_rule\") or the name of one this "
            "server offers (\"rule\"), not both");
    const auto offered = offered_rule(rules_, *name, game);
    if (offered.rule == nullptr) throw RequestError(offered.why);
    return offered.rule->text;
}

void Lobby::games(ConnectionId connection, const Request& request) {
    request.allow_only({});
    answer(connection, {{"ok", true}, {"games", host::game_list(registry_)}});
}

void Lobby::rules(ConnectionId connection, const Request& request) {
    request.allow_only({});
    answer(connection, {{"ok", true}, {"rules", rules_json(rules_)}});
}

}  // namespace dicebox::net
