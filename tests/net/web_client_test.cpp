// `dicebox serve` as a browser sees it: the web client's files and the games' board files
// over HTTP on the server's one port (docs/protocol.md, "The web client"), and every kind of
// bad request refused or closed while the tables play on. Real sockets on 127.0.0.1 (and
// 127.0.0.2), the bytes of each request written as they are; over TLS too.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <zlib.h>
#include <atomic>
#include <boost/beast/http/field.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "dicebox/net/fair_dice.hpp"
#include "http_client.hpp"
#include "plugins.hpp"
#include "server.hpp"
#include "temp_dir.hpp"
#include "websocket_client.hpp"

namespace net_test {
namespace {

namespace fs = std::filesystem;
namespace http = boost::beast::http;
using nlohmann::json;
using testing::HasSubstr;
using testing_support::file_contents;
using testing_support::TempDir;

std::string test_certificate(const std::string& file) {
    return std::string(NET_TEST_DATA) + "/" + file;
}

// The files a folder holds, by their path in it ("/js/main.js"), as the build copied them.
std::map<std::string, std::string> files_under(const fs::path& folder) {
    std::map<std::string, std::string> files;
    for (const auto& entry : fs::recursive_directory_iterator(folder)) {
        if (entry.is_regular_file())
            files["/" + entry.path().lexically_relative(folder).generic_string()] =
                file_contents(entry.path());
    }
    return files;
}

// The web client as the build has it, beside the binary.
fs::path built_client() {
    return testing_support::dicebox_binary().parent_path().parent_path() / "share" / "dicebox" /
           "web";
}

std::string header(const HttpResponse& response, const char* name) {
    const auto found = response.find(name);
    if (found == response.end()) return "(none)";
    return {found->value().data(), found->value().size()};
}

// The names of an answer's header fields, in order.
std::string header_names(const HttpResponse& response) {
    std::string names;
    for (const auto& field : response)
        names += (names.empty() ? "" : ", ") + std::string(field.name_string());
    return names;
}

// The headers every file carries: the policy that keeps the page to its own files, its
// validator, and no guessing of its type.
void expect_a_file(const HttpResponse& response, const std::string& bytes,
                   const std::string& type) {
    EXPECT_EQ(response.result(), http::status::ok);
    EXPECT_EQ(response.body(), bytes);
    EXPECT_EQ(header(response, "Content-Type"), type);
    EXPECT_EQ(header(response, "ETag"), "\"" + dicebox::net::sha256_hex(bytes) + "\"");
    EXPECT_EQ(header(response, "Cache-Control"), "no-cache");
    EXPECT_EQ(header(response, "Content-Security-Policy"),
              "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
              "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'");
    EXPECT_EQ(header(response, "X-Content-Type-Options"), "nosniff");
    EXPECT_EQ(header(response, "Referrer-Policy"), "no-referrer");
}

TEST(WebClient, TheClientIsServedAtTheRootAtAnInvitationAndEachFileByItsPath) {
    const TempDir dir;
    const Server server(dir / "server.sqlite");
    EXPECT_THAT(server.output(), HasSubstr("dicebox serve: the web client is at http://127.0.0.1:" +
                                           std::to_string(server.port()) + "/\n"));
    const auto files = files_under(built_client());
    ASSERT_TRUE(files.contains("/index.html"));
    // One connection, kept for request after request.
    HttpClient browser(server.port());
    for (const std::string page :
         {"/", "/t/K7QM-2XPA", "/t/k7qm2xpa", "/t/K7QM-2XPA/", "/index.html?from=chat"}) {
        const auto answer = browser.request(page);
        ASSERT_TRUE(answer) << page;
        expect_a_file(*answer, files.at("/index.html"), "text/html; charset=utf-8");
    }
    for (const auto& [path, bytes] : files) {
        const auto answer = browser.request(path);
        ASSERT_TRUE(answer) << path;
        EXPECT_EQ(answer->result(), http::status::ok) << path;
        EXPECT_EQ(answer->body(), bytes) << path;
    }
    const auto script = browser.request("/js/main.js");
    ASSERT_TRUE(script);
    expect_a_file(*script, files.at("/js/main.js"), "text/javascript; charset=utf-8");
    // Not pages: an invitation's code is 1 to 32 letters, digits and dashes (one slash after).
    for (const std::string& page : std::vector<std::string>{
             "/t/", "/t//", "/t/K7QM_2XPA", "/t/K7QM-2XPA//", "/t/" + std::string(33, 'A'), "/t"}) {
        const auto answer = browser.request(page);
        ASSERT_TRUE(answer) << page;
        EXPECT_EQ(answer->result(), http::status::not_found) << page;
    }
}

// What gzip's `compressed` bytes hold, read back with zlib; "(not gzip)" when they are not.
std::string gunzipped(const std::string& compressed) {
    z_stream stream{};
    if (inflateInit2(&stream, 15 + 16) != Z_OK) return "(not gzip)";
    std::string out(1 << 20, '\0');
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(compressed.data()));
    stream.avail_in = static_cast<uInt>(compressed.size());
    stream.next_out = reinterpret_cast<Bytef*>(out.data());
    stream.avail_out = static_cast<uInt>(out.size());
    const int done = inflate(&stream, Z_FINISH);
    out.resize(stream.total_out);
    inflateEnd(&stream);
    return done == Z_STREAM_END ? out : "(not gzip)";
}

TEST(WebClient, ABrowserThatAcceptsGzipIsSentTheTextCompressedAndCanValidateIt) {
    const TempDir dir;
    const Server server(dir / "server.sqlite");
    HttpClient browser(server.port());
    const auto files = files_under(built_client());
    const std::string& style = files.at("/css/main.css");
    const auto plain = browser.request("/css/main.css");
    ASSERT_TRUE(plain);
    EXPECT_EQ(plain->body(), style);
    EXPECT_EQ(header(*plain, "Content-Encoding"), "(none)");
    EXPECT_EQ(header(*plain, "Vary"), "Accept-Encoding");

    const auto compressed =
        browser.request("/css/main.css", "GET", "Accept-Encoding: gzip, deflate, br\r\n");
    ASSERT_TRUE(compressed);
    EXPECT_EQ(compressed->result(), http::status::ok);
    EXPECT_EQ(header(*compressed, "Content-Encoding"), "gzip");
    EXPECT_EQ(header(*compressed, "Vary"), "Accept-Encoding");
    EXPECT_EQ(header(*compressed, "Content-Type"), "text/css; charset=utf-8");
    EXPECT_LT(compressed->body().size(), style.size() / 2);
    EXPECT_EQ(gunzipped(compressed->body()), style);
    // Another representation, another validator, which a reload names.
    const std::string etag = header(*compressed, "ETag");
    EXPECT_EQ(etag, "\"" + dicebox::net::sha256_hex(compressed->body()) + "\"");
    const auto reload = browser.request("/css/main.css", "GET",
                                        "Accept-Encoding: gzip\r\nIf-None-Match: " + etag + "\r\n");
    ASSERT_TRUE(reload);
    EXPECT_EQ(reload->result(), http::status::not_modified);

    for (const std::string refusing : {"gzip;q=0", "identity", "GZIP;q=0.0, br"}) {
        const auto answer =
            browser.request("/css/main.css", "GET", "Accept-Encoding: " + refusing + "\r\n");
        ASSERT_TRUE(answer) << refusing;
        EXPECT_EQ(answer->body(), style) << refusing;
    }
    const auto weighted =
        browser.request("/css/main.css", "GET", "Accept-Encoding: br;q=1, Gzip;q=0.5\r\n");
    ASSERT_TRUE(weighted);
    EXPECT_EQ(gunzipped(weighted->body()), style);
}

TEST(WebClient, AReloadIsAnsweredWithNotModifiedAndHeadWithTheHeadersAlone) {
    const TempDir dir;
    const Server server(dir / "server.sqlite");
    HttpClient browser(server.port());
    const auto first = browser.request("/js/main.js");
    ASSERT_TRUE(first);
    const std::string etag = header(*first, "ETag");
    for (const std::string& validator :
         {etag, "W/" + etag, "\"other\", " + etag, std::string("*")}) {
        const auto reload =
            browser.request("/js/main.js", "GET", "If-None-Match: " + validator + "\r\n");
        ASSERT_TRUE(reload) << validator;
        EXPECT_EQ(reload->result(), http::status::not_modified) << validator;
        EXPECT_EQ(reload->body(), "") << validator;
        EXPECT_EQ(header(*reload, "ETag"), etag);
        // Only what RFC 9110 has a 304 carry: the browser keeps the policy and the type of
        // the answer it holds.
        EXPECT_EQ(header_names(*reload), "ETag, Cache-Control, Vary") << validator;
        EXPECT_EQ(header(*reload, "Cache-Control"), "no-cache");
        EXPECT_EQ(header(*reload, "Vary"), "Accept-Encoding");
    }
    const auto changed = browser.request("/js/main.js", "GET", "If-None-Match: \"other\"\r\n");
    ASSERT_TRUE(changed);
    EXPECT_EQ(changed->result(), http::status::ok);
    EXPECT_EQ(changed->body(), first->body());

    const auto head = browser.request("/js/main.js", "HEAD");
    ASSERT_TRUE(head);
    EXPECT_EQ(head->result(), http::status::ok);
    EXPECT_EQ(header(*head, "Content-Length"), std::to_string(first->body().size()));
    EXPECT_EQ(header(*head, "ETag"), etag);
    // Nor after a refusal's header.
    const auto missing = browser.request("/no-such-file.js", "HEAD");
    ASSERT_TRUE(missing);
    EXPECT_EQ(missing->result(), http::status::not_found);
    EXPECT_NE(header(*missing, "Content-Length"), "0");
    // No body came after the headers: the next answer on the connection is read whole.
    const auto after = browser.request("/");
    ASSERT_TRUE(after);
    EXPECT_EQ(after->result(), http::status::ok);
    EXPECT_THAT(after->body(), HasSubstr("<html"));
}

// A folder of plugins for the test: Strike's plugin, and beside it a web board for it and
// for a game that is not there.
class GameBoards : public ::testing::Test {
  protected:
    GameBoards() {
        fs::create_directories(plugins_ / "web" / "strike" / "parts");
        fs::copy_file(testing_support::plugin_dir() / "dicebox-strike.so",
                      plugins_ / "dicebox-strike.so");
        write("strike/board.js", "export function createBoard() {}\n");
        write("strike/board.css", ".arena {}\n");
        write("strike/parts/arena.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n");
        write("strike/i18n.json", "{}\n");
        write("strike/.secret", "a file of the editor's\n");
        fs::create_directories(plugins_ / "web" / "strike" / "tests");
        write("strike/tests/board.test.mjs", "// a unit test\n");
        fs::create_directories(plugins_ / "web" / "nogame");
        write("nogame/board.js", "// of no game loaded\n");
    }
    void write(const std::string& file, const std::string& text) {
        std::ofstream(plugins_ / "web" / file) << text;
    }

