#include "terminal/help_format.hpp"

#include "dicebox/terminal/fit.hpp"

namespace dicebox::cli {

std::string FittedHelp::make_help(const CLI::App* app, std::string name,
                                  CLI::AppFormatMode mode) const {
    const std::string help = CLI::Formatter::make_help(app, std::move(name), mode);
    // An option's or a command's line has its description from the column width on.
    const std::size_t column = get_column_width();
    std::string out;
    std::size_t start = 0;
    while (start < help.size()) {
        auto end = help.find('\n', start);
        if (end == std::string::npos) end = help.size();
        const std::string line = help.substr(start, end - start);
        const bool described = line.starts_with("  ") && line.size() > column &&
                               line[column - 1] == ' ' && line[column] != ' ';
        out += terminal::fitted(line, described ? column : terminal::kOwnIndent);
        if (end < help.size()) out += '\n';
        start = end + 1;
    }
    return out;
}

std::string FittedHelp::make_option_usage(const CLI::Option* option) const {
    const int most = option->get_expected_max();
    if (most > 1 && most < CLI::detail::expected_max_vector_size)
        return make_option_name(option, true) + "...";
    return CLI::Formatter::make_option_usage(option);
}

}  // namespace dicebox::cli
