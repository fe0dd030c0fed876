#include "postgres_server.hpp"

#include <arpa/inet.h>
#include <libpq-fe.h>
#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <stdexcept>

#include "temp_dir.hpp"

namespace testing_support {
namespace {

namespace fs = std::filesystem;

constexpr const char* kUser = "dicebox";
constexpr const char* kPassword = "dicebox-tests";

// A port no one listens on now: the system's choice for a socket bound to port 0.
int free_port() {
    const int fd = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    if (bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 ||
        getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) != 0) {
        close(fd);
        throw std::runtime_error("no free port on 127.0.0.1");
    }
    close(fd);
    return ntohs(address.sin_port);
}

// PostgreSQL refuses to run as root: as root (CI), the server runs as the user the
// postgresql package made, which owns its folder and may pass through the folder's own.
std::string as_server_user(const fs::path& folder, const std::string& command) {
    if (geteuid() != 0) return command;
    const passwd* user = getpwnam("postgres");
    if (user == nullptr) throw std::runtime_error("no user postgres to run the server as root");
    std::error_code ec;
    fs::permissions(folder.parent_path(), fs::perms::others_exec, fs::perm_options::add, ec);
    for (const auto& entry : fs::recursive_directory_iterator(folder, ec)) {
        (void)chown(entry.path().c_str(), user->pw_uid, user->pw_gid);
    }
    if (chown(folder.c_str(), user->pw_uid, user->pw_gid) != 0) {
        throw std::runtime_error("cannot give " + folder.string() + " to the user postgres");
    }
    return "runuser -u postgres -- " + command;
}

// Runs `command` in `folder`; what it printed, and the server's log, are in the error.
void run(const fs::path& folder, const std::string& command) {
    const fs::path output = folder.parent_path() / (folder.filename().string() + ".out");
    const std::string line = as_server_user(folder, command) + " > '" + output.string() + "' 2>&1";
    if (std::system(line.c_str()) != 0) {
        throw std::runtime_error("the tests' PostgreSQL server did not start (" + command + "):\n" +
                                 file_contents(output) + file_contents(folder / "server.log"));
    }
}

struct Connection {
    explicit Connection(const std::string& uri) : pg(PQconnectdb(uri.c_str())) {
        if (PQstatus(pg) != CONNECTION_OK) {
            throw std::runtime_error("cannot connect to the tests' PostgreSQL server: " +
                                     std::string(PQerrorMessage(pg)));
        }
    }
    ~Connection() { PQfinish(pg); }
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;
    PGconn* pg;
};

}  // namespace

std::string start_postgres(const fs::path& folder) {
    stop_postgres(folder);
    const fs::path bin = DICEBOX_TEST_POSTGRES_BIN;
    const fs::path data = folder / "data";
    fs::create_directories(folder);
    std::ofstream(folder / "password") << kPassword << '\n';
    // Connections over TCP need the password; the server's own socket in its folder
    // needs none, so that the folder's owner can always stop it.
    run(folder,
        (bin / "initdb").string() + " -D '" + data.string() + "' -U " + kUser + " --pwfile='" +
            (folder / "password").string() +
            "' --auth-host=scram-sha-256 --auth-local=trust -E UTF8 --locale=C.UTF-8 --no-sync");
    const int port = free_port();
    // fsync is off: a test server's data need not survive a power cut, and syncing
    // would make each test's commits wait for the disk.
    run(folder, (bin / "pg_ctl").string() + " -D '" + data.string() + "' -l '" +
                    (folder / "server.log").string() +
                    "' -w -t 60 -o \"-c listen_addresses=127.0.0.1 -p " + std::to_string(port) +
                    " -c unix_socket_directories='" + folder.string() +
                    "' -c fsync=off -c full_page_writes=off -c max_connections=200\" start");
    const std::string uri = "postgresql://" + std::string(kUser) + ":" + kPassword +
                            "@127.0.0.1:" + std::to_string(port) + "/postgres";
    std::ofstream(folder / "uri") << uri;
    return uri;
}

void stop_postgres(const fs::path& folder) {
    std::error_code ec;
    if (fs::exists(folder / "data" / "postmaster.pid", ec)) {
        const fs::path bin = DICEBOX_TEST_POSTGRES_BIN;
        const std::string stop = (geteuid() == 0 ? "runuser -u postgres -- " : "") +
                                 (bin / "pg_ctl").string() + " -D '" + (folder / "data").string() +
                                 "' -m immediate -w stop > /dev/null 2>&1";
        (void)std::system(stop.c_str());
    }
    fs::remove_all(folder, ec);
}

namespace {

// The server of a test program run by hand, stopped when the program ends.
class OwnServer {
  public:
    OwnServer() : uri_(start_postgres(folder_ / "postgres")) {}
    ~OwnServer() { stop_postgres(folder_ / "postgres"); }
    OwnServer(const OwnServer&) = delete;
    OwnServer& operator=(const OwnServer&) = delete;
    const std::string& uri() const { return uri_; }

  private:
    TempDir folder_;
    std::string uri_;
};

}  // namespace

std::string postgres_uri() {
    if (const char* folder = std::getenv("DICEBOX_TEST_POSTGRES")) {
        const std::string uri = file_contents(fs::path(folder) / "uri");
        if (uri.empty()) {
            throw std::runtime_error(std::string("no PostgreSQL server for the tests in ") +
                                     folder + " (the ctest fixture postgres_start starts it)");
        }
        return uri;
    }
    static const OwnServer server;
    return server.uri();
}

std::string with_database(const std::string& uri, const std::string& database) {
    return uri.substr(0, uri.rfind('/') + 1) + database;
}

void execute_sql(const std::string& uri, const std::string& sql) {
    const Connection connection(uri);
    const std::unique_ptr<PGresult, decltype(&PQclear)> result(PQexec(connection.pg, sql.c_str()),
                                                               &PQclear);
    const auto status = PQresultStatus(result.get());
    if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK) {
        throw std::runtime_error(sql + ": " + PQresultErrorMessage(result.get()));
    }
}

PostgresDatabase::PostgresDatabase() {
    // Unique among the tests that run at once on the fixture's server: the process and
    // a count within it.
    static std::atomic<int> count{0};
    name_ = "test_" + std::to_string(getpid()) + "_" + std::to_string(++count);
    execute_sql(postgres_uri(), "CREATE DATABASE " + name_);
    uri_ = with_database(postgres_uri(), name_);
}

PostgresDatabase::~PostgresDatabase() {
    try {
        execute_sql(postgres_uri(), "DROP DATABASE IF EXISTS " + name_ + " WITH (FORCE)");
    } catch (const std::exception&) {  // NOLINT(bugprone-empty-catch)
        // The server is stopped with the folder; a database left behind goes with it.
    }
}

void PostgresDatabase::execute(const std::string& sql) const {
    execute_sql(uri_, sql);
}

}  // namespace testing_support
