// A session of `dicebox engine` for end-to-end tests: requests in, answers out.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace testing_support {

// Runs the real binary's engine on the requests, one a line; every answer must be a
// JSON object, one per request (checked with EXPECT_*).
std::vector<nlohmann::json> engine_answers(const std::vector<std::string>& requests);

// The requests that force a chance outcome and act, in the notation of docs/rules.md.
std::string chance_request(const std::string& outcome);
std::string act_request(const std::string& action);

}  // namespace testing_support
