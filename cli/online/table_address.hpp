// Which table a command line names: its link alone ("http://HOST:PORT/t/CODE", as the host
// sent it), or its server and its code, the code written as the link too. A client speaks
// to the server of an http:// link over ws://, and of an https:// link over wss://.
#pragma once

#include <string>

#include "dicebox/result.hpp"
#include "online/server_address.hpp"

namespace dicebox::cli {

struct TableAddress {
    ServerAddress server;
    std::string code;  // empty when only a server is named (to take a seat back by its token)
};

// The table `server` and `code` name, as the command line gave them: `server` a server's
// address or the table's link, `code` a code, the link, or empty. Otherwise why not: a
// link that is none, a code beside a link that holds one, or a server given beside a link
// to another.
dicebox::Result<TableAddress> table_address(const std::string& server, const std::string& code);

}  // namespace dicebox::cli
