#include "../migrations.hpp"

namespace dicebox::db {
namespace {

// Version 1: the raw data. Times are Unix milliseconds (UTC); a seed is the 64-bit
// seed's bits in a signed INTEGER. Scores, ranks and winners stay NULL/0 until the
// game is finished. Bots are players too, named "bot:KIND".
constexpr const char* kVersion1 = R"sql(
CREATE TABLE modules (
    id               TEXT PRIMARY KEY,
    name             TEXT NOT NULL,
    lower_score_wins INTEGER NOT NULL DEFAULT 0 CHECK (lower_score_wins IN (0, 1))
);
CREATE TABLE players (
    id   INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
);
CREATE TABLE games (
    id             INTEGER PRIMARY KEY,
    module         TEXT NOT NULL REFERENCES modules (id),
    module_version TEXT NOT NULL,
    variant        TEXT NOT NULL,
    variant_hash   TEXT NOT NULL,
    params         TEXT NOT NULL DEFAULT '{}',
    seed           INTEGER NOT NULL,
    started_at     INTEGER NOT NULL,
    ended_at       INTEGER,
    status         TEXT NOT NULL DEFAULT 'unfinished'
                   CHECK (status IN ('unfinished', 'finished', 'aborted')),
    simulated      INTEGER NOT NULL DEFAULT 0 CHECK (simulated IN (0, 1))
);
CREATE TABLE seats (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players (id),
    bot       TEXT,
    handicap  INTEGER NOT NULL DEFAULT 0 CHECK (handicap IN (0, 1)),
    score     INTEGER,
    rank      INTEGER,
    winner    INTEGER NOT NULL DEFAULT 0 CHECK (winner IN (0, 1)),
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
CREATE TABLE events (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq      INTEGER NOT NULL,
    seat     INTEGER,
    notation TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
)sql";

// Version 2: the indexes that keep the history and the records fast on a million games.
constexpr const char* kVersion2 = R"sql(
-- The rank lets a head-to-head compare two players from this index alone (records.cpp).
CREATE INDEX seats_by_player ON seats (player_id, game_id, rank);
-- The history lists newest first within each (played or simulated, game, variant);
-- merging these few ranges stays fast when a million simulated games outnumber the
-- played ones (history.cpp).
CREATE INDEX games_by_kind ON games (simulated, module, variant, started_at);
-- The records read the finished games of each (played or simulated, game, variant) in
-- the order they ended, from this index alone, then each game's seats by their key
-- (records.cpp).
CREATE INDEX games_finished ON games (simulated, module, variant, ended_at)
    WHERE status = 'finished';
)sql";

// Version 3: a seat's options are those its game's module declares (GameModule::
// seat_options()), kept as the JSON object of the values given ('{}' when none), so that
// a game with options other than EXTRA!'s children's handicap needs no column of its own.
// A handicapped seat of before keeps its handicap as {"handicap":true}.
constexpr const char* kVersion3 = R"sql(
ALTER TABLE seats ADD COLUMN options TEXT NOT NULL DEFAULT '{}'
    CHECK (json_type(options) = 'object');
UPDATE seats SET options = '{"handicap":true}' WHERE handicap = 1;
ALTER TABLE seats DROP COLUMN handicap;
)sql";

// Version 4: how many hints the coach gave each seat (dicebox/host/hint.hpp), so that a
// game played with help is told from one played without.
constexpr const char* kVersion4 = R"sql(
ALTER TABLE seats ADD COLUMN hints INTEGER NOT NULL DEFAULT 0 CHECK (hints >= 0);
)sql";

// Version 5: the coach's reviews (dicebox review, the app's Review): for each seat of a
// reviewed game, how many decisions it made, what they lost in all in the coach's
// measure, and its blunders; a game reviewed again replaces its rows.
constexpr const char* kVersion5 = R"sql(
CREATE TABLE reviews (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL,
    measure   TEXT NOT NULL CHECK (measure IN ('points', 'win_chance')),
    decisions INTEGER NOT NULL CHECK (decisions >= 0),
    loss      REAL NOT NULL CHECK (loss >= 0),
    blunders  INTEGER NOT NULL CHECK (blunders >= 0),
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
)sql";

// Version 6: games played at a server's table (dicebox serve), marked as played online
// wherever they are kept. The server's own history also keeps each such game's table:
// its invitation code, the SHA-256 of each seat's token (never the token itself) and the
// bot standing in for people away (NULL: none, or {"bot": KIND, "after": SECONDS}), so
// that a server started again after a stop or a crash takes up its unfinished tables as
// they were and their people take their seats back with the tokens they hold.
constexpr const char* kVersion6 = R"sql(
ALTER TABLE games ADD COLUMN online INTEGER NOT NULL DEFAULT 0 CHECK (online IN (0, 1));
CREATE TABLE online_tables (
    game_id  INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    code     TEXT NOT NULL,
    tokens   TEXT NOT NULL CHECK (json_type(tokens) = 'array'),
    stand_in TEXT CHECK (stand_in IS NULL OR json_type(stand_in) = 'object')
);
)sql";

// Version 7: a table's house rule is sent to the server as its text, which a script's
// file on the server cannot stand in for; the server keeps it to take the table up.
constexpr const char* kVersion7 = R"sql(
ALTER TABLE online_tables ADD COLUMN rule_script TEXT;
)sql";

