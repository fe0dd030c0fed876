#include "engine/request_lines.hpp"

#include <limits>

namespace dicebox::cli::engine {

RequestLines::RequestLines(std::istream& in, std::size_t limit) : in_(in), buffer_(limit + 1) {}

RequestLines::Read RequestLines::next(std::string& line) {
    line.clear();
    if (!in_.getline(buffer_.data(), static_cast<std::streamsize>(buffer_.size()))) {
        // getline fails either at the end of input or when the line fills the buffer
        // before its '\n'; only in the second case was anything read.
        if (in_.gcount() == 0) return Read::End;
        in_.clear();
        in_.ignore(std::numeric_limits<std::streamsize>::max(), '\n');
        return Read::TooLong;
    }
    line.assign(buffer_.data(), static_cast<std::size_t>(in_.gcount()) -
                                    (in_.eof() ? 0 : 1));  // the '\n' is counted, not kept
    return Read::Line;
}

}  // namespace dicebox::cli::engine
