// docs/rules.md, Strike, "The arena model": sampled outcomes of each throw style against the
// style's numbers. Each check samples many throws from one fixed seed through the real
// plugin's sample_chance and reads the outcomes in notation; the bounds are many
// standard deviations wide, so they hold for practically any seed, and the fixed seed
// makes them deterministic besides.
#include <gtest/gtest.h>

#include <array>
#include <sstream>

#include "dicebox/rng.hpp"
#include "strike_table.hpp"

namespace strike_test {
namespace {

constexpr int kSamples = 20000;
const char* const kStyles[] = {"soft", "normal", "hard"};

struct StyleNumbers {
    double p_hit;
    double p_miss;
    double p_knock_out;
};
// docs/rules.md, Strike's table.
StyleNumbers numbers(const std::string& style) {
    if (style == "soft") return {0.25, 0.01, 0.02};
    if (style == "normal") return {0.50, 0.03, 0.05};
    return {0.80, 0.06, 0.10};
}

// The dice at rest of many throws, added up: each face (index 1 for X, 2..6 the
// numbers) and the dice that went out.
struct Tally {
    std::array<long, 7> faces{};
    long out = 0;
    long dice = 0;           // every die of every sample, the arena's and the thrown ones
    bool arena_kept = true;  // every sample still shows all the arena's faces
};

// Reads `arena 3 3 5 | x 1 | out 0` into the tally.
std::array<int, 7> add(Tally& tally, const std::string& rest) {
    std::istringstream words(rest);
    std::string word;
    std::array<int, 7> shown{};
    words >> word;  // "arena"
    while (words >> word && word != "|") ++shown[static_cast<std::size_t>(std::stoi(word))];
    int x = 0;
    int out = 0;
    words >> word >> x >> word >> word >> out;
    shown[1] = x;
    for (std::size_t face = 1; face < shown.size(); ++face) tally.faces[face] += shown[face];
    tally.out += out;
    return shown;
}

// Samples the rest of `thrown` dice thrown in `style` into an arena holding `faces`.
Tally sample(const std::string& style, const std::vector<int>& faces, int thrown,
             json params = json::object()) {
    json start = position(2, "rolling", faces, {thrown, 9}, 0, std::move(params));
    start["to_move"] = "chance";
    start["throw"] = {{"style", style}, {"dice", thrown}};
    const auto state = load(start);
    dicebox::Rng rng(2012);
    Tally tally;
    for (int i = 0; i < kSamples; ++i) {
        const auto shown = add(tally, state->format_outcome(state->sample_chance(rng)));
        for (const int face : faces) {
            if (shown[static_cast<std::size_t>(face)] == 0) tally.arena_kept = false;
        }
        tally.dice += static_cast<long>(faces.size()) + thrown;
    }
    return tally;
}

json style_params(const std::string& style, json numbers) {
    json params = json::object();
    for (const auto& [name, value] : numbers.items()) params[style + "_" + name] = value;
    return params;
}

const std::vector<int> kFullArena = {2, 3, 4, 5, 6};

TEST(StrikeModel, ThrownDiceMissAtTheStylesRateAndShowEveryFaceAlike) {
    for (const std::string style : kStyles) {
        SCOPED_TRACE(style);
        const double p_miss = numbers(style).p_miss;
        // A big throw of nine dice into an empty arena.
        const Tally tally = sample(style, {}, 9);
        const double dice = static_cast<double>(tally.dice);
        EXPECT_NEAR(static_cast<double>(tally.out) / dice, p_miss, 0.005);
        for (std::size_t face = 1; face <= 6; ++face) {
            EXPECT_NEAR(static_cast<double>(tally.faces[face]) / dice, (1 - p_miss) / 6, 0.01)
                << "face " << face;
        }
    }
}

TEST(StrikeModel, DiceInTheArenaAreKnockedAtTheStylesHitRate) {
    for (const std::string style : kStyles) {
        SCOPED_TRACE(style);
        // Every knocked die leaves and the thrown die misses: the dice out beyond the
        // thrown one are the knocked ones.
        const Tally tally =
            sample(style, kFullArena, 1, style_params(style, {{"p_miss", 1}, {"p_knock_out", 1}}));
        const double knocked = static_cast<double>(tally.out - kSamples);
        EXPECT_NEAR(knocked / (5.0 * kSamples), numbers(style).p_hit, 0.02);
    }
}

TEST(StrikeModel, KnockedDiceLeaveTheArenaAtTheStylesKnockOutRate) {
    for (const std::string style : kStyles) {
        SCOPED_TRACE(style);
        // Every die of the arena is knocked and the thrown die misses.
        const Tally tally =
            sample(style, kFullArena, 1, style_params(style, {{"p_miss", 1}, {"p_hit", 1}}));
        const double knocked_out = static_cast<double>(tally.out - kSamples);
        EXPECT_NEAR(knocked_out / (5.0 * kSamples), numbers(style).p_knock_out, 0.005);
    }
}

TEST(StrikeModel, AKnockedDieThatStaysInShowsEveryFaceAlike) {
    for (const std::string style : kStyles) {
        SCOPED_TRACE(style);
        const Tally tally =
            sample(style, kFullArena, 1,
                   style_params(style, {{"p_miss", 1}, {"p_hit", 1}, {"p_knock_out", 0}}));
        EXPECT_EQ(tally.out, kSamples);
        for (std::size_t face = 1; face <= 6; ++face) {
            EXPECT_NEAR(static_cast<double>(tally.faces[face]) / (5.0 * kSamples), 1.0 / 6, 0.01)
                << "face " << face;
        }
    }
}

TEST(StrikeModel, WithPMissOneEveryThrownDieGoesOut) {
    for (const std::string style : kStyles) {
        SCOPED_TRACE(style);
        const json params = style_params(style, {{"p_miss", 1}, {"p_hit", 0}});
        const Tally one = sample(style, kFullArena, 1, params);
        EXPECT_EQ(one.out, kSamples);
        EXPECT_TRUE(one.arena_kept);
        const Tally big = sample(style, {}, 9, params);
        EXPECT_EQ(big.out, 9L * kSamples);
        // Through a session too: the die thrown after the starting die.
        auto game = new_session(2, params, 5);
        ASSERT_EQ(play(game, 0, {"arena 4", "throw " + style}), "");
        EXPECT_EQ(game.state().format_outcome(game.roll()), "arena 4 | x 0 | out 1");
    }
}

TEST(StrikeModel, WithPHitZeroTheArenasDiceStayAsTheyLie) {
    for (const std::string style : kStyles) {
        SCOPED_TRACE(style);
        const Tally tally = sample(style, kFullArena, 1, style_params(style, {{"p_hit", 0}}));
        EXPECT_TRUE(tally.arena_kept);
        // Only the thrown die can be lost.
        EXPECT_LE(tally.out, kSamples);
    }
}

TEST(StrikeModel, HarderStylesLoseMoreDiceAtTheRatesTheirNumbersGive) {
    double lost_before = 0;
    for (const std::string style : kStyles) {
        SCOPED_TRACE(style);
        const StyleNumbers n = numbers(style);
        const Tally tally = sample(style, kFullArena, 1);
        // Five dice in the arena may be knocked out, the thrown one may miss.
        const double lost = static_cast<double>(tally.out) / kSamples;
        EXPECT_NEAR(lost, 5 * n.p_hit * n.p_knock_out + n.p_miss, 0.03);
        EXPECT_GT(lost, lost_before);
        lost_before = lost;
    }
}

}  // namespace
}  // namespace strike_test
