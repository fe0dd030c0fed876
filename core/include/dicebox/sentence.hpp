// An event of a game told in a sentence, in a person's language: the log's words, which
// the server sends beside each event and the app's boards write under its line.
//
// A game tells its events (GameModule::sentence) from what one viewer may know and nothing
// else: the viewer's views before and after the event (State::view(viewer)->to_json()) and
// the event as told to the viewer (dicebox/secrets.hpp), so that a sentence can never hold
// what the viewer may not know (another seat's held choice is only that it chose). The
// words are the game's, kept beside its rules in a small catalogue of its own (Catalogue):
// English is the source text, German, French and Italian its translations; a language
// the game does not speak is told in English.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "dicebox/secrets.hpp"

namespace dicebox {

class GameModule;
class Session;

enum class Language { en, de, fr, it };

// Every language a sentence may be asked in, English first.
inline constexpr Language kLanguages[] = {Language::en, Language::de, Language::fr, Language::it};

// The language of a code such as "de", "de-CH" or "fr_BE" (by its first part, any case);
// English for any other, and for an empty one.
Language language_of(std::string_view code);
// "en", "de", "fr", "it".
std::string_view code_of(Language language);
// Why `code` cannot be a language code, or empty when it can: letters, then optionally a
// region or script after '-' or '_' (letters and digits), at most 35 characters (BCP 47's
// form, which a browser's navigator.language has).
std::string language_refusal(std::string_view code);

// An English text and its translations.
struct Words {
    const char* en;
    const char* de;
    const char* fr;
    const char* it;
};

// A game's words: each English text its sentences use, with its translations.
class Catalogue {
  public:
    explicit constexpr Catalogue(std::span<const Words> words) : words_(words) {}
    // `english` in `language`: the English text itself when the catalogue lacks it.
    std::string operator()(Language language, std::string_view english) const;

  private:
    std::span<const Words> words_;
};

// `pattern` with each %1 … %9 replaced by args[0] … args[8], as Qt's arg() does (a
// translation may put them in another order, or use one twice).
std::string fill(std::string_view pattern, std::initializer_list<std::string_view> args);

// An event to tell, as one viewer knows it.
struct Telling {
    const nlohmann::json& before;           // the viewer's view of the game before the event
    const nlohmann::json& after;            // and after it
    const Told& event;                      // the event as told to the viewer
    const std::vector<std::string>& names;  // the seats' names, in seat order
    Language language = Language::en;

    // The seat's name, or "Seat N" in the language for a seat without one.
    std::string name(Seat seat) const;
};

// The sentence of a game that has none of its own (GameModule::sentence's default): the
// event's notation, and for a decision not told yet, who chose ("Ann has chosen.").
std::string notation_sentence(const Telling& telling);

// The sentence of `event` as `viewer` was told it, between the full states `before` and
// `after` of the game (each shown to the viewer as its view).
std::string told_sentence(const GameModule& module, const State& before, const State& after,
                          Seat viewer, const Told& event, const std::vector<std::string>& names,
                          Language language);
// The sentence of each event of `session`'s log as `viewer` may know it now, from the
// views the viewer had then (the game replayed once from its start).
std::vector<std::string> told_sentences(const Session& session, Seat viewer,
                                        const std::vector<std::string>& names, Language language);
// The sentence of the events at `indices` (ascending) of the log, as told_sentences().
std::vector<std::string> told_sentences(const Session& session, Seat viewer,
                                        const std::vector<std::size_t>& indices,
                                        const std::vector<std::string>& names, Language language);

}  // namespace dicebox
