// A fresh folder for one test's files (databases, fixtures), removed afterwards, and
// reading a file back whole.
#pragma once

#include <filesystem>
#include <string>

namespace testing_support {

class TempDir {
  public:
    TempDir();
    ~TempDir();
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;

    const std::filesystem::path& path() const { return path_; }
    std::filesystem::path operator/(const std::filesystem::path& name) const {
        return path_ / name;
    }

  private:
    std::filesystem::path path_;
};

// The bytes of `file` ("" when it cannot be read).
std::string file_contents(const std::filesystem::path& file);

}  // namespace testing_support
