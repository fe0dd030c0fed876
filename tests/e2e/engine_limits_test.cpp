// The engine against input no client should send: values nested thousands deep in any
// field and lines of megabytes. Each gets a refusal naming the limit, and the engine
// answers the next request as if nothing had happened.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine_session.hpp"

namespace engine_limits_test {
namespace {

using nlohmann::json;
using testing::HasSubstr;
using testing::Not;
using testing_support::engine_answers;

const std::string kGames = R"({"cmd":"games"})";

// A JSON array nested `depth` deep, as text: "[[[...]]]".
std::string nested(std::size_t depth) {
    return std::string(depth, '[') + std::string(depth, ']');
}

void expect_refused_then_served(const std::vector<json>& answers, const std::string& words) {
    ASSERT_EQ(answers.size(), 2u);
    EXPECT_EQ(answers[0]["ok"], false) << answers[0].dump().substr(0, 200);
    EXPECT_THAT(answers[0].value("error", ""), HasSubstr(words));
    EXPECT_EQ(answers[1]["ok"], true) << "the engine goes on";
}

TEST(EngineLimits, ALineNestedSeventyThousandDeepIsRefusedNamingTheDepthLimit) {
    expect_refused_then_served(engine_answers({nested(70'000), kGames}),
                               "deeper than the limit of 64 levels");
}

TEST(EngineLimits, EveryFieldNestedTooDeepIsRefused) {
    const std::string deep = nested(70'000);
    for (const std::string& request :
         {R"({"cmd":"new","game":)" + deep + R"(,"players":1,"seed":1})",
          R"({"cmd":"new","game":"extra","players":)" + deep + R"(,"seed":1})",
          R"({"cmd":"new","game":"extra","players":1,"seed":)" + deep + "}",
          R"({"cmd":"new","game":"extra","players":1,"seed":1,"params":{"a":)" + deep + "}}",
          R"({"cmd":"act","action":)" + deep + "}", R"({"cmd":"chance","outcome":)" + deep + "}",
          R"({"cmd":)" + deep + "}"}) {
        SCOPED_TRACE(request.substr(0, 60));
        expect_refused_then_served(engine_answers({request, kGames}),
                                   "deeper than the limit of 64 levels");
    }
}

TEST(EngineLimits, NestingWithinTheLimitIsReadAsUsual) {
    // 63 levels inside the request object: read, then refused for what it says.
    const auto answers = engine_answers(
        {R"({"cmd":"new","game":"extra","players":1,"seed":1,"params":)" + nested(63) + "}"});
    ASSERT_EQ(answers.size(), 1u);
    EXPECT_THAT(answers[0].value("error", ""), Not(HasSubstr("limit")));
}

TEST(EngineLimits, ALineLongerThanOneMebibyteIsRefusedNamingTheLengthLimit) {
    const std::string huge = R"({"cmd":"games","x":")" + std::string(2u << 20, 'x') + R"("})";
    expect_refused_then_served(engine_answers({huge, kGames}),
                               "longer than the limit of 1 MiB (1048576 bytes)");
}

}  // namespace
}  // namespace engine_limits_test
