// The wording of failures (messages.hpp shows the forms).
#include "messages.hpp"

#include <fmt/format.h>

#include <cctype>
#include <optional>

#include "text.hpp"

namespace dicebox::script {
namespace {

// Lua shortens a long chunk name to "..." and its tail; the message names the file
// again in full.
std::string restore_path(std::string text, const std::string& file) {
    if (file.empty() || !text.starts_with("...")) return text;
    for (std::size_t tail = file.size() - 1; tail > 0; --tail) {
        const std::string_view end = std::string_view(file).substr(file.size() - tail);
        if (std::string_view(text).substr(3).starts_with(end) && text.size() > 3 + tail &&
            text[3 + tail] == ':') {
            return file + text.substr(3 + tail);
        }
    }
    return text;
}

struct Positioned {
    std::string position;  // "file:line"
    std::string rest;
};

// Splits "file:12: message" when the position is in the script's file.
std::optional<Positioned> split_position(const std::string& text, const std::string& file) {
    if (!text.starts_with(file + ":")) return std::nullopt;
    std::size_t i = file.size() + 1;
    const std::size_t digits = i;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) != 0) ++i;
    if (i == digits || text.compare(i, 2, ": ") != 0) return std::nullopt;
    return Positioned{text.substr(0, i), text.substr(i + 2)};
}

std::string message_text(const LuaFailure& failure, const std::string& file) {
    return restore_path(printable(failure.detail()), file);
}

}  // namespace

std::string size_text(std::size_t bytes) {
    constexpr std::size_t kKiB = 1024;
    if (bytes % (kKiB * kKiB) == 0) return fmt::format("{} MiB", bytes / (kKiB * kKiB));
    if (bytes % kKiB == 0) return fmt::format("{} KiB", bytes / kKiB);
    return fmt::format("{} bytes", bytes);
}

std::string run_failure(const LuaFailure& failure, const std::string& file, const Limits& limits) {
    switch (failure.kind()) {
        case LuaFailure::Kind::Message: {
            const std::string text = message_text(failure, file);
            return split_position(text, file) ? text : fmt::format("{}: {}", file, text);
        }
        case LuaFailure::Kind::NotMessage:
            return fmt::format("{}: the script raised an error that is not a message ({})", file,
                               failure.detail());
        case LuaFailure::Kind::Instructions:
            return fmt::format(
                "{}: the script used more than {} instructions while it ran (an endless loop?)",
                failure.detail().empty() ? file : printable(failure.detail()), limits.instructions);
        case LuaFailure::Kind::Memory:
            return fmt::format("{}: the script needed more than {} of memory while it ran", file,
                               size_text(limits.memory));
    }
    return file;
}

std::string hook_failure(const LuaFailure& failure, std::string_view hook,
                         const std::string& origin, const std::string& file, const Limits& limits) {
    switch (failure.kind()) {
        case LuaFailure::Kind::Message: {
            const std::string text = message_text(failure, file);
            if (const auto positioned = split_position(text, file)) {
                return fmt::format("{}: hook {}: {}", positioned->position, hook, positioned->rest);
            }
            return fmt::format("{}: hook {}: {}", origin, hook, text);
        }
        case LuaFailure::Kind::NotMessage:
            return fmt::format("{}: hook {} raised an error that is not a message ({})", origin,
                               hook, failure.detail());
        case LuaFailure::Kind::Instructions:
            return fmt::format("{}: hook {} used more than {} instructions (an endless loop?)",
                               failure.detail().empty() ? origin : printable(failure.detail()),
                               hook, limits.instructions);
        case LuaFailure::Kind::Memory:
            return fmt::format("{}: hook {} needed more than {} of memory", origin, hook,
                               size_text(limits.memory));
    }
    return origin;
}

}  // namespace dicebox::script
