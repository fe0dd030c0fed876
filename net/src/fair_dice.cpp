#include "dicebox/net/fair_dice.hpp"

#include <fmt/format.h>
#include <openssl/evp.h>
#include <openssl/rand.h>

#include <array>
#include <stdexcept>

namespace dicebox::net {
namespace {

void random_bytes(unsigned char* into, std::size_t bytes) {
    if (RAND_bytes(into, static_cast<int>(bytes)) != 1)
        throw std::runtime_error("the system gave no secure random numbers");
}

}  // namespace

std::uint64_t secret_seed() {
    std::array<unsigned char, 8> bytes{};
    random_bytes(bytes.data(), bytes.size());
    std::uint64_t seed = 0;
    for (const unsigned char byte : bytes) seed = seed << 8 | byte;
    return seed;
}

std::string random_hex(std::size_t bytes) {
    std::string raw(bytes, '\0');
    random_bytes(reinterpret_cast<unsigned char*>(raw.data()), bytes);
    std::string hex;
    for (const char byte : raw) hex += fmt::format("{:02x}", static_cast<unsigned char>(byte));
    return hex;
}

std::string seed_hash(std::uint64_t seed) {
    const std::string text = std::to_string(seed);
    std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
    unsigned int length = 0;
    if (EVP_Digest(text.data(), text.size(), digest.data(), &length, EVP_sha256(), nullptr) != 1)
        throw std::runtime_error("SHA-256 failed");
    std::string hex;
    for (unsigned int i = 0; i < length; ++i) hex += fmt::format("{:02x}", digest[i]);
    return hex;
}

std::string unfair_roll(const host::NewGame& game, const nlohmann::json& log) {
    auto started = host::start_game(game);
    dicebox::Session& session = *started.session;
    if (!log.is_array()) return "the log is not a list of events";
    for (std::size_t i = 0; i < log.size(); ++i) {
        const auto& event = log[i];
        if (event.contains("chance")) {
            if (!session.state().chance_due())
                return fmt::format("event {} is a roll where the game waits for a decision", i + 1);
            const std::string rolled = session.format({dicebox::kChanceSeat, session.roll()});
            if (rolled != event["chance"])
                return fmt::format("roll {} was {}, but the seed gives {}", i + 1,
                                   event["chance"].dump(), rolled);
        } else if (const std::string why =
                       session.act(event.value("seat", -1), event.value("action", std::string()));
                   !why.empty()) {
            return fmt::format("event {} does not apply: {}", i + 1, why);
        }
    }
    return {};
}

}  // namespace dicebox::net
