// The files `dicebox serve` gives a browser: the web client's and each game's board files,
// read into memory once at start (a manifest). A request's path is only ever looked up in
// it, never handed to the file system, so that no spelling of a path can reach another
// file (docs/architecture.md, "The web client's files").
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "dicebox/loader.hpp"

namespace dicebox::net {

struct WebFile {
    std::string bytes;
    std::string_view type;  // the Content-Type
    std::string etag;       // a strong validator: "\"<SHA-256 of the bytes>\""
};

class WebFiles {
  public:
    // The client's files under `client` (as /PATH), and, for each game `registry` loaded,
    // the files under its plugin's folder's web/<game id>/ (as /games/<game id>/PATH);
    // folders included, but no file or folder whose name begins with a dot, nor a game's
    // folder tests/ (its unit tests). A folder that is missing gives no files.
    static WebFiles read(const std::filesystem::path& client,
                         const dicebox::PluginRegistry& registry);

    // The file of `path`, a request's path already decoded: "/" and "/t/CODE" (an
    // invitation's page: CODE 1 to 32 letters, digits and dashes) are the client's
    // index.html. Null when there is none.
    const WebFile* find(std::string_view path) const;
    std::size_t size() const { return files_.size(); }

  private:
    // Adds the files under `folder` as `prefix` + their path in it.
    void add_folder(const std::filesystem::path& folder, const std::string& prefix,
                    bool without_tests);

    std::map<std::string, WebFile, std::less<>> files_;
};

// The path of a request's target ("/js/main.js?v=2" → "/js/main.js"), its %XX escapes
// decoded once; nothing when the target is not a path from "/" (the origin form: not "*"
// nor "http://host/...") or an escape is not two hex digits.
std::optional<std::string> path_of_target(std::string_view target);

}  // namespace dicebox::net
