// `--help` in 80 columns: CLI11's help text, each line too long wrapped under the
// column its description starts at; a positional of a few words written NAME... in the
// usage line.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

namespace dicebox::cli {

class FittedHelp : public CLI::Formatter {
  public:
    std::string make_help(const CLI::App* app, std::string name,
                          CLI::AppFormatMode mode) const override;
    // CLI11 writes a positional of 1 to 3 words (seat's LINK SEAT or SERVER CODE SEAT)
    // "NAME(1x)", counting only the fewest.
    std::string make_option_usage(const CLI::Option* option) const override;
};

}  // namespace dicebox::cli
