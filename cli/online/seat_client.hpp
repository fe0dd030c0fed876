// A person's seat at a server's table, played at the terminal (dicebox join, dicebox
// host): the table's events told as `play` tells them, the person's choices asked as
// `play` asks them and sent to the server, which alone judges them; a lost connection
// taken back with the seat's token; and at the end the dice checked against the seed the
// server reveals, and the game kept in the person's own history.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "dicebox/net/client_connection.hpp"
#include "online/server_address.hpp"
#include "plugins.hpp"

namespace dicebox::cli {

// A connection to `server`, or null after saying on stderr, as "dicebox COMMAND: ...", why
// there is none.
std::unique_ptr<dicebox::net::ClientConnection> connect_to(const ServerAddress& server,
                                                           const char* command);

// How the seat is taken: {"cmd":"join","code":...,"name":...} or {"cmd":"rejoin",
// "token":...} (docs/protocol.md, "Network").
struct SeatRequest {
    ServerAddress server;
    nlohmann::json request;
};

// Takes the seat on `connection` and plays it to the end of its game; the exit status: 0
// once the game is over, its dice checked and the game kept; kExitAbandoned when the
// person leaves (the seat waits for them at the server); kExitFailure when the server
// refuses the seat, cannot be reached any more, or rolled dice that are not its seed's.
int play_online(const Globals& globals, std::unique_ptr<dicebox::net::ClientConnection> connection,
                SeatRequest seat, const char* command);

}  // namespace dicebox::cli