    TempDir dir_;
    fs::path plugins_ = dir_ / "plugins";
};

TEST_F(GameBoards, AGamesBoardIsServedButNotItsTestsNorHiddenFilesNorAGameNotLoaded) {
    const Server server(dir_ / "server.sqlite", {"--plugin-dir", plugins_.string()});
    HttpClient browser(server.port());
    const std::map<std::string, std::string> types{
        {"board.js", "text/javascript; charset=utf-8"},
        {"board.css", "text/css; charset=utf-8"},
        {"parts/arena.svg", "image/svg+xml; charset=utf-8"},
        {"i18n.json", "application/json; charset=utf-8"}};
    for (const auto& [file, type] : types) {
        const auto answer = browser.request("/games/strike/" + file);
        ASSERT_TRUE(answer) << file;
        expect_a_file(*answer, file_contents(plugins_ / "web" / "strike" / file), type);
    }
    for (const std::string path :
         {"/games/strike/.secret", "/games/strike/tests/board.test.mjs", "/games/nogame/board.js",
          "/games/strike/", "/games/strike", "/games/extra/../strike/board.js"}) {
        const auto answer = browser.request(path);
        ASSERT_TRUE(answer) << path;
        EXPECT_EQ(answer->result(), http::status::not_found) << path;
    }
}

TEST(WebClient, NoSpellingOfAPathReachesAFileOutsideTheClient) {
    const TempDir dir;
    const Server server(dir / "server.sqlite");
    const std::vector<std::string> spellings{
        "/../../../../etc/passwd",
        "/js/../index.html",
        "/js/../../../etc/passwd",
        "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
        "/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
        "/..%2f..%2f..%2fetc%2fpasswd",
        "/%252e%252e/%252e%252e/etc/passwd",
        "/..\\..\\..\\etc\\passwd",
        "/..%5c..%5c..%5cetc%5cpasswd",
        "/index.html%00.js",
        "/%00",
        "/js/main.js%00",
        "//etc/passwd",
        "/./index.html",
        "/t/../../etc/passwd",
        "/games/../../etc/passwd",
        "/" + std::string(7000, 'a'),
        "/%",
        "/%2",
        "/%zz",
        "/%c0%ae%c0%ae/etc/passwd",
        "http://127.0.0.1/../../etc/passwd",
        "http://x/../",
        "../etc/passwd",
        "etc/passwd",
        "*",
    };
    for (const auto& target : spellings) {
        HttpClient browser(server.port());
        const auto answer = browser.request(target);
        ASSERT_TRUE(answer) << target;
        EXPECT_THAT(answer->result(),
                    testing::AnyOf(http::status::not_found, http::status::bad_request))
            << target;
        EXPECT_THAT(answer->body(), testing::Not(HasSubstr("root:"))) << target;
    }
    // Bytes no request line holds: a NUL, a space, a line feed alone in the target.
    for (const std::string& line :
         std::vector<std::string>{std::string("GET /\0 HTTP/1.1\r\n", 17), "GET / / HTTP/1.1\r\n",
                                  "GET /\n HTTP/1.1\r\n", "NOT HTTP AT ALL\r\n"}) {
        HttpClient browser(server.port());
        browser.send(line + "Host: 127.0.0.1\r\n\r\n");
        const auto answer = browser.receive();
        ASSERT_TRUE(answer);
        EXPECT_EQ(answer->result(), http::status::bad_request);
        EXPECT_TRUE(browser.closed_by_server());
    }
    HttpClient browser(server.port());
    const auto still = browser.request("/");
    ASSERT_TRUE(still);
    EXPECT_EQ(still->result(), http::status::ok);
}

TEST(WebClient, MethodsOtherThanGetAndHeadAreRefusedNamingTheTwo) {
    const TempDir dir;
    const Server server(dir / "server.sqlite");
    HttpClient browser(server.port());
    for (const std::string method : {"PUT", "DELETE", "OPTIONS", "PATCH", "TRACE"}) {
        const auto answer = browser.request("/", method);
        ASSERT_TRUE(answer) << method;
        EXPECT_EQ(answer->result(), http::status::method_not_allowed) << method;
        EXPECT_EQ(header(*answer, "Allow"), "GET, HEAD") << method;
    }
    // A request with a body: refused, and its connection closed rather than its body read.
    HttpClient poster(server.port());
    const auto posted = poster.request("/", "POST", "Content-Length: 3\r\n");
    ASSERT_TRUE(posted);
    EXPECT_EQ(posted->result(), http::status::method_not_allowed);
    EXPECT_TRUE(poster.closed_by_server());
    HttpClient getter(server.port());
    const auto with_body = getter.request("/", "GET", "Content-Length: 3\r\n");
    ASSERT_TRUE(with_body);
    EXPECT_TRUE(getter.closed_by_server());
    EXPECT_EQ(browser.request("/")->result(), http::status::ok);
}

TEST(WebClient, AHeaderOverTheLimitIsRefusedAndEndlessHeadersAreCut) {
    const TempDir dir;
    const Server server(dir / "server.sqlite", {"--unfinished-wait", "1"});
    {
        HttpClient browser(server.port());
        const auto answer =
            browser.request("/", "GET", "Cookie: " + std::string(9000, 'c') + "\r\n");
        ASSERT_TRUE(answer);
        EXPECT_EQ(answer->result(), http::status::request_header_fields_too_large);
        EXPECT_TRUE(browser.closed_by_server());
    }
    {
        HttpClient browser(server.port());
        const auto answer = browser.request("/" + std::string(9000, 'a'));
        ASSERT_TRUE(answer);
        EXPECT_EQ(answer->result(), http::status::request_header_fields_too_large);
    }
    {
        // Header lines as fast as the server takes them, for as long as it does: the
        // server stops reading them at its limit and closes the connection.
        HttpClient browser(server.port());
        browser.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n");
        // Far more than a server that read on would take in the test's time.
        constexpr std::size_t kEndless = 4'000'000'000;
        std::atomic<std::size_t> sent = 0;
        std::thread sender([&] {
            const std::string line = "X-More: " + std::string(90, 'x') + "\r\n";
            while (sent < kEndless && browser.send(line)) sent += line.size();
        });
        const auto answer = browser.receive();
        EXPECT_TRUE(browser.closed_by_server());
        sender.join();
        ASSERT_TRUE(answer);
        EXPECT_EQ(answer->result(), http::status::request_header_fields_too_large);
        EXPECT_LT(sent, kEndless) << "the server read on";
    }
    HttpClient browser(server.port());
    EXPECT_EQ(browser.request("/")->result(), http::status::ok);
}

TEST(WebClient, ATrickledRequestAndAnIdleConnectionAreClosedWhileATablePlaysOn) {
    const TempDir dir;
    const Server server(dir / "server.sqlite", {"--unfinished-wait", "1"});
    auto ann = server.connect();
    const json opened = ann->request({{"cmd", "open"},
                                      {"game", "strike"},
                                      {"seats", json::parse(R"([{}, {"bot":"planner"}])")}});
    ASSERT_EQ(opened["ok"], true) << opened.dump();
    const json joined = ann->request({{"cmd", "join"}, {"code", opened["code"]}, {"name", "Ann"}});
    ASSERT_EQ(joined["ok"], true) << joined.dump();

    // A request trickled a byte at a time, a few a second.
    HttpClient trickler(server.port());
    std::atomic<bool> closed = false;
    std::thread sender([&] {
        trickler.send("GET / HTTP/1.1\r\n");
        while (!closed && trickler.send("X"))
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
    });
    // A connection that asked once and then says nothing.
    HttpClient idle(server.port());
    ASSERT_TRUE(idle.request("/"));
    // Ann plays on meanwhile.
    EXPECT_EQ(ann->request({{"cmd", "legal"}})["ok"], true);
    EXPECT_TRUE(trickler.closed_by_server());
    closed = true;
    sender.join();
    EXPECT_TRUE(idle.closed_by_server());
    const json legal = ann->request({{"cmd", "legal"}});
    EXPECT_EQ(legal["ok"], true) << legal.dump();
}

TEST(WebClient, BrowsersConnectionsCountAgainstTheLimitOfTheirAddress) {
    const TempDir dir;
    // Idle connections are kept for as long as the test takes.
    const Server server(dir / "server.sqlite",
                        {"--max-connections-per-address", "2", "--unfinished-wait", "600"});
    HttpClient first(server.port());
    ASSERT_TRUE(first.request("/"));
    HttpClient second(server.port());
    ASSERT_TRUE(second.request("/"));
    // Both idle, kept alive: a third from 127.0.0.1 is refused at once, with no answer.
    HttpClient third(server.port());
    third.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    EXPECT_FALSE(third.receive());
    EXPECT_THROW(server.connect(), std::exception) << "nor a WebSocket";
    HttpClient other(server.port(), false, "127.0.0.2");
    const auto answer = other.request("/");
    ASSERT_TRUE(answer) << "another address";
    EXPECT_EQ(answer->result(), http::status::ok);
}

TEST(WebClientOverTls, TheClientIsServedOverHttpsBesideTheWebSocket) {
    const TempDir dir;
    const Server server(dir / "server.sqlite", {"--tls-cert", test_certificate("localhost.crt"),
                                                "--tls-key", test_certificate("localhost.key")});
    EXPECT_THAT(server.output(), HasSubstr("the web client is at https://127.0.0.1:" +
                                           std::to_string(server.port()) + "/\n"));
    HttpClient browser(server.port(), true);
    const auto page = browser.request("/t/K7QM-2XPA");
    ASSERT_TRUE(page);
    expect_a_file(*page, file_contents(built_client() / "index.html"), "text/html; charset=utf-8");
    const auto reload =
        browser.request("/", "GET", "If-None-Match: " + header(*page, "ETag") + "\r\n");
    ASSERT_TRUE(reload);
    EXPECT_EQ(reload->result(), http::status::not_modified);
    for (const std::string target : {"/%2e%2e/%2e%2e/etc/passwd", "/../../etc/passwd"}) {
        const auto answer = browser.request(target);
        ASSERT_TRUE(answer) << target;
        EXPECT_EQ(answer->result(), http::status::not_found) << target;
    }
    EXPECT_EQ(browser.request("/", "DELETE")->result(), http::status::method_not_allowed);
    {
        HttpClient huge(server.port(), true);
        const auto answer = huge.request("/", "GET", "Cookie: " + std::string(9000, 'c') + "\r\n");
        ASSERT_TRUE(answer);
        EXPECT_EQ(answer->result(), http::status::request_header_fields_too_large);
    }
    // Plain HTTP to the TLS port gets nothing.
    HttpClient plain(server.port());
    plain.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    EXPECT_FALSE(plain.receive());
    EXPECT_EQ(browser.request("/")->result(), http::status::ok);
}

}  // namespace
}  // namespace net_test
