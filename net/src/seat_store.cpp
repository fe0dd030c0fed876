#include "dicebox/net/seat_store.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "dicebox/json_text.hpp"
#include "dicebox/net/invitation.hpp"
#include "dicebox/user_data.hpp"

namespace dicebox::net {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

bool same_table(const HeldSeat& seat, const std::string& server, const std::string& code) {
    return seat.server == server && read_code(seat.code) == read_code(code);
}

// The store held by one client from reading it to writing it back: the app and a terminal
// keeping a seat at the same moment would otherwise each write the seats they read, and the
// one who wrote first would lose theirs. An advisory lock (flock) on a file beside it, which
// the system lets go of when the client ends, crashed or not.
class Held {
  public:
    explicit Held(const fs::path& file) {
        std::error_code ec;
        fs::create_directories(file.parent_path(), ec);
        const std::string lock = file.string() + ".lock";
        fd_ = ::open(lock.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
        if (fd_ < 0 || ::flock(fd_, LOCK_EX) != 0) {
            const std::string why = std::strerror(errno);
            if (fd_ >= 0) ::close(fd_);
            throw SeatStoreError(
                fmt::format("the seats kept in {} cannot be locked: {}", file.string(), why));
        }
    }
    ~Held() { ::close(fd_); }  // which lets the lock go
    Held(const Held&) = delete;
    Held& operator=(const Held&) = delete;

  private:
    int fd_ = -1;
};

}  // namespace

SeatStore::SeatStore(fs::path file) : file_(std::move(file)) {}

fs::path SeatStore::default_file() {
    return dicebox::user_data_dir() / "seats.json";
}

std::vector<HeldSeat> SeatStore::seats() const {
    std::ifstream in(file_);
    if (!in) return {};
    std::ostringstream text;
    text << in.rdbuf();
    std::vector<HeldSeat> seats;
    try {
        const json kept = parse_json(text.str());
        for (const json& one : kept.at("seats")) {
            seats.push_back({one.at("server").get<std::string>(), one.at("code").get<std::string>(),
                             one.at("name").get<std::string>(), one.at("token").get<std::string>(),
                             one.value("host_token", std::string()),
                             one.value("game", std::string())});
        }
    } catch (const std::exception& e) {
        throw SeatStoreError(
            fmt::format("the seats kept in {} cannot be read: {}", file_.string(), e.what()));
    }
    return seats;
}

std::optional<HeldSeat> SeatStore::find(const std::string& server, const std::string& code,
                                        const std::string& name) const {
    for (const HeldSeat& seat : seats()) {
        if (same_table(seat, server, code) && seat.name == name) return seat;
    }
    return std::nullopt;
}

std::string SeatStore::keep(const HeldSeat& seat) {
    const Held alone(file_);
    std::vector<HeldSeat> seats;
    std::string notice;
    try {
        seats = this->seats();
    } catch (const SeatStoreError& e) {
        // Left in place, it would keep no seat from now on: it is set aside, for the person
        // to look at, and the seats are kept anew from this one.
        const fs::path aside = file_.string() + ".unreadable";
        std::error_code ec;
        fs::rename(file_, aside, ec);
        if (ec) throw;
        notice = fmt::format("{}; it is set aside as {}, and your seats are kept anew", e.what(),
                             aside.string());
    }
    std::erase_if(seats, [&](const HeldSeat& held) {
        return (same_table(held, seat.server, seat.code) && held.name == seat.name) ||
               (held.server == seat.server && held.token == seat.token);
    });
    seats.push_back(seat);
    write(seats);
    return notice;
}

void SeatStore::forget(const std::string& server, const std::string& token) {
    const Held alone(file_);
    auto seats = this->seats();
    const auto kept = seats.size();
    std::erase_if(
        seats, [&](const HeldSeat& seat) { return seat.server == server && seat.token == token; });
    if (seats.size() != kept) write(seats);
}

void SeatStore::write(const std::vector<HeldSeat>& seats) const {
    json list = json::array();
    for (const HeldSeat& seat : seats) {
        json one = {{"server", seat.server},
                    {"code", seat.code},
                    {"name", seat.name},
                    {"token", seat.token},
                    {"game", seat.game}};
        if (!seat.host_token.empty()) one["host_token"] = seat.host_token;
        list.push_back(std::move(one));
    }
    const std::string text = json{{"seats", list}}.dump(2) + "\n";
    const auto fail = [&](const char* what) {
        return SeatStoreError(fmt::format("the seats cannot be kept in {}: {} ({})", file_.string(),
                                          what, std::strerror(errno)));
    };
    std::error_code ec;
    fs::create_directories(file_.parent_path(), ec);
    // Written whole beside it under a name of its own (mkostemp: readable by the person
    // alone), then put in its place: a client killed while writing leaves the seats as they
    // were, and two clients writing at once (the app and a terminal) never mix their files.
    std::string next = file_.string() + ".XXXXXX";
    const int fd = ::mkostemp(next.data(), O_CLOEXEC);
    if (fd < 0) throw fail("cannot write it");
    const bool written = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
    if (::close(fd) != 0 || !written) {
        const auto error = fail("cannot write it");
        fs::remove(next, ec);
        throw error;
    }
    fs::rename(next, file_, ec);
    if (ec)
        throw SeatStoreError(
            fmt::format("the seats cannot be kept in {}: {}", file_.string(), ec.message()));
}

}  // namespace dicebox::net
