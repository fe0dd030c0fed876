// A table's link read back into its server and code (net/invitation.hpp), as leniently as a
// browser opens it, and refused with why when it is no table's link.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "dicebox/net/invitation.hpp"

namespace net_test {
namespace {

using dicebox::net::invitation_link;
using dicebox::net::is_link;
using dicebox::net::read_invitation;
using testing::HasSubstr;

void expect_read(const std::string& link, const std::string& server, const std::string& code) {
    const auto read = read_invitation(link);
    ASSERT_TRUE(read) << link << ": " << read.error();
    EXPECT_EQ(read->server, server) << link;
    EXPECT_EQ(read->code, code) << link;
}

std::string refusal(const std::string& link) {
    const auto read = read_invitation(link);
    EXPECT_FALSE(read) << link << " read as " << (read ? read->server + " " + read->code : "");
    return read ? std::string() : read.error();
}

TEST(InvitationLink, ReadsBackTheServerAndTheCodeItWasWrittenFrom) {
    for (const std::string server :
         {"127.0.0.1:7654", "club.example.org:443", "wss://club.example.org:7654", "[::1]:7654"}) {
        expect_read(invitation_link(server, "K7QM-2XPA"), server, "K7QM-2XPA");
    }
    // A ws:// address is the plain one.
    expect_read(invitation_link("ws://127.0.0.1:9000", "K7QM-2XPA"), "127.0.0.1:9000", "K7QM-2XPA");
}

TEST(InvitationLink, IsReadAsLenientlyAsABrowserOpensIt) {
    expect_read("  http://127.0.0.1:7654/t/K7QM-2XPA/ \n", "127.0.0.1:7654", "K7QM-2XPA");
    expect_read("HTTPS://Club.Example.ORG/t/K7QM-2XPA", "wss://club.example.org:443", "K7QM-2XPA");
    expect_read("http://club.example.org/t/K7QM-2XPA#watch", "club.example.org:80", "K7QM-2XPA");
    expect_read("http://club.example.org:7654/t/K7QM-2XPA?fbclid=xyz#watch",
                "club.example.org:7654", "K7QM-2XPA");
    // The code as read_code reads it: case, dashes, spaces (escaped) and the letters taken
    // for digits.
    expect_read("http://127.0.0.1:7654/t/k7qm%202xpa", "127.0.0.1:7654", "K7QM-2XPA");
    expect_read("http://127.0.0.1:7654/t/ABCDEF0I", "127.0.0.1:7654", "ABCD-EF01");
    expect_read("http://[::1]/t/K7QM-2XPA", "[::1]:80", "K7QM-2XPA");
}

TEST(InvitationLink, WhatIsNoTablesLinkIsRefusedWithWhy) {
    EXPECT_THAT(refusal("ftp://club.example.org/t/K7QM-2XPA"),
                HasSubstr("it begins with http:// or https://"));
    EXPECT_THAT(refusal("club.example.org/t/K7QM-2XPA"),
                HasSubstr("it begins with http:// or https://"));
    EXPECT_THAT(refusal("http://ann:secret@club.example.org/t/K7QM-2XPA"),
                HasSubstr("names no person before its host"));
    EXPECT_THAT(refusal("http:///t/K7QM-2XPA"), HasSubstr("it has no host"));
    EXPECT_THAT(refusal("http://club.example.org:99999/t/K7QM-2XPA"),
                HasSubstr("its port is a number from 1 to 65535"));
    EXPECT_THAT(refusal("http://club.example.org:/t/K7QM-2XPA"),
                HasSubstr("its port is a number from 1 to 65535"));
    EXPECT_THAT(refusal("http://[::1/t/K7QM-2XPA"), HasSubstr("the [ of its host is open"));
    for (const std::string path :
         {"", "/", "/t/", "/table/K7QM-2XPA", "/t/K7QM-2XPA/more", "/games/extra/board.js"}) {
        EXPECT_THAT(refusal("http://club.example.org" + path),
                    HasSubstr("a table's link is /t/ and its code after the server"))
            << path;
    }
    EXPECT_THAT(refusal("http://club.example.org/t/K7QM-2XP"),
                HasSubstr("'K7QM-2XP' is not a table's code: eight letters and digits"));
    EXPECT_THAT(refusal("http://club.example.org/t/K7QM-2XPU"), HasSubstr("is not a table's code"));
    EXPECT_THAT(refusal("http://club.example.org/t/K7QM%2"), HasSubstr("is not followed by two"));
    // The whole link is said, with what would steer a terminal made harmless.
    const auto said = refusal("http://club.example.org/t/\x1b[2J");
    EXPECT_THAT(said, HasSubstr("'http://club.example.org/t/"));
    EXPECT_EQ(said.find('\x1b'), std::string::npos) << said;
}

TEST(InvitationLink, IsToldFromACodeAndAServersAddress) {
    // Written as links, each is read_invitation()'s, which says why the last ones are none.
    for (const std::string link :
         {"http://club.example.org/t/K7QM-2XPA", " HTTPS://club.example.org",
          "ftp://club.example.org", "club.example.org/t/K7QM-2XPA",
          "ws://club.example.org/t/K7QM-2XPA"}) {
        EXPECT_TRUE(is_link(link)) << link;
    }
    for (const std::string other : {"K7QM-2XPA", "k7qm 2xpa", "club.example.org:7654",
                                    "wss://club.example.org", "WS://127.0.0.1", "[::1]:7654", ""}) {
        EXPECT_FALSE(is_link(other)) << other;
    }
}

}  // namespace
}  // namespace net_test
