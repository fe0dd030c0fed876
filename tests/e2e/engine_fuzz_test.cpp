// The engine protocol fuzzed: requests of every command, then mutated at random (bytes
// flipped, cut, doubled; fields given values of other types, huge, negative, nested),
// all sent to one real engine. Whatever arrives, each line gets exactly one answer, a
// JSON object saying ok or not, and the engine ends cleanly at the end of its input.
// Seeded and bounded: the same requests on every run, a few seconds at most.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "plugins.hpp"
#include "process.hpp"

namespace engine_fuzz_test {
namespace {

using nlohmann::json;
using testing_support::dicebox_binary;
using testing_support::lines_of;
using testing_support::run_process;

// Well-formed requests of every command for each game, the seeds of the mutations.
const std::vector<std::string> kSeeds = {
    R"({"cmd":"games"})",
    R"({"cmd":"new","game":"extra","players":2,"seed":7})",
    R"({"cmd":"new","game":"exxtra","players":3,"seed":8,"seats":[{"name":"Ann","bot":"bold"},{},{}]})",
    R"({"cmd":"new","game":"strike","players":2,"seed":9,"params":{"match":true}})",
    R"({"cmd":"new","game":"extra","players":1,"seed":3,"rules":"gentle"})",
    R"({"cmd":"state"})",
    R"({"cmd":"legal"})",
    R"({"cmd":"legal","seat":1})",
    R"({"cmd":"chance"})",
    R"({"cmd":"chance","outcome":"1 2 2 3 5"})",
    R"({"cmd":"chance","outcome":"X 7"})",
    R"({"cmd":"chance","outcome":"arena 3 3 5 5 6 | x 1 | out 0"})",
    R"({"cmd":"act","action":"2+2 1+5 x3@1","seat":0})",
    R"({"cmd":"act","action":"roll"})",
    R"({"cmd":"act","action":"place 3"})",
    R"({"cmd":"act","action":"throw normal"})",
    R"({"cmd":"bot","seat":0})",
    R"({"cmd":"bot","seat":1,"bot":"planner"})",
    R"({"cmd":"log"})",
    R"({"cmd":"replay","game":"extra","players":1,"seed":2,"log":[{"chance":"1 2 3 4 5"},{"seat":0,"action":"1+2 3+4 x5@1"}]})",
};

// Values a field may be given instead of its own.
const std::vector<json> kOddValues = {
    nullptr,
    true,
    -1,
    0,
    1,
    2147483648LL,
    -9223372036854775807LL - 1,
    18446744073709551615ULL,
    1e308,
    -0.5,
    "",
    "extra",
    "\xff\xfe",
    std::string(300, 'a'),
    json::array(),
    json::array({1, "x", nullptr}),
    json::object(),
    json::parse(R"({"cmd":"games"})"),
    json::parse(std::string(60, '[') + std::string(60, ']')),
};

class Mutator {
  public:
    explicit Mutator(std::uint32_t seed) : random_(seed) {}

    std::string next() {
        std::string line = kSeeds[below(kSeeds.size())];
        const int changes = static_cast<int>(below(4));
        for (int i = 0; i < changes; ++i) line = mutated(line);
        // One request a line: a line break inside would make two.
        for (char& c : line) {
            if (c == '\n') c = ' ';
        }
        return line;
    }

  private:
    std::size_t below(std::size_t n) {
        return std::uniform_int_distribution<std::size_t>(0, n - 1)(random_);
    }

    std::string mutated(const std::string& line) {
        switch (below(6)) {
            case 0: {  // a field given an odd value, or a new field
                json request = json::parse(line, nullptr, false);
                if (!request.is_object()) return line;
                std::vector<std::string> keys = {"cmd", "seat", "action", "outcome", "extra"};
                for (const auto& [key, value] : request.items()) keys.push_back(key);
                request[keys[below(keys.size())]] = kOddValues[below(kOddValues.size())];
                return request.dump(-1, ' ', false, json::error_handler_t::replace);
            }
            case 1:  // a byte flipped
                if (line.empty()) return line;
                {
                    std::string out = line;
                    out[below(out.size())] = static_cast<char>(below(256));
                    return out;
                }
            case 2:  // cut short
                return line.substr(0, below(line.size() + 1));
            case 3:  // a piece doubled
            {
                const std::size_t from = below(line.size() + 1);
                return line.substr(0, from) + line.substr(from / 2);
            }
            case 4:  // wrapped in something else
                return below(2) == 0 ? "[" + line + "]" : R"({"cmd":"act","action":)" + line + "}";
            default:  // a piece of another request inside
            {
                const std::string& other = kSeeds[below(kSeeds.size())];
                const std::size_t at = below(line.size() + 1);
                return line.substr(0, at) + other.substr(below(other.size() + 1));
            }
        }
    }

    std::mt19937 random_;
};

TEST(EngineFuzz, EveryMutatedRequestGetsOneAnswerAndTheEngineGoesOn) {
    Mutator mutator(20261123);
    constexpr int kRequests = 3000;
    std::string input;
    for (int i = 0; i < kRequests; ++i) input += mutator.next() + "\n";
    const auto run = run_process(dicebox_binary(), {"engine"}, input);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_EQ(run.signal, 0);
    const auto lines = lines_of(run.out);
    ASSERT_EQ(lines.size(), static_cast<std::size_t>(kRequests));
    int served = 0;
    for (const auto& line : lines) {
        const json answer = json::parse(line, nullptr, false);
        ASSERT_TRUE(answer.is_object() && answer.contains("ok") && answer["ok"].is_boolean())
            << "not an answer: " << line.substr(0, 200);
        if (answer["ok"] == false) {
            ASSERT_TRUE(answer.contains("error") && answer["error"].is_string()) << line;
        } else {
            ++served;
        }
    }
    // The mutations leave enough requests whole for the games to be played, not only refused.
    EXPECT_GT(served, kRequests / 10);
}

}  // namespace
}  // namespace engine_fuzz_test
