// `simulate --compare` in the terminal: the report as a table and a histogram.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace dicebox::cli {

// The report of compare_report as a table and a histogram, in 80 columns.
std::string compare_text(const nlohmann::json& report);

}  // namespace dicebox::cli
