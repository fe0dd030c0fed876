// Network play over TLS (wss://): the real `dicebox serve` showing the self-signed
// certificate of data/ (data/README.md says how it was made), which the terminal clients
// trust through SSL_CERT_FILE, as a club's players trust their club's own certificate.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read.hpp>
#include <boost/asio/write.hpp>
#include <string>
#include <vector>

#include "server.hpp"
#include "temp_dir.hpp"
#include "terminal_client.hpp"

namespace net_test {
namespace {

using testing::HasSubstr;
using testing_support::TempDir;

std::string tls_data(const std::string& file) {
    return std::string(NET_TEST_DATA) + "/" + file;
}

// The environment of a client that trusts the server's certificate.
const std::vector<std::string> kTrusting{"SSL_CERT_FILE=" + tls_data("localhost.crt")};

testing_support::ProcessResult dicebox(const std::vector<std::string>& args,
                                       const std::vector<std::string>& environment = {}) {
    return testing_support::run_process(testing_support::dicebox_binary(), args, {}, environment);
}

class TlsPlay : public ::testing::Test {
  protected:
    std::string server(const std::string& host = "127.0.0.1") const {
        return "wss://" + host + ":" + std::to_string(server_.port());
    }
    std::string history(const std::string& who) const {
        return (dir_ / (who + ".sqlite")).string();
    }

