// Whole-number options and arguments (counts, seeds, ids, limits): the text is read as a
// number in the range the option allows, or refused with what is allowed, in words.
// CLI11's own conversion clamps a number too big for its type in silence, and its range
// checks speak of doubles with 300 digits.
#pragma once

#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <charconv>
#include <concepts>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>

namespace dicebox::cli {

// What an option allows: "--games must be a whole number from 1".
struct WholeNumbers {
    std::string label;  // the option as the person wrote it, or what an argument stands for
    std::uint64_t least = 0;
    std::uint64_t most = std::numeric_limits<std::uint64_t>::max();
    bool bounded = false;  // `most` is the option's own limit, said in every refusal
};

// `text` as a number of `allowed`; otherwise throws the refusal as a parse error, which
// `dicebox` reports as a usage error of its command.
inline std::uint64_t read_whole_number(const std::string& text, const WholeNumbers& allowed) {
    std::uint64_t number = 0;
    const auto* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, number);
    // Unsigned, from_chars takes no sign: "-5" and "+5" stop at once.
    const bool digits = !text.empty() && stop == end;
    if (digits && (error == std::errc::result_out_of_range || number > allowed.most)) {
        throw CLI::ValidationError(
            fmt::format("{} must be a whole number from {} to {}; {} is too big", allowed.label,
                        allowed.least, allowed.most, text));
    }
    if (!digits || error != std::errc() || number < allowed.least) {
        const auto range = allowed.bounded
                               ? fmt::format("from {} to {}", allowed.least, allowed.most)
                               : fmt::format("from {}", allowed.least);
        throw CLI::ValidationError(
            fmt::format("{} must be a whole number {}, not '{}'", allowed.label, range, text));
    }
    return number;
}

// The number an option holds: itself, or the one of an optional.
template <class Number>
struct HeldNumber {
    using type = Number;
};
template <class Number>
struct HeldNumber<std::optional<Number>> {
    using type = Number;
};

// Adds option (or positional argument) `name` of `command`, a whole number of type
// `Number` (or an optional one) from `least` to `most`; `label` names it in refusals
// (the option's name when empty). A `most` given is said in every refusal; without one,
// the type's largest number is said only to a number over it.
template <class Number>
CLI::Option* add_whole_number(CLI::App& command, const std::string& name, Number& value,
                              const std::string& description, std::uint64_t least,
                              std::optional<std::uint64_t> most = std::nullopt,
                              std::string label = {}) {
    using Stored = typename HeldNumber<Number>::type;
    static_assert(std::integral<Stored>);
    WholeNumbers allowed{.label = label.empty() ? name : std::move(label),
                         .least = least,
                         .most = static_cast<std::uint64_t>(std::numeric_limits<Stored>::max())};
    if (most) {
        allowed.most = *most;
        allowed.bounded = true;
    }
    return command
        .add_option_function<std::string>(
            name,
            [&value, allowed](const std::string& text) {
                value = static_cast<Stored>(read_whole_number(text, allowed));
            },
            description)
        ->type_name("N");
}

}  // namespace dicebox::cli
