// Dice anyone can check. A server draws each table's seed from the system's secure
// randomness, announces the seed's SHA-256 when the game begins and reveals the seed
// when it ends; then every player replays the game's log from the seed and sees whether
// the rolls were the seed's. Once a hash guards fairness it is security, so both the
// randomness and the hash are OpenSSL's (libcrypto), not dicebox's own code.
#pragma once

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "dicebox/host/new_game.hpp"

namespace dicebox::net {

// A seed no one can guess. Throws std::runtime_error when the system has no randomness.
std::uint64_t secret_seed();
// `count` secure random bytes (an invitation's letters), and as lowercase hex digits (a
// seat's token).
std::string random_bytes(std::size_t count);
std::string random_hex(std::size_t bytes);
// The SHA-256 of `text`, as 64 lowercase hex digits.
std::string sha256_hex(std::string_view text);
// The SHA-256 of the seed written in decimal, as 64 lowercase hex digits: what a table
// announces before its first roll.
std::string seed_hash(std::uint64_t seed);
// The SHA-256 of a seat's token, as 64 lowercase hex digits: what the server keeps of it,
// so that its history gives no one a seat.
std::string token_hash(std::string_view token);

// The game `log` records (Session::log_json()'s form), replayed on `game` set up with the
// revealed seed: the game at the end of the log, and why its rolls are not those of the
// seed (empty when each roll is the one the seed gives). Throws host::SetupError when the
// game cannot be set up.
struct CheckedGame {
    host::StartedGame game;
    std::string unfair;
};
CheckedGame replay_checked(const host::NewGame& game, const nlohmann::json& log);

}  // namespace dicebox::net
