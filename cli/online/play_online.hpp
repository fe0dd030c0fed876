// A person's seat at a server's table, played at the terminal (dicebox join, dicebox
// host): the one client of the protocol (dicebox/net/seat_client.hpp) drawn as `play`
// draws a game, over a blocking connection. The table's events are told as `play` tells
// them, the person's choices asked as `play` asks them and sent to the server, which alone
// judges them; a lost connection is taken back with the seat's token; and at the end the
// dice are checked against the seed the server reveals, and the game kept in the person's
// own history.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "dicebox/net/client_connection.hpp"
#include "dicebox/net/seat_client.hpp"
#include "online/server_address.hpp"
#include "plugins.hpp"

namespace dicebox::cli {

// A connection to `server`, or null after saying on stderr, as "dicebox COMMAND: ...", why
// there is none.
std::unique_ptr<dicebox::net::ClientConnection> connect_to(const ServerAddress& server,
                                                           const char* command);

// What `host` says once its table is open, with the table's code.
using Opened = std::function<void(const std::string& code)>;

// Takes the seat on `connection` as `seating` says and plays it to the end of its game; the
// exit status: 0 once the game is over, its dice checked and the game kept; kExitAbandoned
// when the person leaves (the seat waits for them at the server) or a newer connection
// takes the seat with its token (it is played there); kExitFailure when the
// server refuses the table or the seat, cannot be reached any more, or rolled dice that
// are not its seed's.
int play_online(const Globals& globals, std::unique_ptr<dicebox::net::ClientConnection> connection,
                const ServerAddress& server, dicebox::net::Seating seating, const char* command,
                const Opened& opened = {});

}  // namespace dicebox::cli
