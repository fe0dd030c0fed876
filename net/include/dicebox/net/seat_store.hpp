// The seats a person holds at servers' tables, kept for both clients (the terminal's `join`
// and `host`, the app's Play online) in one file of the person's data folder,
// $XDG_DATA_HOME/dicebox/seats.json, readable by that person alone (mode 0600): a client
// that crashed, or was closed, takes its seat back with the token kept there, and whoever
// opened a table finds its host token there. A seat is kept from the moment it is taken
// until its game is over or the server no longer has it. One client at a time reads and
// writes it (a lock beside it, seats.json.lock).
#pragma once

#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace dicebox::net {

struct HeldSeat {
    std::string server;      // as the client wrote it: "127.0.0.1:7654", "wss://example.org:7654"
    std::string code;        // the table's invitation code, as the server writes it
    std::string name;        // the person's name at the table
    std::string token;       // the seat's token
    std::string host_token;  // the table's host token, for the one who opened it; else empty
    std::string game;        // the game's id: "extra"
};

// The seats file cannot be read or written, and why.
class SeatStoreError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

class SeatStore {
  public:
    // The store in `file` (default_file() unless given); nothing is read yet.
    explicit SeatStore(std::filesystem::path file = default_file());
    // $XDG_DATA_HOME/dicebox/seats.json (dicebox/user_data.hpp).
    static std::filesystem::path default_file();

    const std::filesystem::path& file() const { return file_; }

    // The seats held, in the order they were taken; none when there is no file yet.
    // Throws SeatStoreError.
    std::vector<HeldSeat> seats() const;
    // The seat held at table `code` (read leniently: dicebox/net/invitation.hpp) of `server`
    // under `name`, if one is. Throws SeatStoreError.
    std::optional<HeldSeat> find(const std::string& server, const std::string& code,
                                 const std::string& name) const;
    // Keeps `seat` in place of one held at the same table under the same name, or of the
    // same token. A file that cannot be read is set aside beside it (".unreadable") and
    // the seats kept anew: what the person should know of it is returned, else nothing.
    // Throws SeatStoreError.
    [[nodiscard]] std::string keep(const HeldSeat& seat);
    // Forgets the seat of `token` at `server`. Throws SeatStoreError.
    void forget(const std::string& server, const std::string& token);

  private:
    void write(const std::vector<HeldSeat>& seats) const;

    std::filesystem::path file_;
};

}  // namespace dicebox::net
