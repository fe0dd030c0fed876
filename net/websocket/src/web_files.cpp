#include "dicebox/net/web_files.hpp"

#include <fmt/format.h>

#include <zlib.h>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>
#include <stdexcept>

#include "dicebox/net/fair_dice.hpp"
#include "dicebox/net/invitation.hpp"

namespace dicebox::net {

namespace fs = std::filesystem;

namespace {

// The Content-Type of a file by its extension; text in UTF-8, as the client is written.
std::string_view type_of(const fs::path& file) {
    static const std::map<std::string, std::string_view, std::less<>> kTypes{
        {".css", "text/css; charset=utf-8"},
        {".html", "text/html; charset=utf-8"},
        {".ico", "image/x-icon"},
        {".js", "text/javascript; charset=utf-8"},
        {".json", "application/json; charset=utf-8"},
        {".mjs", "text/javascript; charset=utf-8"},
        {".png", "image/png"},
        {".svg", "image/svg+xml; charset=utf-8"},
        {".txt", "text/plain; charset=utf-8"},
        {".webmanifest", "application/manifest+json; charset=utf-8"},
        {".woff2", "font/woff2"},
    };
    const auto found = kTypes.find(file.extension().string());
    return found != kTypes.end() ? found->second : "application/octet-stream";
}

std::string bytes_of(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    if (!in.good() && !in.eof())
        throw std::runtime_error(
            fmt::format("cannot read the web file {}: {}", file.string(), std::strerror(errno)));
    return bytes;
}

// `bytes` in gzip's format (RFC 1952), at zlib's best compression: done once, at start, so
// that a page's first load costs a third of its bytes (docs/guide/figures.md).
std::string gzip(const std::string& bytes) {
    z_stream stream{};
    // 15 bits of window, and 16 more for gzip's header and trailer instead of zlib's.
    if (deflateInit2(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY) !=
        Z_OK)
        throw std::runtime_error("cannot start zlib's compression");
    std::string out(deflateBound(&stream, static_cast<uLong>(bytes.size())), '\0');
    // zlib's interface is C's: it reads the input through a pointer to non-const bytes.
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
    stream.avail_in = static_cast<uInt>(bytes.size());
    stream.next_out = reinterpret_cast<Bytef*>(out.data());
    stream.avail_out = static_cast<uInt>(out.size());
    const int done = deflate(&stream, Z_FINISH);
    out.resize(stream.total_out);
    deflateEnd(&stream);
    if (done != Z_STREAM_END) throw std::runtime_error("zlib's compression did not finish");
    return out;
}

// Text (the pages, scripts, styles, words and drawings) is worth compressing; images and
// fonts are compressed already.
bool compressible(std::string_view type) {
    return type.starts_with("text/") || type.find("json") != std::string_view::npos ||
           type.starts_with("image/svg");
}

// An invitation's page: "/t/" and 1 to 32 letters, digits and dashes, perhaps a slash after.
bool is_invitation(std::string_view path) {
    if (!path.starts_with("/t/")) return false;
    auto code = path.substr(3);
    // A link written with a slash after the code, as browsers and chat programs may.
    if (code.ends_with('/')) code.remove_suffix(1);
    return !code.empty() && code.size() <= 32 && std::all_of(code.begin(), code.end(), [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
               c == '-';
    });
}

}  // namespace

WebFiles WebFiles::read(const fs::path& client, const dicebox::PluginRegistry& registry) {
    WebFiles files;
    files.add_folder(client, "", false);
    for (const auto& plugin : registry.plugins()) {
        const std::string id = plugin.module->info().id;
        files.add_folder(plugin.file.parent_path() / "web" / id, "/games/" + id, true);
    }
    return files;
}

void WebFiles::add_folder(const fs::path& folder, const std::string& prefix, bool without_tests) {
    std::error_code error;
    if (!fs::is_directory(folder, error)) return;
    for (auto entry = fs::recursive_directory_iterator(folder, error);
         !error && entry != fs::recursive_directory_iterator(); entry.increment(error)) {
        const auto name = entry->path().filename().string();
        const bool tests = without_tests && name == "tests" && entry->is_directory();
        if (name.starts_with('.') || tests) {
            if (entry->is_directory()) entry.disable_recursion_pending();
            continue;
        }
        if (!entry->is_regular_file()) continue;
        WebFile file{bytes_of(entry->path()), type_of(entry->path()), {}, {}, {}};
        file.etag = "\"" + sha256_hex(file.bytes) + "\"";
        if (compressible(file.type)) {
            auto gzipped = gzip(file.bytes);
            if (gzipped.size() < file.bytes.size()) {
                file.gzip_etag = "\"" + sha256_hex(gzipped) + "\"";
                file.gzipped = std::move(gzipped);
            }
        }
        const auto path = prefix + "/" + entry->path().lexically_relative(folder).generic_string();
        files_.insert_or_assign(path, std::move(file));
    }
    if (error)
        throw std::runtime_error(
            fmt::format("cannot read the web folder {}: {}", folder.string(), error.message()));
}

const WebFile* WebFiles::find(std::string_view path) const {
    if (path == "/" || is_invitation(path)) path = "/index.html";
    const auto found = files_.find(path);
    return found != files_.end() ? &found->second : nullptr;
}

std::optional<std::string> path_of_target(std::string_view target) {
    target = target.substr(0, target.find('?'));
    if (!target.starts_with('/')) return std::nullopt;
    return percent_decoded(target);
}

}  // namespace dicebox::net
