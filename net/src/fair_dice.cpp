#include "dicebox/net/fair_dice.hpp"

#include <fmt/format.h>
#include <openssl/evp.h>
#include <openssl/rand.h>

#include <array>
#include <stdexcept>

namespace dicebox::net {
std::string random_bytes(std::size_t count) {
    std::string bytes(count, '\0');
    if (RAND_bytes(reinterpret_cast<unsigned char*>(bytes.data()), static_cast<int>(count)) != 1)
        throw std::runtime_error("the system gave no secure random numbers");
    return bytes;
}

std::uint64_t secret_seed() {
    std::uint64_t seed = 0;
    for (const char byte : random_bytes(8)) seed = seed << 8 | static_cast<unsigned char>(byte);
    return seed;
}

std::string random_hex(std::size_t bytes) {
    std::string hex;
    for (const char byte : random_bytes(bytes))
        hex += fmt::format("{:02x}", static_cast<unsigned char>(byte));
    return hex;
}

std::string sha256_hex(std::string_view text) {
    std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
    unsigned int length = 0;
    if (EVP_Digest(text.data(), text.size(), digest.data(), &length, EVP_sha256(), nullptr) != 1)
        throw std::runtime_error("SHA-256 failed");
    std::string hex;
    for (unsigned int i = 0; i < length; ++i) hex += fmt::format("{:02x}", digest[i]);
    return hex;
}

std::string seed_hash(std::uint64_t seed) {
    return sha256_hex(std::to_string(seed));
}

std::string token_hash(std::string_view token) {
    return sha256_hex(token);
}

CheckedGame replay_checked(const host::NewGame& game, const nlohmann::json& log) {
    CheckedGame checked{host::start_game(game), {}};
    dicebox::Session& session = *checked.game.session;
    const auto unfair = [&](std::string why) {
        checked.unfair = std::move(why);
        return std::move(checked);
    };
    if (!log.is_array()) return unfair("the log is not a list of events");
    for (std::size_t i = 0; i < log.size(); ++i) {
        const auto& event = log[i];
        if (!event.is_object()) return unfair(fmt::format("event {} is not an object", i + 1));
        if (event.contains("chance")) {
            if (!session.state().chance_due())
                return unfair(
                    fmt::format("event {} is a roll where the game waits for a decision", i + 1));
            const std::string rolled = session.format({dicebox::kChanceSeat, session.roll()});
            // Compared as strings: JSON's == against a string made a copy that GCC 12 at -O3
            // took for an access out of bounds (-Warray-bounds).
            const auto& told = event["chance"];
            if (!told.is_string() || told.get_ref<const std::string&>() != rolled)
                return unfair(fmt::format("roll {} was {}, but the seed gives {}", i + 1,
                                          told.dump(), rolled));
        } else if (const std::string why =
                       session.act(event.value("seat", -1), event.value("action", std::string()));
                   !why.empty()) {
            return unfair(fmt::format("event {} does not apply: {}", i + 1, why));
        }
    }
    return checked;
}

}  // namespace dicebox::net