// Version 8: the records' summaries, kept so that the records of a large history are
// read, not computed (db/src/records/summary_delta.hpp says how each is written). They
// are derived from the games and rebuilt from them whenever summaries_built says 0, as
// it does right after this migration. A part of a summary is kept per kind of game
// (played or simulated, module, variant) and per player (player_id 0: every seat);
// summary_streaks per scope of the records instead (with_simulated, module and variant,
// '' for any), as a streak runs over the games of a scope in the order they ended.
constexpr const char* kVersion8 = R"sql(
CREATE TABLE summaries_built (
    built INTEGER NOT NULL CHECK (built IN (0, 1))
);
INSERT INTO summaries_built (built) VALUES (0);
CREATE TABLE summary_sizes (
    player_id INTEGER NOT NULL,
    simulated INTEGER NOT NULL,
    module    TEXT NOT NULL,
    variant   TEXT NOT NULL,
    players   INTEGER NOT NULL,
    games     INTEGER NOT NULL,
    seats     INTEGER NOT NULL,
    total     INTEGER NOT NULL,
    PRIMARY KEY (player_id, simulated, module, variant, players)
) WITHOUT ROWID;
CREATE TABLE summary_top (
    player_id      INTEGER NOT NULL,
    simulated      INTEGER NOT NULL,
    module         TEXT NOT NULL,
    variant        TEXT NOT NULL,
    game_id        INTEGER NOT NULL,
    seat           INTEGER NOT NULL,
    seat_player_id INTEGER NOT NULL,
    score          INTEGER NOT NULL,
    ended_at       INTEGER NOT NULL,
    PRIMARY KEY (player_id, simulated, module, variant, game_id, seat)
) WITHOUT ROWID;
CREATE TABLE summary_players (
    player_id    INTEGER NOT NULL,
    simulated    INTEGER NOT NULL,
    module       TEXT NOT NULL,
    variant      TEXT NOT NULL,
    games        INTEGER NOT NULL,
    multi_games  INTEGER NOT NULL,
    wins         INTEGER NOT NULL,
    solo_games   INTEGER NOT NULL,
    solo_losses  INTEGER NOT NULL,
    best         INTEGER NOT NULL,
    worst        INTEGER NOT NULL,
    solo_best    INTEGER,
    solo_best_at INTEGER,
    PRIMARY KEY (player_id, simulated, module, variant)
) WITHOUT ROWID;
CREATE TABLE summary_meetings (
    player_id   INTEGER NOT NULL,
    opponent_id INTEGER NOT NULL,
    simulated   INTEGER NOT NULL,
    module      TEXT NOT NULL,
    variant     TEXT NOT NULL,
    games       INTEGER NOT NULL,
    beaten      INTEGER NOT NULL,
    beat        INTEGER NOT NULL,
    PRIMARY KEY (player_id, opponent_id, simulated, module, variant)
) WITHOUT ROWID;
CREATE TABLE summary_streaks (
    player_id      INTEGER NOT NULL,
    with_simulated INTEGER NOT NULL,
    module         TEXT NOT NULL,
    variant        TEXT NOT NULL,
    games          INTEGER NOT NULL,
    opening        INTEGER NOT NULL,
    run            INTEGER NOT NULL,
    longest        INTEGER NOT NULL,
    last_ended_at  INTEGER NOT NULL,
    last_game_id   INTEGER NOT NULL,
    PRIMARY KEY (player_id, with_simulated, module, variant)
) WITHOUT ROWID;
)sql";

// Version 9: a table of a server still waiting for people is kept too, from its opening
// to its game's beginning (when its game and online_tables take its place), so that a
// server started again takes it up with the seats already taken and its seed's hash
// still the one announced. `seats` holds each seat as the server wrote it.
constexpr const char* kVersion9 = R"sql(
CREATE TABLE waiting_tables (
    code        TEXT PRIMARY KEY,
    module      TEXT NOT NULL,
    params      TEXT NOT NULL CHECK (json_type(params) = 'object'),
    seats       TEXT NOT NULL CHECK (json_type(seats) = 'array'),
    seed        INTEGER NOT NULL,
    tokens      TEXT NOT NULL CHECK (json_type(tokens) = 'array'),
    stand_in    TEXT CHECK (stand_in IS NULL OR json_type(stand_in) = 'object'),
    rule_script TEXT,
    opened_at   INTEGER NOT NULL
);
)sql";

// Version 10: a game stored whole (a batch of simulated games, an import, a sync) keeps
// its log in one row, a JSON array of [seat, notation] (db/src/stored_log.hpp), instead of
// a row per event: a server spent most of its time recording a batch on the events' rows.
// A game recorded as it is played still adds a row to events as each event happens.
constexpr const char* kVersion10 = R"sql(
CREATE TABLE game_logs (
    game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    log     TEXT NOT NULL
);
)sql";

// Version 11: the one who opened a server's table keeps a host token (its SHA-256 here),
// with which a seat whose person does not come back is handed to a bot or freed; a game's
// table keeps who played each seat from which event on, when a seat changed hands.
constexpr const char* kVersion11 = R"sql(
ALTER TABLE waiting_tables ADD COLUMN host_token TEXT;
ALTER TABLE online_tables ADD COLUMN host_token TEXT;
ALTER TABLE online_tables ADD COLUMN hands TEXT NOT NULL DEFAULT '[]';
)sql";

constexpr const char* kMigrations[] = {kVersion1, kVersion2,  kVersion3, kVersion4,
                                       kVersion5, kVersion6,  kVersion7, kVersion8,
                                       kVersion9, kVersion10, kVersion11};

}  // namespace

std::span<const char* const> sqlite_migrations() {
    return kMigrations;
}

}  // namespace dicebox::db
