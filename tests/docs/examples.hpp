// The examples of the documentation that show a command and what it prints, checked
// against the real program so that they cannot drift. An example is a fenced block right
// after a line `<!-- checked example -->`: its lines "$ COMMAND" are run in order by the
// shell, in a history of their own; its other lines are what they print, in order. A line
// "…" stands for any lines left out, and a line ending in "…" for a line that begins as it
// does and any lines after it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace docs {

struct Example {
    int line = 0;  // of the opening fence, from 1
    std::vector<std::string> commands;
    std::vector<std::string> shown;
};

// The checked examples of a page, in order.
std::vector<Example> examples(std::string_view markdown);

// Where `output` parts from what the example shows, in a sentence naming the line shown
// and the output's line; empty when the output is as shown.
std::string difference(const std::vector<std::string>& shown, std::string_view output);

}  // namespace docs
