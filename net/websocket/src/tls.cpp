#include "dicebox/net/tls.hpp"

#include <fmt/format.h>
#include <openssl/ssl.h>

#include <cerrno>
#include <cstring>
#include <fstream>

namespace dicebox::net {

namespace ssl = boost::asio::ssl;

namespace {

// The versions of TLS older than 1.2 are broken, and refused by today's browsers too.
constexpr auto kOldVersions = ssl::context::default_workarounds | ssl::context::no_sslv2 |
                              ssl::context::no_sslv3 | ssl::context::no_tlsv1 |
                              ssl::context::no_tlsv1_1;

// OpenSSL says only "system lib" of a file it cannot open: the system's reason is clearer.
void check_readable(const std::filesystem::path& file, const char* what) {
    if (!std::ifstream(file))
        throw TlsError(
            fmt::format("cannot read the {} {}: {}", what, file.string(), std::strerror(errno)));
}

}  // namespace

ssl::context server_tls(const TlsIdentity& identity) {
    check_readable(identity.certificate_chain, "certificate chain");
    check_readable(identity.private_key, "private key");
    ssl::context context(ssl::context::tls_server);
    context.set_options(kOldVersions);
    boost::system::error_code error;
    context.use_certificate_chain_file(identity.certificate_chain.string(), error);
    if (error)
        throw TlsError(fmt::format("{} holds no certificate chain in PEM: {}",
                                   identity.certificate_chain.string(), error.message()));
    context.use_private_key_file(identity.private_key.string(), ssl::context::pem, error);
    if (error)
        throw TlsError(fmt::format("cannot use the private key {} for the certificate {}: {}",
                                   identity.private_key.string(),
                                   identity.certificate_chain.string(), error.message()));
    if (SSL_CTX_check_private_key(context.native_handle()) != 1)
        throw TlsError(fmt::format("the private key {} is not the key of the certificate {}",
                                   identity.private_key.string(),
                                   identity.certificate_chain.string()));
    return context;
}

ssl::context client_tls() {
    ssl::context context(ssl::context::tls_client);
    context.set_options(kOldVersions);
    context.set_default_verify_paths();
    context.set_verify_mode(ssl::verify_peer);
    return context;
}

}  // namespace dicebox::net
