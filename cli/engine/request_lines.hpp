// The engine's input cut into request lines of bounded length: a longer line is read
// to its end and dropped, never kept, so that no client can make the engine hold more
// than one request's worth of memory.
#pragma once

#include <cstddef>
#include <istream>
#include <string>
#include <vector>

namespace dicebox::cli::engine {

class RequestLines {
  public:
    enum class Read { Line, TooLong, End };

    RequestLines(std::istream& in, std::size_t limit);

    // The next line without its '\n' in `line`; TooLong leaves `line` empty.
    Read next(std::string& line);

  private:
    std::istream& in_;
    std::vector<char> buffer_;  // one line and the terminating NUL getline writes
};

}  // namespace dicebox::cli::engine
