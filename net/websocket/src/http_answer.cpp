#include "dicebox/net/http_answer.hpp"

#include <boost/beast/http/field.hpp>
#include <boost/beast/http/verb.hpp>
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
    const auto matching = request.find(http::field::if_none_match);
    if (matching != request.end() && names(std_text(matching->value()), file->etag)) {
        auto answer = answer_of(http::status::not_modified, version);
        answer.set(http::field::etag, file->etag);
        return answer;
    }
    auto answer = answer_of(http::status::ok, version);
    answer.set(http::field::content_type, beast_text(file->type));
    answer.set(http::field::etag, file->etag);
    answer.body() = file->bytes;
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
