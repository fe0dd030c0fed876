// The expert's value tables as files (coach/table_file.hpp), read by the code the plugin
// reads them with (EXTRA!'s own objects): a small table trained by the real extra_train,
// the two tables shipped as the build embedded them, and files the reader refuses.
#include <fmt/format.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <string>

#include "../coach/table_file.hpp"
#include "../coach/trained_tables.hpp"
#include "../extra_state.hpp"
#include "../module.hpp"
#include "dicebox/script/script.hpp"
#include "process.hpp"
#include "temp_dir.hpp"

namespace extra_table_file_test {
namespace {

using namespace dicebox::extra;
using ::testing::HasSubstr;
using testing_support::file_contents;
using testing_support::run_process;
using testing_support::TempDir;

const std::string kSolitaireDice = EXTRA_TEST_SOURCE_DIR "/scripts/extra/solitaire-dice.lua";

// The rules of a new game, as printed or under the house rule of `script`.
ExtraRules rules_of(const std::string& script = "") {
    dicebox::GameConfig config;
    if (!script.empty())
        config =
            dicebox::script::ruled_by(config, dicebox::script::Script::load(script), *module());
    return static_cast<const ExtraState&>(*module()->new_game(config)).rules();
}

// The message of the std::invalid_argument that `run` throws, or a failure.
template <class Run>
std::string refusal(Run run) {
    try {
        run();
    } catch (const std::invalid_argument& error) {
        return error.what();
    }
    ADD_FAILURE() << "nothing was refused";
    return {};
}

// A small table: three entries of the first line, one of the third.
TableFile small_table() {
    TableFile table{"dice 5 columns [3]", "extra_train --games 1 --seed 1 --out small.table",
                    std::vector<std::int16_t>(100, 0)};
    table.learned[1] = -12;
    table.learned[2] = 7;
    table.learned[70] = 32767;
    return table;
}

TEST(TableFile, IsWrittenAsItsHeaderThenTheLinesOfEntriesThatAreNotAllZero) {
    EXPECT_EQ(write_table(small_table()),
              "dicebox extra value table 1\n"
              "rules dice 5 columns [3]\n"
              "command extra_train --games 1 --seed 1 --out small.table\n"
              "entries 100\n"
              "0: 0 -12 7\n"
              "64: 0 0 0 0 0 0 32767\n"
              "end\n");
    EXPECT_EQ(read_table(write_table(small_table()), "small.table"), small_table());
}

// Some thousands of games of Solitaire Dice: the round trip CI checks, as the shipped
// tables are trained (for hours) by the same program.
TEST(TableFile, ATableTrainedByExtraTrainReadsBackAndIsWrittenAgainByteForByte) {
    TempDir dir;
    const auto file = (dir / "solitaire_dice.table").string();
    const auto trained = run_process(EXTRA_TEST_TRAIN, {"--rules", kSolitaireDice, "--games",
                                                        "3000", "--seed", "5", "--out", file});
    ASSERT_EQ(trained.exit_code, 0) << trained.err;
    const std::string text = file_contents(file);
    const TableFile table = read_table(text, file);
    EXPECT_EQ(write_table(table), text);
    EXPECT_EQ(table.rules, fingerprint(rules_of(kSolitaireDice)));
    EXPECT_EQ(table.command, fmt::format("extra_train --rules {} --games 3000 --seed 5 --out {}",
                                         kSolitaireDice, file));
    // The values are those the expert's table then holds, and self-play moved many.
    const auto loaded = learned_table(rules_of(kSolitaireDice), table, file);
    EXPECT_EQ(loaded->learned(), table.learned);
    EXPECT_GT(std::count_if(table.learned.begin(), table.learned.end(),
                            [](std::int16_t tenths) { return tenths != 0; }),
              1000);
}

TEST(ShippedTables, EachReadsAndIsAsExtraTrainWritesIt) {
    ASSERT_EQ(shipped_tables().size(), 2u);
    for (const auto& [file, text] : shipped_tables())
        EXPECT_EQ(write_table(read_table(text, file)), text) << file;
}

// Each table is found for the rules it was trained for, with every value of its file, and
// says how it was trained.
TEST(ShippedTables, ThePrintedRulesAndSolitaireDiceEachHaveTheirsWithItsValues) {
    struct Expected {
        std::string_view file;
        std::string script;
        std::string command;
    };
    for (const auto& [file, script, command] :
         {Expected{"printed.table", "",
                   "extra_train --games 100000000 --seed 1 --out "
                   "plugins/extra/coach/tables/printed.table"},
          Expected{"solitaire_dice.table", kSolitaireDice,
                   "extra_train --rules scripts/extra/solitaire-dice.lua --games 10000000 --seed 1 "
                   "--out plugins/extra/coach/tables/solitaire_dice.table"}}) {
        const auto shipped =
            std::find_if(shipped_tables().begin(), shipped_tables().end(),
                         [&](const ShippedTable& table) { return table.file == file; });
        ASSERT_NE(shipped, shipped_tables().end()) << file;
        const TableFile table = read_table(shipped->text, file);
        const ExtraRules rules = rules_of(script);
        EXPECT_EQ(table.rules, fingerprint(rules)) << file;
        EXPECT_EQ(table.command, command);
        ASSERT_NE(trained_table(rules), nullptr) << file;
        EXPECT_EQ(trained_table(rules)->learned(), table.learned) << file;
    }
}

TEST(ShippedTables, NoneIsTrainedForAHouseRuleThatChangesTheScoring) {
    EXPECT_EQ(trained_table(rules_of(EXTRA_TEST_SOURCE_DIR "/scripts/extra/gentle.lua")), nullptr);
}

TEST(TableFile, AFileOfAnotherFormatIsRefusedSayingWhichThisExpertReads) {
    std::string text = write_table(small_table());
    text.replace(0, text.find('\n'), "dicebox extra value table 2");
    EXPECT_EQ(refusal([&] { read_table(text, "old.table"); }),
              "old.table is a value table of format 2, and this expert reads format 1: train "
              "it again (plugins/extra/coach/README.md)");
    EXPECT_THAT(refusal([&] { read_table("const std::int16_t kLearned[] = {\n", "printed.cpp"); }),
                HasSubstr("printed.cpp is not a value table of EXTRA!'s expert"));
}

TEST(TableFile, AFileCutShortIsRefusedWhereverItEnds) {
    const std::string text = write_table(small_table());
    // Cut at its 'end', within a line of entries, within the header.
    for (const std::size_t length : {text.size() - 1, text.size() - 10, std::size_t{30}}) {
        EXPECT_THAT(refusal([&] { read_table(text.substr(0, length), "cut.table"); }),
                    HasSubstr("cut.table is cut short"))
            << length;
    }
}

TEST(TableFile, EntriesBeyondItsCountAreRefused) {
    std::string text = write_table(small_table());
    text.replace(text.find("entries 100"), 11, "entries 64");
    EXPECT_EQ(refusal([&] { read_table(text, "short.table"); }),
              "short.table, line 6: a line begins at entry 64: each begins at a multiple of 32 "
              "after the line before and below the 64 entries");
    text.replace(text.find("entries 64"), 10, "entries 2");
    EXPECT_EQ(refusal([&] { read_table(text, "short.table"); }),
              "short.table, line 5: more than 32 values, or beyond the 2 entries");
}

TEST(TableFile, ACountOfEntriesOtherThanTheTablesForItsRulesIsRefused) {
    TableFile table = small_table();
    EXPECT_THAT(refusal([&] { learned_table(rules_of(), table, "small.table"); }),
                HasSubstr("small.table holds 100 entries, and the expert's table for its rules "
                          "has 68992: train it again"));
}

TEST(TableFile, AValueThatIsNotTenthsOfAPointIsRefusedWithItsLine) {
    std::string text = write_table(small_table());
    text.replace(text.find("-12"), 3, "40000");
    EXPECT_EQ(refusal([&] { read_table(text, "big.table"); }),
              "big.table, line 5: '40000' is not a value from -32768 to 32767 (tenths of a point)");
    text.replace(text.find("0: 0"), 4, "zero");
    EXPECT_THAT(refusal([&] { read_table(text, "big.table"); }),
                HasSubstr("line 5: 'FIRST: VALUES' or 'end' was expected"));
}

}  // namespace
}  // namespace extra_table_file_test
