// A browser's connection to a real `dicebox serve` for the tests, plain or over TLS
// (trusting the certificate of data/): the bytes of a request written as they are, so that
// a test can send what no browser would, and the answers read with Beast. Every read is
// bounded by a minute, so that a silent server fails the test instead of hanging it.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/ssl/context.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/string_body.hpp>
#include <boost/beast/ssl/ssl_stream.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace net_test {

using HttpResponse = boost::beast::http::response<boost::beast::http::string_body>;

class HttpClient {
  public:
    // Connects to 127.0.0.1:`port` from the loopback's address `source`; over TLS with
    // `tls`. Throws boost::system::system_error when it cannot.
    explicit HttpClient(unsigned short port, bool tls = false,
                        const std::string& source = "127.0.0.1");

    // Writes `bytes`; false when the server no longer takes them.
    bool send(std::string_view bytes);
    // The next answer (to a HEAD request: its header only); nothing when the connection
    // ends first or the answer is no HTTP.
    std::optional<HttpResponse> receive(bool to_head = false);
    // Sends "GET `target`" (or another method) with `headers` (lines ending in "\r\n"),
    // and returns its answer.
    std::optional<HttpResponse> request(const std::string& target,
                                        const std::string& method = "GET",
                                        const std::string& headers = "");
    // Whether the server ends the connection, reading and dropping what it sends first
    // (false when a minute passes without it).
    bool closed_by_server();

  private:
    boost::asio::io_context io_;
    boost::asio::ssl::context tls_context_;
    boost::beast::ssl_stream<boost::asio::ip::tcp::socket> stream_;
    bool tls_;
    boost::beast::flat_buffer buffer_;
};

}  // namespace net_test
