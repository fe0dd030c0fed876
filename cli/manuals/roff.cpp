#include "roff.hpp"

namespace dicebox::cli::manuals {

std::string roff(std::string_view text) {
    std::string out;
    if (!text.empty() && (text.front() == '.' || text.front() == '\'')) out = "\\&";
    for (char c : text) {
        if (c == '\\') {
            out += "\\e";
        } else {
            out += c == '\n' ? ' ' : c;
        }
    }
    return out;
}

std::string typed(std::string_view name) {
    std::string out;
    for (char c : name) {
        if (c == '-') out += '\\';
        out += c;
    }
    return out;
}

}  // namespace dicebox::cli::manuals
