// JSON that comes from outside (a request line, a file, an option, a stored field),
// parsed within limits: a value nested thousands deep or a text of gigabytes is refused
// in words that name the limit, before anything recursive (printing, comparing,
// converting) can run out of stack or memory on it.
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>

namespace dicebox {

struct JsonLimits {
    std::size_t depth = 64;        // arrays and objects inside one another
    std::size_t bytes = 1u << 20;  // the whole text
};

// What is wrong with a text, in words: a limit it exceeds (naming the limit) or where
// it stops being JSON.
class JsonTextError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// Throws JsonTextError.
nlohmann::json parse_json(std::string_view text, const JsonLimits& limits = {});

// The limits as a person reads them: "1 MiB (1048576 bytes)".
std::string byte_limit_text(std::size_t bytes);

}  // namespace dicebox
