#include "http_client.hpp"

#include <sys/socket.h>
#include <sys/time.h>

#include <boost/asio/ip/address.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/read.hpp>

namespace net_test {

namespace asio = boost::asio;
namespace http = boost::beast::http;
using tcp = asio::ip::tcp;

namespace {

asio::ssl::context trusting_the_test_certificate() {
    asio::ssl::context context(asio::ssl::context::tls_client);
    context.load_verify_file(std::string(NET_TEST_DATA) + "/localhost.crt");
    context.set_verify_mode(asio::ssl::verify_peer);
    return context;
}

}  // namespace

HttpClient::HttpClient(unsigned short port, bool tls, const std::string& source)
    : tls_context_(trusting_the_test_certificate()), stream_(io_, tls_context_), tls_(tls) {
    auto& socket = stream_.next_layer();
    socket.open(tcp::v4());
    socket.bind({asio::ip::make_address(source), 0});
    socket.connect({asio::ip::make_address("127.0.0.1"), port});
    const timeval limit{60, 0};
    setsockopt(socket.native_handle(), SOL_SOCKET, SO_RCVTIMEO, &limit, sizeof limit);
    if (tls_) stream_.handshake(asio::ssl::stream_base::client);
}

bool HttpClient::send(std::string_view bytes) {
    boost::system::error_code error;
    if (tls_) {
        asio::write(stream_, asio::buffer(bytes.data(), bytes.size()), error);
    } else {
        asio::write(stream_.next_layer(), asio::buffer(bytes.data(), bytes.size()), error);
    }
    return !error;
}

std::optional<HttpResponse> HttpClient::receive(bool to_head) {
    http::response_parser<http::string_body> parser;
    parser.skip(to_head);
    parser.body_limit(16 * 1024 * 1024);
    boost::system::error_code error;
    if (tls_) {
        http::read(stream_, buffer_, parser, error);
    } else {
        http::read(stream_.next_layer(), buffer_, parser, error);
    }
    if (error) return std::nullopt;
    return parser.release();
}

std::optional<HttpResponse> HttpClient::request(const std::string& target,
                                                const std::string& method,
                                                const std::string& headers) {
    if (!send(method + " " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\n" + headers + "\r\n"))
        return std::nullopt;
    return receive(method == "HEAD");
}

bool HttpClient::closed_by_server() {
    std::string dropped(4096, '\0');
    boost::system::error_code error;
    while (!error) {
        if (tls_) {
            stream_.read_some(asio::buffer(dropped), error);
        } else {
            stream_.next_layer().read_some(asio::buffer(dropped), error);
        }
    }
    return error != asio::error::would_block && error != asio::error::try_again &&
           error != asio::error::timed_out;
}

}  // namespace net_test
