// Script::load (core/script/include/dicebox/script/script.hpp): the table a script
// returns, its hash, and the messages of a script that cannot be used, each naming the
// file and, where Lua knows it, the line.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "dicebox/sha256.hpp"
#include "script_testing.hpp"

namespace script_testing {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;
using ::testing::StartsWith;

const char* const kGentle = R"(
    return {
        name = "Gentle", game = "extra", version = "1.0", author = "A. Player",
        description = "Rows still in the -200 zone cost -150.",
        params = { zone_penalty = -150 },
        seats = { handicap = true },
        hooks = {
            row_score = function(sum, crosses) return sum end,
            final_score = function(sheet, total) return total end,
        },
    })";

TEST(ScriptLoad, TheScriptsTableIsRead) {
    const ScriptFile file("gentle.lua", kGentle);
    const auto script = file.load();
    EXPECT_EQ(script->file(), file.path());
    EXPECT_EQ(script->metadata().name, "Gentle");
    EXPECT_EQ(script->name(), "Gentle");
    EXPECT_EQ(script->metadata().game, "extra");
    EXPECT_EQ(script->metadata().version, "1.0");
    EXPECT_EQ(script->metadata().author, "A. Player");
    EXPECT_EQ(script->metadata().description, "Rows still in the -200 zone cost -150.");
    EXPECT_EQ(script->params(), json({{"zone_penalty", -150}}));
    EXPECT_EQ(script->seat_options(), json({{"handicap", true}}));
    EXPECT_THAT(script->hook_names(), ElementsAre("final_score", "row_score"));
    EXPECT_TRUE(script->defines("row_score"));
    EXPECT_FALSE(script->defines("game_ends"));
}

TEST(ScriptLoad, AParameterOnlyScriptDefinesNoHooks) {
    const ScriptFile file("long.lua", R"(return { name = "Long", game = "exxtra",
                                                  params = { track_length = 30 } })");
    const auto script = file.load();
    EXPECT_THAT(script->hook_names(), IsEmpty());
    EXPECT_FALSE(script->defines("combination_value"));
    EXPECT_EQ(script->seat_options(), json::object());
}

TEST(ScriptLoad, EmptyParamsAndSeatsAreEmptyObjects) {
    const ScriptFile file("empty.lua", R"(return { name = "E", game = "extra", params = {},
                                                   seats = {} })");
    EXPECT_EQ(file.load()->params(), json::object());
    EXPECT_EQ(file.load()->seat_options(), json::object());
}

TEST(ScriptLoad, TheHashIsTheSha256OfTheFilesBytes) {
    const ScriptFile file("gentle.lua", kGentle);
    EXPECT_EQ(file.load()->hash(), dicebox::sha256_hex(kGentle));
    const ScriptFile changed("gentle.lua", std::string(kGentle) + " ");
    EXPECT_NE(changed.load()->hash(), file.load()->hash());
}

TEST(ScriptLoad, AMissingFileOrAFolderCannotBeRead) {
    const testing_support::TempDir dir;
    EXPECT_EQ(
        load_error(dir / "missing.lua"),
        (dir / "missing.lua").string() + ": cannot read the script: No such file or directory");
    EXPECT_EQ(load_error(dir.path()),
              dir.path().string() + ": cannot read the script: it is a folder");
}

TEST(ScriptLoad, AnErrorWhileTheFileRunsNamesItsLine) {
    const ScriptFile file("boom.lua", "local x = 1\nerror('boom')\n");
    EXPECT_EQ(load_error(file.path()), file.name() + ":2: boom");
    const ScriptFile bare("bare.lua", "error('boom', 0)\n");
    EXPECT_EQ(load_error(bare.path()), bare.name() + ": boom");
}

TEST(ScriptLoad, ALongPathIsNamedInFull) {
    // Lua shortens chunk names beyond 60 characters to "...tail".
    const std::string folder(80, 'd');
    const ScriptFile file(folder + ".lua", "local x = = 1\n");
    EXPECT_THAT(load_error(file.path()), StartsWith(file.name() + ":1: "));
}

TEST(ScriptLoad, MetadataOfTheWrongTypeIsNamed) {
    const ScriptFile version("version.lua", "return { name = 'V', game = 'extra', version = 1 }");
    EXPECT_EQ(load_error(version.path()),
              version.name() + ": 'version' must be a string, not a number");
    const ScriptFile list("list.lua", "return { name = 'L', game = 'extra', params = { 1, 2 } }");
    EXPECT_EQ(load_error(list.path()),
              list.name() + ": 'params' must be a table of name = value, not a list");
    const ScriptFile function("function.lua",
                              "return { name = 'F', game = 'extra', seats = { f = print or "
                              "type } }");
    EXPECT_EQ(load_error(function.path()), function.name() + ": 'seats' holds a function at f");
    const ScriptFile hooks("hooks.lua", "return { name = 'H', game = 'extra', hooks = 5 }");
    EXPECT_EQ(load_error(hooks.path()),
              hooks.name() + ": 'hooks' must be a table of name = function, not a number");
}

TEST(ScriptLoad, AScriptThatReturnsNothingIsRefused) {
    const ScriptFile file("nothing.lua", "local x = 1\n");
    EXPECT_EQ(load_error(file.path()),
              file.name() +
                  ": the script returns nothing; it must return a table with its name, game and "
                  "hooks");
}

}  // namespace
}  // namespace script_testing