    TempDir dir_;
    Server server_{
        dir_ / "server.sqlite",
        {"--tls-cert", tls_data("localhost.crt"), "--tls-key", tls_data("localhost.key")}};
};

TEST_F(TlsPlay, AGameIsPlayedToItsEndOverTls) {
    EXPECT_THAT(server_.output(), HasSubstr("listening on wss://127.0.0.1:"));
    EXPECT_THAT(server_.output(), HasSubstr("the web client is at https://127.0.0.1:" +
                                            std::to_string(server_.port()) + "/\n"));
    // Ann writes the server's address, Ben its name: the certificate names both.
    auto ann = client(
        {"--db", history("ann"), "host", "strike", "--players", "Ann,Ben", "--server", server()},
        kTrusting);
    const std::string https = "https://127.0.0.1:" + std::to_string(server_.port());
    ASSERT_TRUE(ann->wait_for("Ben joins with: dicebox join " + https + "/t/")) << ann->output();
    const std::string code = printed(*ann, "Table ([A-Z0-9-]+) is open");
    ASSERT_FALSE(code.empty()) << ann->output();
    EXPECT_THAT(ann->output(),
                HasSubstr("The invitation, for a browser: " + https + "/t/" + code + "\n"));
    auto ben = client({"--db", history("ben"), "join", server("localhost"), code, "--name", "Ben"},
                      kTrusting);
    expect_both_end_well(*ann, *ben);
    for (const auto* person : {ann.get(), ben.get()}) {
        EXPECT_THAT(person->output(), HasSubstr("The dice are checked"));
        EXPECT_THAT(person->output(), HasSubstr("Kept in your history as game"));
    }
    // The seat is taken back over TLS too.
    EXPECT_THAT(ben->output(), HasSubstr("dicebox join " + server("localhost") + " --token "));
}

// Issue 36: the https:// link `host` prints is all Ben needs: his dicebox speaks wss:// to
// the server it names.
TEST_F(TlsPlay, TheHttpsLinkPrintedIsJoinedOverTls) {
    auto ann = client(
        {"--db", history("ann"), "host", "strike", "--players", "Ann,Ben", "--server", server()},
        kTrusting);
    ASSERT_TRUE(ann->wait_for("Ben joins with: dicebox join ")) << ann->output();
    const std::string link = printed(*ann, "Ben joins with: dicebox join (https://[^ ]+) --name");
    ASSERT_FALSE(link.empty()) << ann->output();
    auto ben = client({"--db", history("ben"), "join", link, "--name", "Ben"}, kTrusting);
    expect_both_end_well(*ann, *ben);
    EXPECT_THAT(ben->output(), HasSubstr("The dice are checked"));
    EXPECT_THAT(ben->output(), HasSubstr("dicebox join " + server() + " --token "));
}

TEST_F(TlsPlay, AClientThatDoesNotTrustTheCertificateIsRefused) {
    const auto refused =
        dicebox({"--db", history("ann"), "join", server(), "ABCD-EFGH", "--name", "Ann"});
    EXPECT_EQ(refused.exit_code, 1);
    EXPECT_THAT(refused.err, HasSubstr("dicebox join: cannot connect to " + server() +
                                       ": the server's certificate is not trusted: self"));
    // 127.1 is 127.0.0.1 to the resolver, but a name that the certificate does not hold.
    const auto another_name = dicebox(
        {"--db", history("ann"), "join", server("127.1"), "ABCD-EFGH", "--name", "Ann"}, kTrusting);
    EXPECT_EQ(another_name.exit_code, 1);
    EXPECT_THAT(another_name.err,
                HasSubstr("the server's certificate is not trusted: hostname mismatch"));
}

TEST_F(TlsPlay, PlainClientsAndGarbageAreClosedAndTheServerGoesOn) {
    const std::string plain = "127.0.0.1:" + std::to_string(server_.port());
    const auto refused =
        dicebox({"--db", history("ann"), "join", plain, "ABCD-EFGH", "--name", "Ann"});
    EXPECT_EQ(refused.exit_code, 1);
    EXPECT_THAT(refused.err,
                HasSubstr("dicebox join: " + plain +
                          " is not a dicebox server, or speaks TLS only (wss://" + plain + ")"));
    EXPECT_THROW(WebSocketClient{server_.port()}, dicebox::net::ConnectionError);

    // A TLS record of a handshake, whose message is of no type TLS has.
    boost::asio::io_context io;
    boost::asio::ip::tcp::socket garbage(io);
    garbage.connect({boost::asio::ip::make_address("127.0.0.1"), server_.port()});
    std::string bytes("\x16\x03\x01\x00\x10", 5);
    bytes.append(16, '\xff');
    boost::asio::write(garbage, boost::asio::buffer(bytes));
    boost::system::error_code closed;
    std::string answer(1024, '\0');
    boost::asio::read(garbage, boost::asio::buffer(answer), closed);
    EXPECT_EQ(closed, boost::asio::error::eof) << closed.message();

    // The server still answers over TLS.
    const auto answered = dicebox(
        {"--db", history("ann"), "join", server(), "NOPE-NOPE", "--name", "Ann"}, kTrusting);
    EXPECT_EQ(answered.exit_code, 1);
    EXPECT_THAT(answered.err, HasSubstr("dicebox join: there is no table NOPE-NOPE"));
}

TEST(TlsServe, ACertificateWithoutItsKeyOrAFileThatCannotBeUsedIsSaid) {
    const TempDir dir;
    const auto serve = [&](std::vector<std::string> options) {
        std::vector<std::string> args{"--db", (dir / "server.sqlite").string(), "serve", "--listen",
                                      "127.0.0.1:0"};
        args.insert(args.end(), options.begin(), options.end());
        return dicebox(args);
    };
    const auto no_key = serve({"--tls-cert", tls_data("localhost.crt")});
    EXPECT_EQ(no_key.exit_code, 2);
    EXPECT_THAT(no_key.err, HasSubstr("dicebox serve: --tls-cert requires --tls-key"));

    const std::string missing = (dir / "missing.crt").string();
    const auto not_there = serve({"--tls-cert", missing, "--tls-key", tls_data("localhost.key")});
    EXPECT_EQ(not_there.exit_code, 1);
    EXPECT_EQ(not_there.err, "dicebox serve: cannot read the certificate chain " + missing +
                                 ": No such file or directory\n");

    const auto not_a_certificate =
        serve({"--tls-cert", tls_data("localhost.key"), "--tls-key", tls_data("localhost.key")});
    EXPECT_EQ(not_a_certificate.exit_code, 1);
    EXPECT_THAT(not_a_certificate.err, HasSubstr("dicebox serve: " + tls_data("localhost.key") +
                                                 " holds no certificate chain in PEM"));

    const auto another_key =
        serve({"--tls-cert", tls_data("localhost.crt"), "--tls-key", tls_data("other.key")});
    EXPECT_EQ(another_key.exit_code, 1);
    EXPECT_THAT(another_key.err, HasSubstr(tls_data("other.key")));
}

TEST(TlsAddresses, AWssClientOfAPlainServerIsToldSo) {
    const TempDir dir;
    const Server plain(dir / "server.sqlite");
    const std::string address = "wss://127.0.0.1:" + std::to_string(plain.port());
    const auto refused = dicebox(
        {"--db", (dir / "ann.sqlite").string(), "join", address, "ABCD-EFGH", "--name", "Ann"},
        kTrusting);
    EXPECT_EQ(refused.exit_code, 1);
    EXPECT_THAT(refused.err, HasSubstr("dicebox join: " + address + " does not answer over TLS"));
}

TEST(TlsAddresses, AServerAddressOfAnotherSchemeIsRefused) {
    const auto other = dicebox({"join", "https://127.0.0.1", "ABCD-EFGH", "--name", "Ann"});
    EXPECT_EQ(other.exit_code, 2);
    EXPECT_THAT(other.err, HasSubstr("the scheme is ws:// or wss://"));
}

}  // namespace
}  // namespace net_test
