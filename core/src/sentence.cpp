#include "dicebox/sentence.hpp"

#include <algorithm>
#include <cctype>

#include "dicebox/module.hpp"
#include "dicebox/session.hpp"

namespace dicebox {
namespace {

// The words every game's sentences may need, whatever the game: those of the app's log
// (gui/translations, GameLog and the boards' "Seat %1").
constexpr Words kCommonWords[] = {
    {"%1 has chosen.", "%1 hat gewählt.", "%1 a choisi.", "%1 ha scelto."},
    {"Seat %1", "Platz %1", "Place %1", "Posto %1"},
};
constexpr Catalogue kCommon{kCommonWords};

constexpr std::size_t kLongestCode = 35;

bool letters(std::string_view text, bool digits) {
    return !text.empty() && std::all_of(text.begin(), text.end(), [&](char c) {
        const auto u = static_cast<unsigned char>(c);
        return u < 0x80 && (std::isalpha(u) != 0 || (digits && std::isdigit(u) != 0));
    });
}

void apply(State& state, const Event& event) {
    if (event.is_chance()) {
        state.apply_chance(event.code);
    } else {
        state.apply(event.seat, event.code);
    }
}

}  // namespace

Language language_of(std::string_view code) {
    const std::string_view first = code.substr(0, code.find_first_of("-_"));
    std::string lower;
    for (const char c : first)
        lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (const Language language : kLanguages) {
        if (lower == code_of(language)) return language;
    }
    return Language::en;
}

std::string_view code_of(Language language) {
    switch (language) {
        case Language::de:
            return "de";
        case Language::fr:
            return "fr";
        case Language::it:
            return "it";
        case Language::en:
            break;
    }
    return "en";
}

std::string language_refusal(std::string_view code) {
    const std::string_view form =
        "a language is a code such as \"en\", \"de\", \"fr-CH\" or \"it\"";
    if (code.empty() || code.size() > kLongestCode) return std::string(form);
    std::size_t at = 0;
    bool first = true;
    while (at <= code.size()) {
        const std::size_t end = std::min(code.find_first_of("-_", at), code.size());
        if (!letters(code.substr(at, end - at), !first)) return std::string(form);
        first = false;
        at = end + 1;
    }
    return {};
}

std::string Catalogue::operator()(Language language, std::string_view english) const {
    for (const Words& words : words_) {
        if (english != words.en) continue;
        switch (language) {
            case Language::de:
                return words.de;
            case Language::fr:
                return words.fr;
            case Language::it:
                return words.it;
            case Language::en:
                break;
        }
        break;
    }
    return std::string(english);
}

std::string fill(std::string_view pattern, std::initializer_list<std::string_view> args) {
    std::string out;
    out.reserve(pattern.size() + 16);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char next = i + 1 < pattern.size() ? pattern[i + 1] : '\0';
        const auto number = static_cast<std::size_t>(next - '1');
        if (pattern[i] == '%' && next >= '1' && next <= '9' && number < args.size()) {
            out += *(args.begin() + number);
            ++i;
        } else {
            out += pattern[i];
        }
    }
    return out;
}

std::string Telling::name(Seat seat) const {
    const auto at = static_cast<std::size_t>(seat);
    if (seat >= 0 && at < names.size() && !names[at].empty()) return names[at];
    return fill(kCommon(language, "Seat %1"), {std::to_string(seat + 1)});
}

std::string notation_sentence(const Telling& telling) {
    if (telling.event.hidden())
        return fill(kCommon(telling.language, "%1 has chosen."),
                    {telling.name(telling.event.seat)});
    return telling.event.notation;
}

std::string told_sentence(const GameModule& module, const State& before, const State& after,
                          Seat viewer, const Told& event, const std::vector<std::string>& names,
                          Language language) {
    const nlohmann::json seen_before = before.view(viewer)->to_json();
    const nlohmann::json seen_after = after.view(viewer)->to_json();
    return module.sentence({seen_before, seen_after, event, names, language});
}

std::vector<std::string> told_sentences(const Session& session, Seat viewer,
                                        const std::vector<std::size_t>& indices,
                                        const std::vector<std::string>& names, Language language) {
    std::vector<std::string> out;
    const auto& log = session.log();
    auto game = session.initial().clone();
    auto wanted = indices.begin();
    for (std::size_t i = 0; i < log.size() && wanted != indices.end(); ++i) {
        if (*wanted != i) {
            apply(*game, log[i]);
            continue;
        }
        auto next = game->clone();
        apply(*next, log[i]);
        out.push_back(told_sentence(session.module(), *game, *next, viewer, session.told(viewer, i),
                                    names, language));
        game = std::move(next);
        ++wanted;
    }
    return out;
}

std::vector<std::string> told_sentences(const Session& session, Seat viewer,
                                        const std::vector<std::string>& names, Language language) {
    std::vector<std::size_t> every(session.log().size());
    for (std::size_t i = 0; i < every.size(); ++i) every[i] = i;
    return told_sentences(session, viewer, every, names, language);
}

}  // namespace dicebox
