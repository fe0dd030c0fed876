// A person's name, and any other text somebody else chooses (a house rule's name or
// description, a server's words), as every part of dicebox takes and shows it: a name one
// may not hide in, or make look like another's, and text that cannot steer a terminal.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace dicebox {

// The longest name, in characters.
constexpr std::size_t kLongestName = 32;

// Why `name` cannot be a person's name, or empty when it can: it is empty, longer than
// kLongestName characters, not UTF-8, begins or ends with a space, or holds a control
// character (a terminal takes those for commands), a character that turns the direction
// of text, or one that shows nothing (by which two names look alike).
std::string name_refusal(std::string_view name);

// `text`, chosen by somebody else, safe to print: every character name_refusal() refuses
// in a name and every byte that is not UTF-8 written as U+FFFD (a replacement mark);
// new lines kept when `lines` is true.
std::string printable(std::string_view text, bool lines = false);

}  // namespace dicebox
