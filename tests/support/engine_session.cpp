#include "engine_session.hpp"

#include <gtest/gtest.h>

#include "plugins.hpp"
#include "process.hpp"

namespace testing_support {

using nlohmann::json;

std::vector<json> engine_answers(const std::vector<std::string>& requests) {
    std::string input;
    for (const auto& request : requests) input += request + "\n";
    const auto run = run_process(dicebox_binary(), {"engine"}, input);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    std::vector<json> answers;
    for (const auto& line : lines_of(run.out)) {
        answers.push_back(json::parse(line, nullptr, false));
        EXPECT_TRUE(answers.back().is_object()) << "not an answer: " << line;
    }
    EXPECT_EQ(answers.size(), requests.size()) << run.out;
    answers.resize(requests.size());
    return answers;
}

std::string chance_request(const std::string& outcome) {
    return json{{"cmd", "chance"}, {"outcome", outcome}}.dump();
}

std::string act_request(const std::string& action) {
    return json{{"cmd", "act"}, {"action", action}}.dump();
}

}  // namespace testing_support
