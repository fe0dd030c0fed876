#include "history_fixture.hpp"

#include <QTest>

#include "app_fixture.hpp"

namespace history_fixture {

std::int64_t play(const std::filesystem::path& history, const std::string& game,
                  const std::vector<std::string>& bots, std::uint64_t seed) {
    auto runner = dicebox::gui::start_game(testing_support::setup(game, {}, bots, seed), history);
    runner->set_bot_pause(0);
    runner->start();
    if (!QTest::qWaitFor([&] { return runner->ended(); }, 60'000)) return 0;
    return runner->game_id();
}

std::int64_t leave_unfinished(const std::filesystem::path& history, const std::string& game,
                              const std::string& person, const std::vector<std::string>& bots,
                              std::uint64_t seed) {
    auto runner =
        dicebox::gui::start_game(testing_support::setup(game, {person}, bots, seed), history);
    runner->set_bot_pause(0);
    bool asked = false;
    QObject::connect(runner.get(), &dicebox::gui::GameRunner::asking, [&] { asked = true; });
    runner->start();
    if (!QTest::qWaitFor([&] { return asked; }, 60'000)) return 0;
    return runner->game_id();
}

}  // namespace history_fixture
