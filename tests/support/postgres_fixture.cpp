// The ctest fixture `postgres` (tests/CMakeLists.txt): `postgres_fixture start FOLDER`
// starts the tests' PostgreSQL server and leaves it running; `postgres_fixture stop
// FOLDER` stops it after the last test that needs it.
#include <cstdio>
#include <exception>
#include <string_view>

#include "postgres_server.hpp"

int main(int argc, char** argv) {
    if (argc != 3 ||
        (std::string_view(argv[1]) != "start" && std::string_view(argv[1]) != "stop")) {
        std::fputs("usage: postgres_fixture start|stop FOLDER\n", stderr);
        return 2;
    }
    try {
        if (std::string_view(argv[1]) == "start") {
            testing_support::start_postgres(argv[2]);
            std::printf("PostgreSQL for the tests in %s\n", argv[2]);
        } else {
            testing_support::stop_postgres(argv[2]);
        }
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "postgres_fixture: %s\n", e.what());
        return 1;
    }
}
