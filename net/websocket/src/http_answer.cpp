#include "dicebox/net/http_answer.hpp"

#include <algorithm>
#include <boost/beast/http/field.hpp>
#include <boost/beast/http/verb.hpp>
#include <cctype>
#include <cstdlib>
#include <sstream>
#include <string>

namespace dicebox::net {

namespace http = boost::beast::http;

namespace {

// Boost 1.74's Beast speaks boost::string_view.
boost::beast::string_view beast_text(std::string_view text) {
    return {text.data(), text.size()};
}
std::string_view std_text(boost::beast::string_view text) {
    return {text.data(), text.size()};
}

// The page runs only its own scripts and styles and talks only to its own server; no
// inline script, no plugin, no other site framing it.
constexpr std::string_view kContentSecurityPolicy =
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

HttpAnswer answer_of(http::status status, unsigned version) {
    HttpAnswer answer{status, version};
    answer.set(http::field::server, "dicebox");
    answer.set("Content-Security-Policy", beast_text(kContentSecurityPolicy));
    answer.set("X-Content-Type-Options", "nosniff");
    answer.set("Referrer-Policy", "no-referrer");
    // Asked again each time, answered with 304 while the file is the same.
    answer.set(http::field::cache_control, "no-cache");
    return answer;
}

// A 304 carries only what RFC 9110 (15.4.5) has it carry of the 200 it stands for: the
// validator and what guides a cache (Cache-Control, Vary). The browser keeps the rest (the
// policy, the type) from the answer it holds, so a reload costs a few bytes a file.
HttpAnswer not_modified(unsigned version, const WebFile& file, const std::string& etag) {
    HttpAnswer answer{http::status::not_modified, version};
    answer.set(http::field::etag, etag);
    answer.set(http::field::cache_control, "no-cache");
    if (!file.gzipped.empty()) answer.set(http::field::vary, "Accept-Encoding");
    return answer;
}

HttpAnswer sentence(http::status status, unsigned version, std::string_view text) {
    auto answer = answer_of(status, version);
    answer.set(http::field::content_type, "text/plain; charset=utf-8");
    answer.body() = std::string(text) + "\n";
    answer.prepare_payload();
    return answer;
}

// Whether an If-None-Match list names `etag` (compared weakly, as RFC 9110 says), or is *.
bool names(std::string_view list, std::string_view etag) {
    while (!list.empty()) {
        const auto comma = list.find(',');
        auto tag = list.substr(0, comma);
        list = comma == std::string_view::npos ? "" : list.substr(comma + 1);
        while (!tag.empty() && (tag.front() == ' ' || tag.front() == '\t')) tag.remove_prefix(1);
        while (!tag.empty() && (tag.back() == ' ' || tag.back() == '\t')) tag.remove_suffix(1);
        if (tag.starts_with("W/")) tag.remove_prefix(2);
        if (tag == "*" || tag == etag) return true;
    }
    return false;
}

// Whether the request's Accept-Encoding lists gzip with a weight above 0 (RFC 9110,
// 12.5.3: "gzip", "gzip;q=0.8"; "gzip;q=0" refuses it).
bool accepts_gzip(const http::request_header<>& request) {
    const auto accepted = request.find(http::field::accept_encoding);
    if (accepted == request.end()) return false;
    std::istringstream items{std::string(std_text(accepted->value()))};
    std::string item;
    while (std::getline(items, item, ',')) {
        std::erase_if(item, [](char c) { return c == ' ' || c == '\t'; });
        std::transform(item.begin(), item.end(), item.begin(),
                       [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        if (item == "gzip") return true;
        if (item.starts_with("gzip;q=")) return std::strtod(item.c_str() + 7, nullptr) > 0;
    }
    return false;
}

// The answer to `request`, with its bytes (which answer_http takes from an answer to HEAD).
HttpAnswer answer_to(const WebFiles& files, const http::request_header<>& request) {
    const unsigned version = request.version();
    const auto method = request.method();
    if (method != http::verb::get && method != http::verb::head) {
        auto answer = sentence(http::status::method_not_allowed, version,
                               "This server answers GET and HEAD only.");
        answer.set(http::field::allow, "GET, HEAD");
        return answer;
    }
    const auto path = path_of_target(std_text(request.target()));
    if (!path)
        return sentence(http::status::bad_request, version,
                        "The request's target is not a path beginning with /.");
    const WebFile* file = files.find(*path);
    if (file == nullptr)
        return sentence(http::status::not_found, version, "There is no such page here.");
    const bool gzipped = !file->gzipped.empty() && accepts_gzip(request);
    const std::string& etag = gzipped ? file->gzip_etag : file->etag;
    const auto matching = request.find(http::field::if_none_match);
    if (matching != request.end() && names(std_text(matching->value()), etag))
        return not_modified(version, *file, etag);
    auto answer = answer_of(http::status::ok, version);
    if (!file->gzipped.empty()) answer.set(http::field::vary, "Accept-Encoding");
    answer.set(http::field::etag, etag);
    answer.set(http::field::content_type, beast_text(file->type));
    if (gzipped) answer.set(http::field::content_encoding, "gzip");
    answer.body() = gzipped ? file->gzipped : file->bytes;
    answer.prepare_payload();
    return answer;
}

}  // namespace

HttpAnswer answer_http(const WebFiles& files, const http::request_header<>& request) {
    auto answer = answer_to(files, request);
    // HEAD: the same headers, without the bytes.
    if (request.method() == http::verb::head) answer.body().clear();
    return answer;
}

HttpAnswer refuse_http(http::status status, std::string_view why) {
    auto answer = sentence(status, 11, why);
    answer.keep_alive(false);
    return answer;
}

}  // namespace dicebox::net
