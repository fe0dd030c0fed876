// What `dicebox serve` answers a browser's HTTP request that is not a WebSocket's: a file
// of the manifest (web_files.hpp) to GET and HEAD, 304 when the browser has it already,
// and a short sentence with the status otherwise. Every answer carries the headers that
// keep a page to its own files (docs/protocol.md, "The web client").
#pragma once

#include <boost/beast/http/message.hpp>
#include <boost/beast/http/string_body.hpp>

#include "dicebox/net/web_files.hpp"

namespace dicebox::net {

using HttpAnswer = boost::beast::http::response<boost::beast::http::string_body>;

// The answer to `request`, whose header has been read whole and which has no body.
HttpAnswer answer_http(const WebFiles& files, const boost::beast::http::request_header<>& request);

// A refusal of a request the server could not read (400, 431), after which the connection
// is closed: `why` says what was wrong.
HttpAnswer refuse_http(boost::beast::http::status status, std::string_view why);

}  // namespace dicebox::net
