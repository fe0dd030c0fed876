// How the app writes a player and a date of the history: one way in every view, in the
// language and the locale the app speaks.
#pragma once

#include <QString>
#include <cstdint>
#include <string>

namespace dicebox::gui {

// "Ann" for a person; "planner (bot)" for a bot, which the history calls "bot:planner".
QString player_text(const std::string& player);

// A score in the locale's digits, negative with the typographic minus the boards print:
// "−420", never "-420".
QString score_text(int score);

// A moment of the history (Unix ms) in local time, in the locale's short format.
QString date_text(std::int64_t unix_ms);

}  // namespace dicebox::gui
