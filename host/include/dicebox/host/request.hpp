// One request of the engine protocol or of a server (docs/protocol.md): its command and
// its fields, read with refusals in words.
//
// Every field a command reads is checked for presence and type here, and a field the
// command does not know is refused too: a misspelt "seet" silently ignored would make
// the engine act for the wrong seat.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "dicebox/json_text.hpp"

namespace dicebox::host {

// A request that cannot be carried out as written; the message says what to send.
class RequestError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// A request is one line of at most 1 MiB holding JSON nested at most 64 deep: a client
// sends nothing near that (a whole game's log is a few kilobytes), and a hostile one
// gets a refusal instead of the engine's memory or stack.
inline constexpr dicebox::JsonLimits kRequestLimits{};

class Request {
  public:
    // Parses one line of input; throws RequestError for anything but a JSON object
    // with a string "cmd".
    explicit Request(std::string_view line);

    const std::string& cmd() const { return cmd_; }

    // Refuses any field other than "cmd" and `fields`.
    void allow_only(std::initializer_list<std::string_view> fields) const;

    std::string string(const char* name) const;
    std::optional<std::string> optional_string(const char* name) const;
    int integer(const char* name) const;
    std::optional<int> optional_integer(const char* name) const;
    std::optional<bool> optional_boolean(const char* name) const;
    std::uint64_t unsigned_integer(const char* name) const;
    std::optional<std::uint64_t> optional_unsigned_integer(const char* name) const;
    const nlohmann::json& array(const char* name) const;
    // The field's value, or nullptr when the field is absent.
    const nlohmann::json* optional_object(const char* name) const;
    const nlohmann::json* optional_array(const char* name) const;

  private:
    const nlohmann::json* field(const char* name) const;
    [[noreturn]] void missing(const char* name, std::string_view kind) const;
    [[noreturn]] void ill_typed(const char* name, std::string_view kind) const;

    nlohmann::json json_;
    std::string cmd_;
};

// An answer refusing a request: {"ok":false,"error":why}.
nlohmann::json refusal(std::string_view why);
// An answer or a message as the one line of text it is sent as. Refusals may quote a
// client's bytes: invalid UTF-8 is replaced, so that the answer can always be written.
std::string message_text(const nlohmann::json& message);

}  // namespace dicebox::host
