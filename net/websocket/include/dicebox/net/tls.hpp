// TLS for network play (wss://), with OpenSSL's libssl through Boost.Asio: the settings
// of a server's side, which proves who it is with its certificate, and of a client's,
// which checks that proof.
#pragma once

#include <boost/asio/ssl/context.hpp>
#include <filesystem>
#include <stdexcept>

namespace dicebox::net {

// A server's certificate or key that cannot be used, the file named.
class TlsError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// Who a server is: PEM files of its certificate chain (its own certificate first, then
// those of the CAs between it and the one trusted) and of its private key.
struct TlsIdentity {
    std::filesystem::path certificate_chain;
    std::filesystem::path private_key;
};

// A server's settings, showing `identity`. Throws TlsError when a file cannot be read or
// holds no certificate or key, or when the key is not the certificate's.
boost::asio::ssl::context server_tls(const TlsIdentity& identity);

// A client's settings: a server is trusted when its certificate is signed by a CA that
// this system trusts, found where OpenSSL looks by default or in the file named by the
// environment's SSL_CERT_FILE (how a certificate of one's own, self-signed, is trusted).
boost::asio::ssl::context client_tls();

}  // namespace dicebox::net
