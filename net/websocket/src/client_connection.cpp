#include "dicebox/net/client_connection.hpp"

#include <fmt/format.h>
#include <openssl/ssl.h>
#include <openssl/x509_vfy.h>
#include <sys/socket.h>
#include <sys/time.h>

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/address.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/buffers_to_string.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/beast/websocket/ssl.hpp>

#include "dicebox/json_text.hpp"
#include "dicebox/net/tls.hpp"

namespace dicebox::net {

namespace asio = boost::asio;
namespace beast = boost::beast;

namespace {

// The TLS handshake with the server at `host` (`where` names it in errors): its
// certificate must be signed by a CA this client trusts (client_tls) and made out to
// `host`, a name or an address as the person wrote it.
void handshake_tls(beast::ssl_stream<beast::tcp_stream>& stream, const std::string& host,
                   const std::string& where) {
    SSL* ssl = stream.native_handle();
    boost::system::error_code not_an_address;
    asio::ip::make_address(host, not_an_address);
    if (not_an_address) {
        // The name is sent too (SNI), for a server with a certificate for each of its names.
        if (SSL_set1_host(ssl, host.c_str()) != 1 ||
            SSL_set_tlsext_host_name(ssl, host.c_str()) != 1)
            throw ConnectionError(
                fmt::format("cannot connect to {}: '{}' is not a host's name", where, host));
    } else if (X509_VERIFY_PARAM_set1_ip_asc(SSL_get0_param(ssl), host.c_str()) != 1) {
        throw ConnectionError(
            fmt::format("cannot connect to {}: '{}' is not an address", where, host));
    }
    beast::error_code error;
    stream.handshake(asio::ssl::stream_base::client, error);
    if (!error) return;
    if (const long verified = SSL_get_verify_result(ssl); verified != X509_V_OK)
        throw ConnectionError(
            fmt::format("cannot connect to {}: the server's certificate is not trusted: {}", where,
                        X509_verify_cert_error_string(verified)));
    throw ConnectionError(fmt::format("{} does not answer over TLS (is it a ws:// server?): {}",
                                      where, error.message()));
}

}  // namespace

ClientConnection::ClientConnection(const std::string& host, unsigned short port,
                                   Transport transport, std::chrono::seconds read_limit)
    : tls_(transport == Transport::Tls ? std::optional(client_tls()) : std::nullopt),
      ws_(tls_ ? decltype(ws_)(std::in_place_type<TlsWebSocket>, io_, *tls_)
               : decltype(ws_)(std::in_place_type<PlainWebSocket>, io_)) {
    const std::string where = fmt::format("{}{}:{}", tls_ ? "wss://" : "", host, port);
    auto& socket = std::visit(
        [](auto& ws) -> asio::ip::tcp::socket& { return beast::get_lowest_layer(ws).socket(); },
        ws_);
    beast::error_code error;
    asio::ip::tcp::resolver resolver(io_);
    const auto addresses = resolver.resolve(host, std::to_string(port), error);
    if (error)
        throw ConnectionError(fmt::format("cannot find the server {}: {}", where, error.message()));
    asio::connect(socket, addresses, error);
    if (error)
        throw ConnectionError(
            fmt::format("cannot reach the server at {}: {}", where, error.message()));
    // A request is a small message sent at once, not held back for the next one.
    socket.set_option(asio::ip::tcp::no_delay(true), error);
    if (read_limit.count() > 0) {
        // Blocking reads cannot be given a deadline by Asio; the socket's own can.
        const timeval limit{static_cast<time_t>(read_limit.count()), 0};
        setsockopt(socket.native_handle(), SOL_SOCKET, SO_RCVTIMEO, &limit, sizeof limit);
    }
    if (auto* ws = std::get_if<TlsWebSocket>(&ws_)) handshake_tls(ws->next_layer(), host, where);
    std::visit(
        [&](auto& ws) {
            ws.handshake(host, "/", error);
            if (error)
                throw ConnectionError(
                    fmt::format("{} is not a dicebox server{}: {}", where,
                                tls_ ? "" : fmt::format(", or speaks TLS only (wss://{})", where),
                                error.message()));
            ws.text(true);
            // The longest message is a finished table's, with the game's whole log.
            ws.read_message_max(dicebox::JsonLimits{}.bytes);
        },
        ws_);
}

bool ClientConnection::send(std::string_view text) {
    beast::error_code error;
    std::visit([&](auto& ws) { ws.write(asio::buffer(text.data(), text.size()), error); }, ws_);
    return !error;
}

std::optional<nlohmann::json> ClientConnection::receive() {
    beast::flat_buffer buffer;
    beast::error_code error;
    std::visit([&](auto& ws) { ws.read(buffer, error); }, ws_);
    if (error) return std::nullopt;
    try {
        auto message = dicebox::parse_json(beast::buffers_to_string(buffer.data()));
        if (message.is_object()) return message;
    } catch (const dicebox::JsonTextError&) {
    }
    throw ConnectionError("the server sent a message that is not a JSON object");
}

}  // namespace dicebox::net
