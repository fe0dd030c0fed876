// Local dates and times, in a time zone with daylight saving time (Central Europe, as a
// POSIX rule, so that no time zone database is needed).
#include <gtest/gtest.h>

#include <cstdlib>
#include <ctime>

#include "dicebox/db/local_time.hpp"

namespace {

using namespace dicebox::db;

class LocalTime : public ::testing::Test {
  protected:
    void SetUp() override {
        setenv("TZ", "CET-1CEST,M3.5.0,M10.5.0/3", 1);
        tzset();
    }
};

TEST_F(LocalTime, TextIsTheLocalClock) {
    EXPECT_EQ(local_time_text(0), "1970-01-01 01:00:00");
    EXPECT_EQ(local_time_text(1'719'835'200'123), "2024-07-01 14:00:00") << "summer time: UTC+2";
    EXPECT_EQ(local_time_text(-1), "1970-01-01 00:59:59");
}

TEST_F(LocalTime, ADayStartsAtLocalMidnight) {
    EXPECT_EQ(local_day_start(1970, 1, 2), (24 - 1) * 3'600'000);
    EXPECT_EQ(local_day_start(2024, 7, 1), 1'719'784'800'000) << "2024-06-30 22:00 UTC";
    // The day clocks go forward has 23 hours.
    EXPECT_EQ(*local_day_start(2024, 4, 1) - *local_day_start(2024, 3, 31), 23 * 3'600'000);
}

TEST_F(LocalTime, ADayTheCalendarHasNotHasNoStart) {
    EXPECT_FALSE(local_day_start(2024, 2, 30));
    EXPECT_FALSE(local_day_start(2023, 2, 29));
    EXPECT_TRUE(local_day_start(2024, 2, 29));
    EXPECT_FALSE(local_day_start(2024, 13, 1));
}

}  // namespace
