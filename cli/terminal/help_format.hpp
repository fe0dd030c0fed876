// `--help` in 80 columns: CLI11's help text, each line too long wrapped under the
// column its description starts at.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

namespace dicebox::cli {

class FittedHelp : public CLI::Formatter {
  public:
    std::string make_help(const CLI::App* app, std::string name,
                          CLI::AppFormatMode mode) const override;
};

}  // namespace dicebox::cli
