<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>QApplication</name>
    <message>
        <source>dicebox: play dice games on their boards, with people and bots.</source>
        <translation>dicebox: Würfelspiele auf ihren Spielplänen spielen, mit Menschen und Bots.</translation>
    </message>
    <message>
        <source>Look for game plugins in DIR first (may be repeated).</source>
        <translation>Spiel-Plugins zuerst in DIR suchen (mehrfach möglich).</translation>
    </message>
    <message>
        <source>The history database (default: %1).</source>
        <translation>Die Datenbank der Spielgeschichte (Standard: %1).</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>cannot be loaded: %1</source>
        <translation>kann nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>not a board library: it has no &apos;%1&apos; entry point</source>
        <translation>keine Spielplan-Bibliothek: ihr fehlt der Einstiegspunkt &apos;%1&apos;</translation>
    </message>
    <message>
        <source>its entry point returned nothing</source>
        <translation>ihr Einstiegspunkt lieferte nichts</translation>
    </message>
    <message>
        <source>built for plugin ABI %1, this dicebox needs ABI %2; rebuild it</source>
        <translation>gebaut für Plugin-ABI %1, dieses dicebox braucht ABI %2; bitte neu bauen</translation>
    </message>
    <message>
        <source>it is the board of &apos;%1&apos;, not of &apos;%2&apos;</source>
        <translation>es ist der Spielplan von &apos;%1&apos;, nicht von &apos;%2&apos;</translation>
    </message>
    <message>
        <source>it makes no board</source>
        <translation>es erzeugt keinen Spielplan</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>rows %1; EXTRA %2; total %3</source>
        <translation>Reihen %1; EXTRA %2; Summe %3</translation>
    </message>
    <message>
        <source> | preview: </source>
        <translation> | Vorschau: </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server&apos;s address: write HOST or HOST:PORT, like 127.0.0.1:7654</source>
        <translation>„%1“ ist keine Serveradresse: Schreiben Sie HOST oder HOST:PORT, etwa 127.0.0.1:7654</translation>
    </message>
</context>
<context>
    <name>RecordsTables</name>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Bestes Ergebnis</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Durchschnittliche Punkte</translation>
    </message>
    <message>
        <source>1 (solo)</source>
        <translation>1 (solo)</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Serie</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Längste Serie</translation>
    </message>
    <message>
        <source>Solo games</source>
        <translation>Solospiele</translation>
    </message>
    <message>
        <source>Solo losses</source>
        <translation>Solo-Niederlagen</translation>
    </message>
    <message>
        <source>Wins over the games with other players</source>
        <translation>Siege in den Spielen mit anderen Spielern</translation>
    </message>
    <message>
        <source>Wins in a row up to the latest game with other players</source>
        <translation>Siege in Folge bis zum letzten Spiel mit anderen Spielern</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bestes</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Schlechtestes</translation>
    </message>
    <message>
        <source>Solo best</source>
        <translation>Bestes solo</translation>
    </message>
    <message>
        <source>Solo best on</source>
        <translation>Bestes solo am</translation>
    </message>
    <message>
        <source>%1 (lower wins)</source>
        <translation>%1 (weniger gewinnt)</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Niederlagen</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Nemesis</source>
        <translation>Angstgegner</translation>
    </message>
    <message>
        <source>Ranked above</source>
        <translation>Vorne platziert</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Gemeinsame Spiele</translation>
    </message>
    <message>
        <source>The highest score; the lowest where the lower score wins</source>
        <translation>Das höchste Ergebnis; das niedrigste, wo das niedrigere gewinnt</translation>
    </message>
</context>
<context>
    <name>RefusalText</name>
    <message>
        <source>%1 %2 no longer sets up game %3 this way: %4</source>
        <translation>%1 %2 baut Spiel %3 nicht mehr so auf: %4</translation>
    </message>
    <message>
        <source>%1 has no bot &apos;%2&apos;; its bots are: %3.</source>
        <translation>%1 hat keinen Bot „%2“; seine Bots sind: %3.</translation>
    </message>
    <message>
        <source>The player of seat %1 has no name.</source>
        <translation>Der Spieler auf Platz %1 hat keinen Namen.</translation>
    </message>
    <message>
        <source>Two players are called &apos;%1&apos;; give each a different name.</source>
        <translation>Zwei Spieler heißen „%1“; geben Sie jedem einen anderen Namen.</translation>
    </message>
    <message>
        <source>The house rule fails as the game is set up: %1</source>
        <translation>Die Hausregel scheitert beim Aufbau der Partie: %1</translation>
    </message>
    <message>
        <source>The house rule of game %1 fails: %2</source>
        <translation>Die Hausregel von Partie %1 scheitert: %2</translation>
    </message>
    <message>
        <source>Game %1 is finished: History replays it.</source>
        <translation>Partie %1 ist beendet: Der Verlauf spielt sie nach.</translation>
    </message>
    <message>
        <source>Game %1 was stopped by an error and cannot go on: History replays it.</source>
        <translation>Partie %1 wurde von einem Fehler gestoppt und kann nicht weitergehen: Der Verlauf spielt sie nach.</translation>
    </message>
    <message>
        <source>Game %1 was played by bots in a simulation, not one to go on with.</source>
        <translation>Partie %1 wurde von Bots in einer Simulation gespielt und ist keine zum Weiterspielen.</translation>
    </message>
    <message>
        <source>Game %1 is played at table %2 of the server that records into this history; it goes on when that server is started again.</source>
        <translation>Partie %1 wird an Tisch %2 des Servers gespielt, der in diesen Verlauf schreibt; sie geht weiter, wenn dieser Server wieder gestartet wird.</translation>
    </message>
    <message>
        <source>Game %1 is a game of %2, whose plugin is not found.</source>
        <translation>Spiel %1 ist ein Spiel von %2, dessen Plugin nicht gefunden wird.</translation>
    </message>
    <message>
        <source>Game %1 was played with %2 %3 and does not go on with %4: %5</source>
        <translation>Partie %1 wurde mit %2 %3 gespielt und geht mit %4 nicht weiter: %5</translation>
    </message>
    <message>
        <source>Game %1 was played under the printed rules (%2).</source>
        <translation>Partie %1 wurde nach den gedruckten Regeln gespielt (%2).</translation>
    </message>
    <message>
        <source>%1 is not the house rule game %2 was played under (%3): its text differs (SHA-256); the script has changed since, or it is another one.</source>
        <translation>%1 ist nicht die Hausregel, unter der Partie %2 gespielt wurde (%3): Ihr Text weicht ab (SHA-256); das Skript hat sich seitdem geändert, oder es ist ein anderes.</translation>
    </message>
    <message>
        <source>Game %1 was played under the house rule &apos;%2&apos;, whose script has changed since: the SHA-256 of %3 differs.</source>
        <translation>Partie %1 wurde unter der Hausregel „%2“ gespielt, deren Skript sich seitdem geändert hat: Der SHA-256 von %3 weicht ab.</translation>
    </message>
    <message>
        <source>Game %1 was played under the house rule &apos;%2&apos;, which is not among the scripts found in %3.</source>
        <translation>Partie %1 wurde unter der Hausregel „%2“ gespielt, die nicht unter den Skripten in %3 ist.</translation>
    </message>
    <message>
        <source>The name of seat %1 cannot be used: a name has at most %2 characters, no control or invisible characters, and no space at its start or end.</source>
        <translation>Der Name auf Platz %1 geht nicht: Ein Name hat höchstens %2 Zeichen, keine Steuer- oder unsichtbaren Zeichen und kein Leerzeichen am Anfang oder Ende.</translation>
    </message>
</context>
<context>
    <name>Story</name>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>1 die</source>
        <translation>1 Würfel</translation>
    </message>
    <message>
        <source>%1 dice</source>
        <translation>%1 Würfel</translation>
    </message>
    <message>
        <source>their only die</source>
        <translation>seinen einzigen Würfel</translation>
    </message>
    <message>
        <source>all %1 dice at once</source>
        <translation>alle %1 Würfel auf einmal</translation>
    </message>
    <message>
        <source>Soft</source>
        <translation>Sanft</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hart</translation>
    </message>
    <message>
        <source>knocks each arena die %1 · misses %2 · a knocked die flies out %3</source>
        <translation>trifft jeden Arena-Würfel %1 · verfehlt %2 · ein getroffener Würfel fliegt hinaus %3</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>The starting die is about to roll into the arena.</source>
        <translation>Gleich rollt der Startwürfel in die Arena.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>%1 must throw one die into the arena: the first throw of a turn is compulsory.</source>
        <translation>%1 muss einen Würfel in die Arena werfen: der erste Wurf eines Zuges ist Pflicht.</translation>
    </message>
    <message>
        <source>%1 may throw again or stop.</source>
        <translation>%1 darf noch einmal werfen oder aufhören.</translation>
    </message>
    <message>
        <source>No two dice match: %1 may throw again or stop.</source>
        <translation>Keine zwei Würfel sind gleich: %1 darf noch einmal werfen oder aufhören.</translation>
    </message>
    <message>
        <source>%1, the arena is empty: throw %2.</source>
        <translation>%1, die Arena ist leer: wirf %2.</translation>
    </message>
    <message>
        <source>your only die</source>
        <translation>deinen einzigen Würfel</translation>
    </message>
    <message>
        <source>%1, throw one die into the arena: the first throw of a turn is compulsory.</source>
        <translation>%1, wirf einen Würfel in die Arena: der erste Wurf eines Zuges ist Pflicht.</translation>
    </message>
    <message>
        <source>%1, the arena is empty: throw again or stop.</source>
        <translation>%1, die Arena ist leer: wirf noch einmal oder hör auf.</translation>
    </message>
    <message>
        <source>%1, no two dice match: throw again or stop.</source>
        <translation>%1, keine zwei Würfel sind gleich: wirf noch einmal oder hör auf.</translation>
    </message>
    <message>
        <source>The arena is empty: %1 must throw %2.</source>
        <translation>Die Arena ist leer: %1 muss %2 werfen.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The game is over: %1 is the last player with dice and wins.</source>
        <translation>Das Spiel ist vorbei: %1 hat als Letzter noch Würfel und gewinnt.</translation>
    </message>
    <message>
        <source>game %1 to %2</source>
        <translation>Spiel %1 an %2</translation>
    </message>
    <message>
        <source>The match is over (%1). Points, the lowest total wins: %2. Winner: %3.</source>
        <translation>Die Partie ist vorbei (%1). Punkte, die niedrigste Summe gewinnt: %2. Sieger: %3.</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>sanft</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>hart</translation>
    </message>
    <message>
        <source>throw soft</source>
        <translation>sanft werfen</translation>
    </message>
    <message>
        <source>throw normal</source>
        <translation>normal werfen</translation>
    </message>
    <message>
        <source>throw hard</source>
        <translation>hart werfen</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>aufhören</translation>
    </message>
    <message>
        <source>arena empty</source>
        <extracomment>The game&apos;s log: the number faces lying in the arena after a throw, or the starting die.</extracomment>
        <translation>Arena leer</translation>
    </message>
    <message>
        <source>arena %1</source>
        <translation>Arena %1</translation>
    </message>
    <message>
        <source>%1 | x %2 | out %3</source>
        <extracomment>The game&apos;s log: a throw&apos;s result, the arena (%1), how many dice showed X (%2) and how many left the arena (%3).</extracomment>
        <translation>%1 | X %2 | raus %3</translation>
    </message>
</context>
<context>
    <name>dicebox::extra_board::DiceTray</name>
    <message>
        <source>The dice (keys 1–5)</source>
        <translation>Die Würfel (Tasten 1–5)</translation>
    </message>
    <message>
        <source>Die %1: into the next free slot (key %1)</source>
        <translation>Würfel %1: in den nächsten freien Platz (Taste %1)</translation>
    </message>
    <message>
        <source>Pair 1</source>
        <translation>Paar 1</translation>
    </message>
    <message>
        <source>Pair 2</source>
        <translation>Paar 2</translation>
    </message>
    <message>
        <source>5th die</source>
        <translation>5. Würfel</translation>
    </message>
    <message>
        <source>Drop a die here; click to put it back</source>
        <translation>Einen Würfel hierher ziehen; klicken legt ihn zurück</translation>
    </message>
    <message>
        <source>The dice are not rolled yet</source>
        <translation>Die Würfel sind noch nicht geworfen</translation>
    </message>
    <message>
        <source>The dice (keys 1–%1)</source>
        <translation>Die Würfel (Tasten 1–%1)</translation>
    </message>
    <message>
        <source>= %1, row %1</source>
        <translation>= %1, Reihe %1</translation>
    </message>
    <message>
        <source>The dice</source>
        <translation>Die Würfel</translation>
    </message>
</context>
<context>
    <name>dicebox::extra_board::DieButton</name>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
</context>
<context>
    <name>dicebox::extra_board::ExtraBoard</name>
    <message>
        <source>New EXTRA number into:</source>
        <translation>Neue EXTRA-Zahl in:</translation>
    </message>
    <message>
        <source>Every legal choice (PageUp / PageDown)</source>
        <translation>Jede erlaubte Wahl (Bild↑ / Bild↓)</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <source>Enter the choice (Enter)</source>
        <translation>Die Wahl eintragen (Eingabe)</translation>
    </message>
    <message>
        <source>Die %1 into the next slot (or back)</source>
        <translation>Würfel %1 in den nächsten Platz (oder zurück)</translation>
    </message>
    <message>
        <source>Take back the last die</source>
        <translation>Den letzten Würfel zurücknehmen</translation>
    </message>
    <message>
        <source>Take back every die</source>
        <translation>Alle Würfel zurücknehmen</translation>
    </message>
    <message>
        <source>Next column for the new EXTRA number</source>
        <translation>Nächste Spalte für die neue EXTRA-Zahl</translation>
    </message>
    <message>
        <source>Next legal choice</source>
        <translation>Nächste erlaubte Wahl</translation>
    </message>
    <message>
        <source>Previous legal choice</source>
        <translation>Vorige erlaubte Wahl</translation>
    </message>
    <message>
        <source>Confirm the choice</source>
        <translation>Die Wahl bestätigen</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) for pair 1</source>
        <translation>
            <numerusform>%n Würfel für Paar 1</numerusform>
            <numerusform>%n Würfel für Paar 1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) for pair 2</source>
        <translation>
            <numerusform>%n Würfel für Paar 2</numerusform>
            <numerusform>%n Würfel für Paar 2</numerusform>
        </translation>
    </message>
    <message>
        <source>the 5th die</source>
        <translation>der 5. Würfel</translation>
    </message>
    <message>
        <source>Still to choose: %1.</source>
        <translation>Noch zu wählen: %1.</translation>
    </message>
    <message>
        <source> (row %1 is full: no cross there)</source>
        <translation> (Reihe %1 ist komplett: dort kein Kreuz)</translation>
    </message>
    <message>
        <source> That is the last box of the column: your game ends.</source>
        <translation> Das ist das letzte Kästchen der Spalte: dein Spiel endet.</translation>
    </message>
    <message>
        <source> Total %1 → %2.</source>
        <translation> Summe %1 → %2.</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>game ended</source>
        <translation>Spiel beendet</translation>
    </message>
    <message>
        <source>choosing</source>
        <translation>wählt</translation>
    </message>
    <message>
        <source>to choose</source>
        <translation>muss wählen</translation>
    </message>
    <message>
        <source>has chosen</source>
        <translation>hat gewählt</translation>
    </message>
    <message numerus="yes">
        <source>All %n legal choice(s)…</source>
        <translation>
            <numerusform>Die %n erlaubte Wahl…</numerusform>
            <numerusform>Alle %n erlaubten Möglichkeiten…</numerusform>
        </translation>
    </message>
    <message>
        <source>EXTRA!</source>
        <translation>EXTRA!</translation>
    </message>
    <message>
        <source>Game over after round %1</source>
        <translation>Spielende nach Runde %1</translation>
    </message>
    <message>
        <source>Round %1 — %2, assign the dice</source>
        <translation>Runde %1 — %2, verteile die Würfel</translation>
    </message>
    <message>
        <source>Round %1 — waiting for %2</source>
        <translation>Runde %1 — wartet auf %2</translation>
    </message>
    <message>
        <source>Round %1 — the dice are rolled</source>
        <translation>Runde %1 — die Würfel sind geworfen</translation>
    </message>
    <message>
        <source>crossed in EXTRA column %1</source>
        <translation>angekreuzt in EXTRA-Spalte %1</translation>
    </message>
    <message>
        <source>a new EXTRA number: column %1</source>
        <translation>eine neue EXTRA-Zahl: Spalte %1</translation>
    </message>
    <message>
        <source>free ride: dropped</source>
        <translation>Glück gehabt: fällt weg</translation>
    </message>
    <message>
        <source>%1 (%2 boxes)</source>
        <translation>%1 (%2 Kästchen)</translation>
    </message>
    <message>
        <source>%1: the %2</source>
        <translation>%1: die %2</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>Not allowed: %1.</source>
        <translation>Nicht erlaubt: %1.</translation>
    </message>
    <message>
        <source>Nobody wins: a negative total loses a solo game.</source>
        <translation>Niemand gewinnt: mit negativer Summe ist ein Solospiel verloren.</translation>
    </message>
    <message>
        <source>%1 wins with %2.</source>
        <translation>%1 gewinnt mit %2.</translation>
    </message>
    <message>
        <source>%1 share the win with %2.</source>
        <translation>%1 teilen sich den Sieg mit %2.</translation>
    </message>
    <message>
        <source>chose %1</source>
        <translation>wählte %1</translation>
    </message>
    <message>
        <source>Before the first roll</source>
        <translation>Vor dem ersten Wurf</translation>
    </message>
    <message>
        <source>Round %1 — %2 chose %3</source>
        <translation>Runde %1 — %2 wählte %3</translation>
    </message>
    <message>
        <source>The game begins: the dice are rolled first</source>
        <translation>Das Spiel beginnt: zuerst wird gewürfelt</translation>
    </message>
    <message>
        <source>Round %1 is over: the dice are rolled again</source>
        <translation>Runde %1 ist vorbei: es wird wieder gewürfelt</translation>
    </message>
    <message>
        <source>waiting for %1</source>
        <translation>wartet auf %1</translation>
    </message>
    <message>
        <source>Round %1 — every choice is made</source>
        <translation>Runde %1 — alle haben gewählt</translation>
    </message>
    <message>
        <source> · the game is over for %1</source>
        <translation> · für %1 ist das Spiel zu Ende</translation>
    </message>
</context>
<context>
    <name>dicebox::extra_board::SheetWidget</name>
    <message>
        <source>−200 zone</source>
        <translation>„−200“-Bereich</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>EXTRA</source>
        <translation>EXTRA</translation>
    </message>
    <message>
        <source>−200</source>
        <translation>−200</translation>
    </message>
</context>
<context>
    <name>dicebox::exxtra_board</name>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>A new game: the pawns stand on Start, %1 steps from the Goal. %2 rolls first.</source>
        <translation>Ein neues Spiel: die Figuren stehen auf Start, %1 Felder vom Ziel. %2 würfelt zuerst.</translation>
    </message>
    <message>
        <source>There is no roll to place yet.</source>
        <translation>Es gibt noch keinen Wurf zum Setzen.</translation>
    </message>
    <message>
        <source>Ring %1 is taken by %2&apos;s %3: rings 1 to %4 hold one pair each, ring 0 any number.</source>
        <translation>Ring %1 ist besetzt von der %3 von %2: die Ringe 1 bis %4 fassen je ein Paar, Ring 0 beliebig viele.</translation>
    </message>
    <message>
        <source>%1 on ring %2</source>
        <translation>%1 auf Ring %2</translation>
    </message>
    <message>
        <source> (no move next turn)</source>
        <translation> (kein Zug im nächsten Zug)</translation>
    </message>
    <message>
        <source> (+%1 next turn)</source>
        <translation> (+%1 im nächsten Zug)</translation>
    </message>
    <message>
        <source>, knocks off nobody</source>
        <translation>, wirft niemanden hinaus</translation>
    </message>
    <message>
        <source>, knocks off %1</source>
        <translation>, wirft %1 hinaus</translation>
    </message>
    <message>
        <source>Roll both dice again: an X now ends the turn, with nothing placed.</source>
        <translation>Beide Würfel noch einmal werfen: ein X beendet jetzt den Zug, ohne etwas zu setzen.</translation>
    </message>
    <message>
        <source>Roll both dice again: an X now ends the turn, with nothing placed, and the pawn goes back %1 per X.</source>
        <translation>Beide Würfel noch einmal werfen: ein X beendet jetzt den Zug, ohne etwas zu setzen, und die Figur geht je X %1 zurück.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Game over: %1 reached the Goal and wins. Positions: %2.</source>
        <translation>Spielende: %1 hat das Ziel erreicht und gewinnt. Stände: %2.</translation>
    </message>
    <message>
        <source>roll again</source>
        <translation>noch einmal würfeln</translation>
    </message>
    <message>
        <source>place on ring %1</source>
        <translation>auf Ring %1 setzen</translation>
    </message>
</context>
<context>
    <name>dicebox::exxtra_board::CrossTrack</name>
    <message>
        <source>%1 on Start</source>
        <translation>%1 auf Start</translation>
    </message>
    <message>
        <source>%1 on the Goal</source>
        <translation>%1 im Ziel</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Track from Start 0 to Goal %1: %2</source>
        <translation>Laufbahn von Start 0 bis Ziel %1: %2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Goal (space %1)</source>
        <translation>Ziel (Feld %1)</translation>
    </message>
    <message>
        <source>Space %1</source>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
</context>
<context>
    <name>dicebox::exxtra_board::DiceTray</name>
    <message>
        <source>No roll on the table</source>
        <translation>Kein Wurf auf dem Tisch</translation>
    </message>
    <message>
        <source>Die A shows %1, die B shows %2. %3</source>
        <translation>Würfel A zeigt %1, Würfel B zeigt %2. %3</translation>
    </message>
    <message>
        <source>die A</source>
        <translation>Würfel A</translation>
    </message>
    <message>
        <source>die B</source>
        <translation>Würfel B</translation>
    </message>
    <message>
        <source>no roll on the table</source>
        <translation>kein Wurf auf dem Tisch</translation>
    </message>
</context>
<context>
    <name>dicebox::exxtra_board::ExxtraBoard</name>
    <message>
        <source>&amp;Roll again</source>
        <translation>&amp;Noch einmal würfeln</translation>
    </message>
    <message>
        <source>&amp;Roll again  [R]</source>
        <translation>&amp;Noch einmal würfeln  [R]</translation>
    </message>
    <message>
        <source>&amp;Place on the chosen ring</source>
        <translation>Auf den gewählten Ring &amp;setzen</translation>
    </message>
    <message>
        <source>Place on ring %1</source>
        <translation>Auf Ring %1 setzen</translation>
    </message>
    <message>
        <source>invalid: an X after the first roll</source>
        <translation>ungültig: ein X nach dem ersten Wurf</translation>
    </message>
    <message>
        <source>first roll of this turn: an X counts 0</source>
        <translation>erster Wurf dieses Zuges: ein X zählt 0</translation>
    </message>
    <message>
        <source>roll %1 of this turn</source>
        <translation>Wurf %1 dieses Zuges</translation>
    </message>
    <message>
        <source>Game over after %1 turns — %2 wins!</source>
        <translation>Spielende nach %1 Zügen — %2 gewinnt!</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Turn %1 · %2 has the dice</source>
        <translation>Zug %1 · %2 hat die Würfel</translation>
    </message>
    <message>
        <source>Turn %1 · %2 has the dice · roll %3</source>
        <translation>Zug %1 · %2 hat die Würfel · Wurf %3</translation>
    </message>
    <message>
        <source>&amp;Place on ring %1</source>
        <translation>Auf Ring %1 &amp;setzen</translation>
    </message>
    <message>
        <source>&amp;Place (choose a ring)</source>
        <translation>&amp;Setzen (einen Ring wählen)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>The dice are rolling for %1.</source>
        <translation>Die Würfel rollen für %1.</translation>
    </message>
    <message>
        <source>%1 decides: roll again or place the %2.</source>
        <translation>%1 entscheidet: noch einmal würfeln oder die %2 setzen.</translation>
    </message>
    <message>
        <source>%1, roll again (R) or place the %2 on a ring (keys 0–%3, or Tab to the ladder and arrows). Point at a ring to see what placing there does.</source>
        <translation>%1, würfle noch einmal (R) oder setze die %2 auf einen Ring (Tasten 0–%3, oder Tab zur Leiter und Pfeiltasten). Zeige auf einen Ring, um zu sehen, was Setzen dort bewirkt.</translation>
    </message>
    <message>
        <source>Choose a ring first: click one, or press its number.</source>
        <translation>Wähle zuerst einen Ring: klicke ihn an oder drücke seine Zahl.</translation>
    </message>
    <message>
        <source>The rules refused that: %1</source>
        <translation>Das erlauben die Regeln nicht: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dice ladder&lt;/b&gt;</source>
        <translation>&lt;b&gt;Würfelleiter&lt;/b&gt;</translation>
    </message>
    <message>
        <source>A pair on ring N moves its pawn N spaces at its owner&apos;s next turn</source>
        <translation>Ein Paar auf Ring N zieht die Figur seines Besitzers in dessen nächstem Zug um N Felder</translation>
    </message>
</context>
<context>
    <name>dicebox::exxtra_board::Names</name>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
</context>
<context>
    <name>dicebox::exxtra_board::RingButton</name>
    <message>
        <source>Ring %1</source>
        <translation>Ring %1</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <translation>%2 von %1</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>here?</source>
        <translation>hierher?</translation>
    </message>
    <message>
        <source>%1: off</source>
        <translation>%1: hinaus</translation>
    </message>
    <message>
        <source>±0</source>
        <translation>±0</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::ChartsView</name>
    <message>
        <source>&amp;Simulated games too</source>
        <translation>Auch &amp;simulierte Spiele</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>S&amp;pieler:</translation>
    </message>
    <message>
        <source>&amp;Game and variant:</source>
        <translation>&amp;Spiel und Variante:</translation>
    </message>
    <message>
        <source>Scores over &amp;time</source>
        <translation>Punkte im &amp;Zeitverlauf</translation>
    </message>
    <message>
        <source>Score &amp;distribution</source>
        <translation>Punkte&amp;verteilung</translation>
    </message>
    <message>
        <source>&amp;Win rate by opponent</source>
        <translation>Sieg&amp;quote nach Gegner</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Noch keine Spiele.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Noch keine beendeten Spiele.</translation>
    </message>
    <message>
        <source>%1 has no finished games of %2 · %3.</source>
        <translation>%1 hat keine beendeten Spiele von %2 · %3.</translation>
    </message>
    <message>
        <source>%1&apos;s scores in %2 · %3</source>
        <translation>Punkte von %1 in %2 · %3</translation>
    </message>
    <message>
        <source>Score of each game</source>
        <translation>Punkte jedes Spiels</translation>
    </message>
    <message>
        <source>When the game ended</source>
        <translation>Wann das Spiel endete</translation>
    </message>
    <message>
        <source>Score (lower is better)</source>
        <translation>Punkte (weniger ist besser)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>No finished games of %1 · %2.</source>
        <translation>Keine beendeten Spiele von %1 · %2.</translation>
    </message>
    <message>
        <source>Scores in the range</source>
        <translation>Punkte im Bereich</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>Number of scores</source>
        <translation>Anzahl der Ergebnisse</translation>
    </message>
    <message>
        <source>Games won, of those played together (%)</source>
        <translation>Gewonnene Spiele, von den gemeinsam gespielten (%)</translation>
    </message>
    <message>
        <source>@value%</source>
        <translation>@value %</translation>
    </message>
    <message>
        <source>Games won (a shared first place is a draw)</source>
        <translation>Gewonnene Spiele (ein geteilter erster Platz ist ein Unentschieden)</translation>
    </message>
    <message>
        <source>Average of the last %1 games</source>
        <translation>Durchschnitt der letzten %1 Spiele</translation>
    </message>
    <message>
        <source>Distribution of 1 score in %1 · %2</source>
        <translation>Verteilung von 1 Ergebnis in %1 · %2</translation>
    </message>
    <message>
        <source>Distribution of %1 scores in %2 · %3</source>
        <translation>Verteilung von %1 Ergebnissen in %2 · %3</translation>
    </message>
    <message>
        <source>%1 (1 game)</source>
        <translation>%1 (1 Spiel)</translation>
    </message>
    <message>
        <source>%1 (%2 games)</source>
        <translation>%1 (%2 Spiele)</translation>
    </message>
    <message>
        <source>Game, in the order played (they ended too close together to be told apart by time)</source>
        <translation>Spiel, in der gespielten Reihenfolge (sie endeten zu dicht nacheinander, um sie nach der Zeit zu unterscheiden)</translation>
    </message>
    <message>
        <source>The coach&apos;s &amp;reviews</source>
        <translation>Die &amp;Analysen des Trainers</translation>
    </message>
    <message>
        <source>No game of %1 by %2 has been reviewed yet: review one from its replay in History, or with dicebox review.</source>
        <translation>Noch keine Partie %1 von %2 wurde analysiert: Analysieren Sie eine aus ihrer Wiederholung im Verlauf, oder mit dicebox review.</translation>
    </message>
    <message>
        <source>What a decision of %1 lost in %2, by the coach</source>
        <translation>Was eine Entscheidung von %1 in %2 verlor, laut Trainer</translation>
    </message>
    <message>
        <source>Average loss per decision of each reviewed game</source>
        <translation>Mittlerer Verlust je Entscheidung jeder analysierten Partie</translation>
    </message>
    <message>
        <source>Reviewed game, in the order played</source>
        <translation>Analysierte Partie, in der gespielten Reihenfolge</translation>
    </message>
    <message>
        <source>Chance of winning lost (%)</source>
        <translation>Verlorene Gewinnchance (%)</translation>
    </message>
    <message>
        <source>Expected points lost</source>
        <translation>Verlorene erwartete Punkte</translation>
    </message>
    <message>
        <source>%1 has not played %2 · %3 against anybody yet.</source>
        <translation>%1 hat %2 · %3 noch gegen niemanden gespielt.</translation>
    </message>
    <message>
        <source>%1&apos;s games of %2 · %3 won against each opponent</source>
        <translation>Partien von %1 in %2 · %3, gewonnen gegen jeden Gegner</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::FolderList</name>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::GameList</name>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 Spieler</translation>
    </message>
    <message>
        <source>%1  %2 · %3
%4</source>
        <translation>%1  %2 · %3
%4</translation>
    </message>
    <message>
        <source>
No board: it cannot be played in this app (see Help ▸ Plugins).</source>
        <translation>
Kein Spielplan: es kann in dieser App nicht gespielt werden (siehe Hilfe ▸ Plugins).</translation>
    </message>
    <message>
        <source>%1 — not loaded: %2</source>
        <translation>%1 — nicht geladen: %2</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::GameLog</name>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Würfel: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>    %1</source>
        <translation>    %1</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::GameRunner</name>
    <message>
        <source>Nobody is asked now.</source>
        <translation>Gerade ist niemand gefragt.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · game %2 · seed %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · Partie %2 · Seed %3</translation>
    </message>
    <message>
        <source> · house rule: %1</source>
        <translation> · Hausregel: %1</translation>
    </message>
    <message>
        <source>Game %1 stays in the history, unfinished: Game ▸ Resume goes on with it.</source>
        <translation>Partie %1 bleibt unbeendet im Verlauf: Spiel ▸ Fortsetzen spielt sie weiter.</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::GameTab</name>
    <message>
        <source>The game begins.</source>
        <translation>Das Spiel beginnt.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>Das Spiel geht weiter.</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>The coach&apos;s best choices for the person asked (Ctrl+H)</source>
        <translation>Die besten Möglichkeiten laut Trainer für die Person am Zug (Strg+H)</translation>
    </message>
    <message>
        <source>The coach&apos;s best choices for %1:</source>
        <translation>Die besten Möglichkeiten laut Trainer für %1:</translation>
    </message>
    <message>
        <source>%1% to win</source>
        <translation>%1 % Siegchance</translation>
    </message>
    <message>
        <source>expected %1 points</source>
        <translation>erwartet %1 Punkte</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>, equal best</source>
        <translation>, gleich gut wie die beste</translation>
    </message>
    <message>
        <source>, equal to the one above</source>
        <translation>, gleich gut wie die darüber</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::HistoryModel</name>
    <message>
        <source>unfinished</source>
        <translation>unvollendet</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>%1, simulated</source>
        <translation>%1, simuliert</translation>
    </message>
    <message>
        <source>Game %1, begun %2</source>
        <translation>Spiel %1, begonnen %2</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>%1, online</source>
        <translation>%1, online</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::HistorySection</name>
    <message>
        <source>Reading the history…</source>
        <translation>Die Spielgeschichte wird gelesen…</translation>
    </message>
    <message>
        <source>No games yet: they are recorded here as they are played.</source>
        <translation>Noch keine Spiele: sie werden hier aufgezeichnet, während sie gespielt werden.</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::HistoryView</name>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Von</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>&amp;Bis</translation>
    </message>
    <message>
        <source>&amp;Simulated games too</source>
        <translation>Auch &amp;simulierte Spiele</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Nachspielen</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>anybody (a name, or bot:KIND)</source>
        <translation>jeder (ein Name oder bot:ART)</translation>
    </message>
    <message>
        <source>any variant</source>
        <translation>jede Variante</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>S&amp;pieler:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <source>Replay the game on its board, step by step (Enter)</source>
        <translation>Das Spiel auf seinem Spielplan Schritt für Schritt nachspielen (Eingabe)</translation>
    </message>
    <message>
        <source>Go on with this unfinished game</source>
        <translation>Dieses unvollendete Spiel fortsetzen</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <source>No games match.</source>
        <translation>Keine Spiele passen.</translation>
    </message>
    <message>
        <source>1 game shown, more as you scroll down.</source>
        <translation>1 Spiel gezeigt, weitere beim Herunterblättern.</translation>
    </message>
    <message>
        <source>1 game shown.</source>
        <translation>1 Spiel gezeigt.</translation>
    </message>
    <message numerus="yes">
        <source>%n games shown, more as you scroll down.</source>
        <translation>
            <numerusform>%n Spiel gezeigt, weitere beim Herunterblättern.</numerusform>
            <numerusform>%n Spiele gezeigt, weitere beim Herunterblättern.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games shown.</source>
        <translation>
            <numerusform>%n Spiel gezeigt.</numerusform>
            <numerusform>%n Spiele gezeigt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicebox::gui::MainWindow</name>
    <message>
        <source>dicebox</source>
        <translation>dicebox</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Resume a game…</source>
        <translation>Spiel &amp;fortsetzen…</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Choose a game&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Wähle ein Spiel&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Games are recorded in %1</source>
        <translation>Die Spiele werden in %1 aufgezeichnet</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Close game</source>
        <translation>Spiel &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Plugins…</source>
        <translation>&amp;Plugins…</translation>
    </message>
    <message>
        <source>&amp;About dicebox</source>
        <translation>Ü&amp;ber dicebox</translation>
    </message>
    <message>
        <source>About dicebox</source>
        <translation>Über dicebox</translation>
    </message>
    <message>
        <source>&lt;b&gt;dicebox&lt;/b&gt; %1&lt;br&gt;A rules sandbox for dice games.</source>
        <translation>&lt;b&gt;dicebox&lt;/b&gt; %1&lt;br&gt;Ein Regel-Sandkasten für Würfelspiele.</translation>
    </message>
    <message>
        <source>The game cannot start</source>
        <translation>Das Spiel kann nicht beginnen</translation>
    </message>
    <message>
        <source>The game cannot go on</source>
        <translation>Das Spiel kann nicht weitergehen</translation>
    </message>
    <message>
        <source>The game cannot be shown</source>
        <translation>Das Spiel kann nicht gezeigt werden</translation>
    </message>
    <message>
        <source>%1 has no board in this app (see Help ▸ Plugins).</source>
        <translation>%1 hat in dieser App keinen Spielplan (siehe Hilfe ▸ Plugins).</translation>
    </message>
    <message>
        <source>The game stopped</source>
        <translation>Das Spiel wurde angehalten</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Spielgeschichte</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Bestenliste</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>Was wäre, wenn</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>The new folders and language apply when dicebox starts again.</source>
        <translation>Die neuen Ordner und die Sprache gelten ab dem nächsten Start von dicebox.</translation>
    </message>
    <message>
        <source>The game cannot be replayed</source>
        <translation>Das Spiel kann nicht nachgespielt werden</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regeln dieses Spiels</translation>
    </message>
    <message>
        <source>Quit dicebox?</source>
        <translation>dicebox beenden?</translation>
    </message>
    <message>
        <source>Games not finished: %1. Quit?</source>
        <translation>Nicht beendete Spiele: %1. Beenden?</translation>
    </message>
    <message>
        <source>They stay in the history, unfinished: Game ▸ Resume goes on with them.</source>
        <translation>Sie bleiben unbeendet in der Spielgeschichte: Spiel ▸ Fortsetzen spielt sie weiter.</translation>
    </message>
    <message>
        <source>Rules of this game</source>
        <translation>Regeln dieses Spiels</translation>
    </message>
    <message>
        <source>Choose a game first (in Play).</source>
        <translation>Wähle zuerst ein Spiel (unter Spielen).</translation>
    </message>
    <message>
        <source>Choose its script…</source>
        <translation>Sein Skript wählen…</translation>
    </message>
    <message>
        <source>The game&apos;s house rule</source>
        <translation>Die Hausregel der Partie</translation>
    </message>
    <message>
        <source>House rules (*.lua)</source>
        <translation>Hausregeln (*.lua)</translation>
    </message>
    <message>
        <source>&amp;Play online…</source>
        <translation>&amp;Online spielen…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>The table cannot be opened</source>
        <translation>Der Tisch kann nicht eröffnet werden</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbinde mit %1…</translation>
    </message>
    <message>
        <source>No seat at the table</source>
        <translation>Kein Platz am Tisch</translation>
    </message>
    <message>
        <source>Close %1?</source>
        <translation>%1 schließen?</translation>
    </message>
    <message>
        <source>%1 is not finished. Close it?</source>
        <translation>%1 ist nicht beendet. Schließen?</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::NewGameDialog</name>
    <message>
        <source>&amp;Add a seat</source>
        <translation>Platz &amp;hinzufügen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>Seats:</source>
        <translation>Plätze:</translation>
    </message>
    <message>
        <source>House &amp;rule:</source>
        <translation>&amp;Hausregel:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <source>%1 %2 · %3–%4 players · %5</source>
        <translation>%1 %2 · %3–%4 Spieler · %5</translation>
    </message>
    <message>
        <source>%1 has no board in this app (see Help ▸ Plugins).</source>
        <translation>%1 hat in dieser App keinen Spielplan (siehe Hilfe ▸ Plugins).</translation>
    </message>
    <message>
        <source>None — the rules as printed</source>
        <translation>Keine — die Regeln wie gedruckt</translation>
    </message>
    <message>
        <source>Another file…</source>
        <translation>Eine andere Datei…</translation>
    </message>
    <message>
        <source>House rule</source>
        <translation>Hausregel</translation>
    </message>
    <message>
        <source>Lua scripts (*.lua)</source>
        <translation>Lua-Skripte (*.lua)</translation>
    </message>
    <message>
        <source>Choose a game.</source>
        <translation>Wähle ein Spiel.</translation>
    </message>
    <message>
        <source>Seat %1 needs a name.</source>
        <translation>Platz %1 braucht einen Namen.</translation>
    </message>
    <message>
        <source>Play a &amp;match</source>
        <translation>&amp;Partie über mehrere Spiele</translation>
    </message>
    <message>
        <source>Host a table at %1</source>
        <translation>Einen Tisch auf %1 eröffnen</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>Tisch &amp;eröffnen</translation>
    </message>
    <message>
        <source>Seat %1 is yours at the table: write your name.</source>
        <translation>Platz %1 ist Ihrer am Tisch: Schreiben Sie Ihren Namen.</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>A table needs a seat for you.</source>
        <translation>Ein Tisch braucht einen Platz für Sie.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>after</source>
        <translation>nach</translation>
    </message>
    <message>
        <source>S&amp;tand-in:</source>
        <translation>&amp;Vertretung:</translation>
    </message>
    <message>
        <source>None: a seat waits for its person</source>
        <translation>Keine: ein Platz wartet auf seine Person</translation>
    </message>
    <message>
        <source>The %1 bot plays for a person away</source>
        <translation>Der Bot %1 spielt für eine abwesende Person</translation>
    </message>
    <message>
        <source>The bots:</source>
        <translation>Die Bots:</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::OnlineDialog</name>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>Einen Tisch &amp;eröffnen…</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Online spielen</translation>
    </message>
    <message>
        <source>HOST or HOST:PORT (7654 unless given); wss://HOST:PORT for a server that speaks TLS</source>
        <translation>HOST oder HOST:PORT (7654, wenn nicht angegeben); wss://HOST:PORT für einen Server mit TLS</translation>
    </message>
    <message>
        <source>to take your seat back after leaving it</source>
        <translation>um Ihren Platz nach dem Verlassen zurückzunehmen</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ihr &amp;Name:</translation>
    </message>
    <message>
        <source>or seat &amp;token:</source>
        <translation>oder Platz-&amp;Token:</translation>
    </message>
    <message>
        <source>Write the table&apos;s code, or your seat&apos;s token to take it back.</source>
        <translation>Schreiben Sie den Code des Tischs, oder das Token Ihres Platzes, um ihn zurückzunehmen.</translation>
    </message>
    <message>
        <source>Write the name you play under at the table.</source>
        <translation>Schreiben Sie den Namen, unter dem Sie am Tisch spielen.</translation>
    </message>
    <message>
        <source>The tables you sit at: choose one to take your seat back</source>
        <translation>Die Tische, an denen Sie sitzen: wählen Sie einen, um Ihren Platz zurückzunehmen</translation>
    </message>
    <message>
        <source>Table %1 at %2, as %3 — take your seat back</source>
        <translation>Tisch %1 auf %2, als %3 — Platz zurücknehmen</translation>
    </message>
    <message>
        <source>like K7QM-2XPA, or the table&apos;s link</source>
        <translation>etwa K7QM-2XPA, oder der Link des Tisches</translation>
    </message>
    <message>
        <source>The code or the link the table&apos;s host sent you; a link gives the server too</source>
        <translation>Der Code oder der Link, den Ihnen der Gastgeber des Tisches schickte; ein Link nennt auch den Server</translation>
    </message>
    <message>
        <source>Play at a dicebox server&apos;s table with people elsewhere: join a table with the link or the code its host gave you, or host one and send its link to the others.</source>
        <translation>An einem Tisch eines dicebox-Servers mit Leuten anderswo spielen: Treten Sie einem Tisch mit dem Link oder dem Code bei, den Ihnen sein Gastgeber gab, oder eröffnen Sie einen und schicken Sie den anderen seinen Link.</translation>
    </message>
    <message>
        <source>Table &amp;code or link:</source>
        <translation>Tisch&amp;code oder Link:</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::OnlineGame</name>
    <message>
        <source>The server refuses the table: %1</source>
        <translation>Der Server lehnt den Tisch ab: %1</translation>
    </message>
    <message>
        <source>The table plays &apos;%1&apos;, which is not among the games here (see Help ▸ Plugins).</source>
        <translation>Am Tisch wird „%1“ gespielt, das hier nicht unter den Spielen ist (siehe Hilfe ▸ Plugins).</translation>
    </message>
    <message>
        <source>The house rule of table %1 cannot be run here: %2</source>
        <translation>Die Hausregel von Tisch %1 kann hier nicht laufen: %2</translation>
    </message>
    <message>
        <source>Table %1 cannot be set up here: %2</source>
        <translation>Tisch %1 kann hier nicht aufgebaut werden: %2</translation>
    </message>
    <message>
        <source>A game at a server is played without the coach.</source>
        <translation>Eine Partie auf einem Server wird ohne den Trainer gespielt.</translation>
    </message>
    <message>
        <source>The server at %1 cannot be reached: %2</source>
        <translation>Der Server unter %1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>The server at %1 cannot be reached: %2
Your seat waits for you there: Game ▸ Play online takes it back with the token %3.</source>
        <translation>Der Server unter %1 ist nicht erreichbar: %2
Ihr Platz wartet dort auf Sie: Spiel ▸ Online spielen nimmt ihn mit dem Token %3 zurück.</translation>
    </message>
    <message>
        <source>The server at %1 does not give the seat back: %2</source>
        <translation>Der Server unter %1 gibt den Platz nicht zurück: %2</translation>
    </message>
    <message>
        <source>The dice of table %1 cannot be trusted: %2</source>
        <translation>Den Würfeln von Tisch %1 ist nicht zu trauen: %2</translation>
    </message>
    <message>
        <source>The game cannot be kept in your history: %1</source>
        <translation>Die Partie kann nicht in Ihrem Verlauf behalten werden: %1</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source> · house rule: %1</source>
        <translation> · Hausregel: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;The connection is lost&lt;/b&gt; (%1): taking your seat back, try %2 of %3…</source>
        <translation>&lt;b&gt;Die Verbindung ist verloren&lt;/b&gt; (%1): Ihr Platz wird zurückgenommen, Versuch %2 von %3…</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (Sie)</translation>
    </message>
    <message>
        <source> (bot)</source>
        <translation> (Bot)</translation>
    </message>
    <message>
        <source> — not here yet</source>
        <translation> — noch nicht da</translation>
    </message>
    <message>
        <source> — away; the %1 bot plays for them</source>
        <translation> — weg; der Bot %1 spielt für sie</translation>
    </message>
    <message>
        <source> — connection lost</source>
        <translation> — Verbindung verloren</translation>
    </message>
    <message>
        <source> — thinking…</source>
        <translation> — überlegt…</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The dice are checked: the seed revealed is the one announced, and it gives every roll.</source>
        <translation>Die Würfel sind geprüft: Der enthüllte Seed ist der angekündigte und ergibt jeden Wurf.</translation>
    </message>
    <message>
        <source>Kept in your history as game %1.</source>
        <translation>In Ihrem Verlauf als Partie %1 behalten.</translation>
    </message>
    <message>
        <source>Your seat at table %1 waits for you at %2: Game ▸ Play online takes it back with the token %3.</source>
        <translation>Ihr Platz an Tisch %1 wartet auf %2 auf Sie: Spiel ▸ Online spielen nimmt ihn mit dem Token %3 zurück.</translation>
    </message>
    <message>
        <source>The game at table %1 cannot go on here: %2</source>
        <translation>Die Partie an Tisch %1 kann hier nicht weitergehen: %2</translation>
    </message>
    <message>
        <source>The server does not hand the seat on: %1</source>
        <translation>Der Server gibt den Platz nicht weiter: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · table &lt;nobr&gt;%2&lt;/nobr&gt; at &lt;nobr&gt;%3&lt;/nobr&gt; · the dice sealed with SHA-256 %4…</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · Tisch &lt;nobr&gt;%2&lt;/nobr&gt; auf &lt;nobr&gt;%3&lt;/nobr&gt; · die Würfel versiegelt mit SHA-256 %4…</translation>
    </message>
    <message>
        <source> — &lt;a href=&quot;hand:%1:%2&quot;&gt;let the %2 bot play it&lt;/a&gt; · &lt;a href=&quot;free:%1&quot;&gt;free the seat&lt;/a&gt;</source>
        <translation> — &lt;a href=&quot;hand:%1:%2&quot;&gt;den Bot %2 spielen lassen&lt;/a&gt; · &lt;a href=&quot;free:%1&quot;&gt;den Platz freigeben&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Your seat at table %1 was taken by a newer connection (your token used elsewhere); it is played there now, and not taken back here.</source>
        <translation>Ihr Platz an Tisch %1 wurde von einer neueren Verbindung übernommen (Ihr Token wurde anderswo benutzt); dort wird er jetzt gespielt und hier nicht zurückgenommen.</translation>
    </message>
    <message>
        <source>Waiting for %1 to join with the table&apos;s link:</source>
        <translation>Warte darauf, dass %1 mit dem Link des Tisches beitritt:</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;copy:link&quot;&gt;Copy the link&lt;/a&gt; · &lt;a href=&quot;copy:code&quot;&gt;Copy the code&lt;/a&gt; · &lt;a href=&quot;copy:invitation&quot;&gt;Copy an invitation&lt;/a&gt;</source>
        <translation>&lt;a href=&quot;copy:link&quot;&gt;Link kopieren&lt;/a&gt; · &lt;a href=&quot;copy:code&quot;&gt;Code kopieren&lt;/a&gt; · &lt;a href=&quot;copy:invitation&quot;&gt;Einladung kopieren&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Join my %1 table: %2 in a browser; or in dicebox, paste it into Game ▸ Play online, or in a terminal: dicebox join %2 --name YOUR-NAME</source>
        <translation>Kommen Sie an meinen %1-Tisch: %2 im Browser; oder in dicebox unter Spiel ▸ Online spielen einfügen; oder im Terminal: dicebox join %2 --name IHR-NAME</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::PluginsDialog</name>
    <message>
        <source>Plugins</source>
        <translation>Plugins</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>loaded</source>
        <translation>geladen</translation>
    </message>
    <message>
        <source>board loaded</source>
        <translation>Spielplan geladen</translation>
    </message>
    <message>
        <source>not loaded: %1</source>
        <translation>nicht geladen: %1</translation>
    </message>
    <message>
        <source>board not loaded: %1</source>
        <translation>Spielplan nicht geladen: %1</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::RecordsView</name>
    <message>
        <source>&amp;Simulated games too</source>
        <translation>Auch &amp;simulierte Spiele</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Alle Varianten</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Games and variants</source>
        <translation>Spiele und Varianten</translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation>Bestenliste</translation>
    </message>
    <message>
        <source>Average by number of players</source>
        <translation>Durchschnitt nach Spielerzahl</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Personal scores</source>
        <translation>Persönliche Ergebnisse</translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation>Direktvergleich</translation>
    </message>
    <message>
        <source>Nemeses</source>
        <translation>Angstgegner</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>S&amp;pieler:</translation>
    </message>
    <message>
        <source>Average score by number of players</source>
        <translation>Durchschnittliche Punkte nach Spielerzahl</translation>
    </message>
    <message>
        <source>Wins and streaks (counted over the games with other players)</source>
        <translation>Siege und Serien (gezählt über die Spiele mit anderen Spielern)</translation>
    </message>
    <message>
        <source>Personal scores (best and worst in each game&apos;s own direction)</source>
        <translation>Persönliche Ergebnisse (bestes und schlechtestes, je nach Wertung des Spiels)</translation>
    </message>
    <message>
        <source>Aga&amp;inst:</source>
        <translation>&amp;Gegen:</translation>
    </message>
    <message>
        <source>Head-to-head (a better rank in a game wins it)</source>
        <translation>Direktvergleich (der bessere Platz in einem Spiel gewinnt es)</translation>
    </message>
    <message>
        <source>&amp;Best scores</source>
        <translation>&amp;Bestenliste</translation>
    </message>
    <message>
        <source>Pl&amp;ayers</source>
        <translation>Spi&amp;eler</translation>
    </message>
    <message>
        <source>Head-to-&amp;head</source>
        <translation>&amp;Direktvergleich</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Noch keine Spiele.</translation>
    </message>
    <message>
        <source>Choose a player above to see how they fare against another.</source>
        <translation>Wähle oben einen Spieler, um zu sehen, wie er gegen einen anderen abschneidet.</translation>
    </message>
    <message>
        <source>%1 has played nobody in these games.</source>
        <translation>%1 hat in diesen Spielen gegen niemanden gespielt.</translation>
    </message>
    <message>
        <source>%1 against the opponent chosen, over the games they both played.</source>
        <translation>%1 gegen den gewählten Gegner, über die Spiele, die beide gespielt haben.</translation>
    </message>
    <message>
        <source>No finished games match these choices.</source>
        <translation>Keine beendeten Spiele passen zu dieser Auswahl.</translation>
    </message>
    <message>
        <source>Best scores of %1 · %2 (the lowest score wins)</source>
        <translation>Bestenliste von %1 · %2 (das niedrigste Ergebnis gewinnt)</translation>
    </message>
    <message>
        <source>Best scores of %1 · %2 (the highest score wins)</source>
        <translation>Bestenliste von %1 · %2 (das höchste Ergebnis gewinnt)</translation>
    </message>
    <message>
        <source>Nemesis: who ranked above each player most often (at least %1 games together)</source>
        <translation>Angstgegner: wer am häufigsten vor jedem Spieler lag (mindestens %1 gemeinsame Spiele)</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::ReplayView</name>
    <message>
        <source>Game %1 cannot be replayed: at event %2 of %3 the house rule fails: %4</source>
        <translation>Spiel %1 kann nicht nachgespielt werden: bei Ereignis %2 von %3 scheitert die Hausregel: %4</translation>
    </message>
    <message>
        <source>Game %1 was played with %2 %3 and cannot be replayed with %4 %5: event %6 of %7 (%8) does not apply: %9</source>
        <translation>Spiel %1 wurde mit %2 %3 gespielt und kann mit %4 %5 nicht nachgespielt werden: Ereignis %6 von %7 (%8) lässt sich nicht anwenden: %9</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Game %1 cannot be replayed: %2 has no board in this app.</source>
        <translation>Spiel %1 kann nicht nachgespielt werden: %2 hat in dieser App keinen Spielplan.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · game %2 · %3 · seed %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · Spiel %2 · %3 · Startwert %4</translation>
    </message>
    <message>
        <source> · simulated</source>
        <translation> · simuliert</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Before the first event (Home)</source>
        <translation>Vor dem ersten Ereignis (Pos1)</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>Ein Ereignis zurück (Links)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>One event on (Right)</source>
        <translation>Ein Ereignis weiter (Rechts)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>The end of the game (End)</source>
        <translation>Das Ende des Spiels (Ende)</translation>
    </message>
    <message>
        <source>Replay · %1 · %2</source>
        <translation>Nachspielen · %1 · %2</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Before the first event.</source>
        <translation>Vor dem ersten Ereignis.</translation>
    </message>
    <message>
        <source>The log ends here: the game was left unfinished.</source>
        <translation>Das Protokoll endet hier: das Spiel blieb unvollendet.</translation>
    </message>
    <message>
        <source>The log ends here: the game was aborted.</source>
        <translation>Das Protokoll endet hier: das Spiel wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Results:</source>
        <translation>Ergebnisse:</translation>
    </message>
    <message>
        <source>no score</source>
        <translation>keine Punkte</translation>
    </message>
    <message>
        <source>%1: %2, winner</source>
        <translation>%1: %2, Sieger</translation>
    </message>
    <message>
        <source>Results: penalty points, the lowest wins</source>
        <translation>Ergebnisse: Strafpunkte, die wenigsten gewinnen</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no game %1: no game has been recorded in %2 yet.</source>
        <translation>Es gibt kein Spiel %1: in %2 ist noch kein Spiel aufgezeichnet.</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>The coach judges every decision: what each cost</source>
        <translation>Der Trainer beurteilt jede Entscheidung: was jede gekostet hat</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Gewählt</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>The coach&apos;s choice</source>
        <translation>Wahl des Trainers</translation>
    </message>
    <message>
        <source>The coach is going through the game…</source>
        <translation>Der Trainer geht die Partie durch …</translation>
    </message>
    <message>
        <source>This game cannot be reviewed: %1</source>
        <translation>Diese Partie kann nicht analysiert werden: %1</translation>
    </message>
    <message>
        <source>%1% winning chance</source>
        <translation>%1 % Siegchance</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source> ??</source>
        <translation> ??</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 lost a decision on average, %n blunder(s)</source>
        <translation>
            <numerusform>%1: %2 Verlust pro Entscheidung im Schnitt, %n grober Fehler</numerusform>
            <numerusform>%1: %2 Verlust pro Entscheidung im Schnitt, %n grobe Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>The review is shown but not kept: %1</source>
        <translation>Die Analyse wird gezeigt, aber nicht behalten: %1</translation>
    </message>
    <message>
        <source>equal best</source>
        <translation>gleich gut wie die beste</translation>
    </message>
    <message>
        <source>?? marks a blunder, a loss of %1 or more; bold rows are the biggest mistakes. Choose a row, or move with the arrow keys, to see the game after that decision; its tip says what the coach&apos;s choice does.</source>
        <translation>?? kennzeichnet einen groben Fehler, einen Verlust von %1 oder mehr; fette Zeilen sind die größten Fehler. Wählen Sie eine Zeile oder gehen Sie mit den Pfeiltasten weiter, um das Spiel nach dieser Entscheidung zu sehen; ihr Tooltip sagt, was die Wahl des Coachs bewirkt.</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::ResumeDialog</name>
    <message>
        <source>Resume a game</source>
        <translation>Ein Spiel fortsetzen</translation>
    </message>
    <message>
        <source>No game has been played yet.</source>
        <translation>Es wurde noch kein Spiel gespielt.</translation>
    </message>
    <message>
        <source>Every game played is finished.</source>
        <translation>Jedes gespielte Spiel ist beendet.</translation>
    </message>
    <message>
        <source>Unfinished games, newest first:</source>
        <translation>Unvollendete Spiele, neueste zuerst:</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>begun %1</source>
        <translation>begonnen %1</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>game %1 of %2</source>
        <translation>Spiel %1 von %2</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::RulesDialog</name>
    <message>
        <source>Rules of %1</source>
        <translation>Regeln von %1</translation>
    </message>
    <message>
        <source>The rules cannot be read from %1: %2.</source>
        <translation>Die Regeln können nicht aus %1 gelesen werden: %2.</translation>
    </message>
    <message>
        <source>%1 has no section &quot;%2&quot;.</source>
        <translation>%1 hat keinen Abschnitt „%2“.</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::SeatRow</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Player&apos;s name</source>
        <translation>Name des Spielers</translation>
    </message>
    <message>
        <source>Who plays this seat</source>
        <translation>Wer auf diesem Platz spielt</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <translation>Bot: %1</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove this seat</source>
        <translation>Diesen Platz entfernen</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::SeedField</name>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>The same seed rolls the same dice</source>
        <translation>Derselbe Startwert würfelt dieselben Würfel</translation>
    </message>
    <message>
        <source>The seed is a whole number from 0 to 18446744073709551615.</source>
        <translation>Der Startwert ist eine ganze Zahl von 0 bis 18446744073709551615.</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::ServerLink</name>
    <message>
        <source>the server closed the connection</source>
        <translation>der Server hat die Verbindung geschlossen</translation>
    </message>
    <message>
        <source>the server sent what is not the protocol</source>
        <translation>der Server sandte, was nicht das Protokoll ist</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::SettingsDialog</name>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>A folder of game plugins</source>
        <translation>Ein Ordner mit Spiel-Plugins</translation>
    </message>
    <message>
        <source>A folder of house rules (Lua scripts)</source>
        <translation>Ein Ordner mit Hausregeln (Lua-Skripte)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <source>History &amp;database:</source>
        <translation>&amp;Datenbank der Spielgeschichte:</translation>
    </message>
    <message>
        <source>Applies at once: new games are recorded there, and the history and records are read from it.</source>
        <translation>Gilt sofort: neue Spiele werden dort aufgezeichnet, und Spielgeschichte und Bestenliste werden daraus gelesen.</translation>
    </message>
    <message>
        <source>&amp;Plugin folders:</source>
        <translation>&amp;Plugin-Ordner:</translation>
    </message>
    <message>
        <source>Searched for games after the folders given with --plugin-dir, before the usual ones.</source>
        <translation>Dort wird nach Spielen gesucht, nach den mit --plugin-dir angegebenen Ordnern und vor den üblichen.</translation>
    </message>
    <message>
        <source>&amp;House rule folders:</source>
        <translation>&amp;Hausregel-Ordner:</translation>
    </message>
    <message>
        <source>Searched for house rules (Lua scripts) before your own and the shipped ones.</source>
        <translation>Dort wird nach Hausregeln (Lua-Skripten) gesucht, vor deinen eigenen und den mitgelieferten.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>The plugin and house rule folders and the language apply when dicebox is started again.</source>
        <translation>Die Plugin- und Hausregel-Ordner und die Sprache gelten ab dem nächsten Start von dicebox.</translation>
    </message>
    <message>
        <source>Choose a file for the history.</source>
        <translation>Wähle eine Datei für die Spielgeschichte.</translation>
    </message>
    <message>
        <source>%1 is a folder. Choose a file in it for the history, such as %2.</source>
        <translation>%1 ist ein Ordner. Wähle darin eine Datei für die Spielgeschichte, etwa %2.</translation>
    </message>
    <message>
        <source>%1 is not a file that can hold the history.</source>
        <translation>%1 ist keine Datei, die die Spielgeschichte aufnehmen kann.</translation>
    </message>
    <message>
        <source>%1 may not be written to.</source>
        <translation>In %1 darf nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be made: %2 is a file, not a folder.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden: %2 ist eine Datei, kein Ordner.</translation>
    </message>
    <message>
        <source>The folder %1 may not be written to.</source>
        <translation>In den Ordner %1 darf nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be made: %2 may not be written to.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden: in %2 darf nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>History database</source>
        <translation>Datenbank der Spielgeschichte</translation>
    </message>
    <message>
        <source>SQLite databases (*.sqlite *.db);;All files (*)</source>
        <translation>SQLite-Datenbanken (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>This window records in %1, given with --db, which wins over this setting: the setting applies when dicebox is started without --db.</source>
        <translation>Dieses Fenster zeichnet in %1 auf, angegeben mit --db, das Vorrang vor dieser Einstellung hat: die Einstellung gilt, wenn dicebox ohne --db gestartet wird.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Bots&apos; pa&amp;ce:</source>
        <translation>&amp;Tempo der Bots:</translation>
    </message>
    <message>
        <source>How long each move of a bot stays in view before the next, so that people can follow it. Applies at once.</source>
        <translation>Wie lange jeder Zug eines Bots zu sehen ist, bevor der nächste kommt, damit man ihm folgen kann. Gilt sofort.</translation>
    </message>
    <message>
        <source>The history&apos;s file, or a PostgreSQL database a club shares: postgresql://USER@HOST:PORT/DATABASE</source>
        <translation>Die Datei des Verlaufs, oder eine PostgreSQL-Datenbank, die ein Verein teilt: postgresql://BENUTZER@HOST:PORT/DATENBANK</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::Step</name>
    <message>
        <source>The history cannot be written: %1
The game stops here; what was played so far is kept.</source>
        <translation>Die Spielgeschichte kann nicht geschrieben werden: %1
Das Spiel endet hier; was bisher gespielt wurde, bleibt erhalten.</translation>
    </message>
    <message>
        <source>The game so far is kept in the history as aborted.</source>
        <translation>Das bisherige Spiel bleibt als abgebrochen in der Spielgeschichte.</translation>
    </message>
    <message>
        <source>The house rule stopped game %1: %2</source>
        <translation>Die Hausregel hat Spiel %1 angehalten: %2</translation>
    </message>
    <message>
        <source>Game %1 stopped on an error: %2</source>
        <translation>Spiel %1 wurde durch einen Fehler angehalten: %2</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::WhatIfCharts</name>
    <message>
        <source>Scores (all seats)</source>
        <translation>Punkte (alle Plätze)</translation>
    </message>
    <message>
        <source>share of scores</source>
        <translation>Anteil der Ergebnisse</translation>
    </message>
    <message>
        <source>Seat %1 · %2</source>
        <translation>Platz %1 · %2</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>share of games won</source>
        <translation>Anteil gewonnener Spiele</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>score (bins of %1 points)</source>
        <translation>Punkte (Klassen zu %1 Punkten)</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::WhatIfFigures</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>± %1</source>
        <translation>± %1</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Seat · bot</source>
        <translation>Platz · Bot</translation>
    </message>
    <message>
        <source>Mean
%1</source>
        <translation>Mittelwert
%1</translation>
    </message>
    <message>
        <source>95% interval
%1</source>
        <translation>95-%-Intervall
%1</translation>
    </message>
    <message>
        <source>Std. dev.
%1</source>
        <translation>Std.-abw.
%1</translation>
    </message>
    <message>
        <source>Wins
%1</source>
        <translation>Siege
%1</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::WhatIfView</name>
    <message>
        <source>&amp;Simulate</source>
        <translation>&amp;Simulieren</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>Games under each set of rules</source>
        <translation>Spiele unter jedem Regelwerk</translation>
    </message>
    <message>
        <source>The same seed rolls the same dice; both rule sets play the same games</source>
        <translation>Derselbe Startwert würfelt dieselben Würfel; beide Regelwerke spielen dieselben Spiele</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>&amp;Plätze:</translation>
    </message>
    <message>
        <source>Bots:</source>
        <translation>Bots:</translation>
    </message>
    <message>
        <source>House &amp;rule:</source>
        <translation>&amp;Hausregel:</translation>
    </message>
    <message>
        <source>Ga&amp;mes:</source>
        <translation>Spi&amp;ele:</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <source>Choose a game, a bot for each seat and a house rule, then press Simulate: the same games are played under the printed rules and under the house rule, and set side by side here.</source>
        <translation>Wähle ein Spiel, einen Bot für jeden Platz und eine Hausregel, dann drücke Simulieren: dieselben Spiele werden nach den gedruckten Regeln und nach der Hausregel gespielt und hier nebeneinander gestellt.</translation>
    </message>
    <message>
        <source>The bot in seat %1</source>
        <translation>Der Bot auf Platz %1</translation>
    </message>
    <message>
        <source>No house rule for %1 was found.</source>
        <translation>Für %1 wurde keine Hausregel gefunden.</translation>
    </message>
    <message>
        <source>Printed rules</source>
        <translation>Gedruckte Regeln</translation>
    </message>
    <message>
        <source>Playing %1 games under the printed rules, then the same games under %2…</source>
        <translation>%1 Spiele nach den gedruckten Regeln, dann dieselben Spiele nach %2…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>The simulation stopped: %1</source>
        <translation>Die Simulation wurde angehalten: %1</translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 games; nothing is compared.</source>
        <translation>Abgebrochen nach %1 von %2 Spielen; nichts wird verglichen.</translation>
    </message>
    <message>
        <source>Done: %1 games.</source>
        <translation>Fertig: %1 Spiele.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, %2 games under each set of rules, on the same seeds (seed %3). Mean score of all seats: %4 under the printed rules, %5 under %6.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, %2 Spiele unter jedem Regelwerk, mit denselben Startwerten (Startwert %3). Mittlere Punkte aller Plätze: %4 nach den gedruckten Regeln, %5 nach %6.</translation>
    </message>
    <message>
        <source>A shared first place counts as a win for each seat in it, so the shares of wins add up to more than 100%.</source>
        <translation>Ein geteilter erster Platz zählt für jeden Platz darin als Sieg, daher ergeben die Siegesanteile zusammen mehr als 100 %.</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::player_text</name>
    <message>
        <source>%1 (bot)</source>
        <translation>%1 (Bot)</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::winners_text</name>
    <message>
        <source>%1 won this solo game.</source>
        <translation>%1 hat dieses Solospiel gewonnen.</translation>
    </message>
    <message>
        <source>%1 lost this solo game.</source>
        <translation>%1 hat dieses Solospiel verloren.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 gewinnt.</translation>
    </message>
    <message>
        <source>Shared win: %1.</source>
        <translation>Geteilter Sieg: %1.</translation>
    </message>
    <message>
        <source>Nobody won.</source>
        <translation>Niemand hat gewonnen.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
</context>
<context>
    <name>dicebox::strike_board::RemovedPile</name>
    <message>
        <source>no die removed yet</source>
        <translation>noch kein Würfel aus dem Spiel</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) removed from the game</source>
        <translation>
            <numerusform>%n Würfel aus dem Spiel genommen</numerusform>
            <numerusform>%n Würfel aus dem Spiel genommen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicebox::strike_board::ReservesView</name>
    <message>
        <source>Reserves</source>
        <translation>Vorräte</translation>
    </message>
    <message>
        <source>is out</source>
        <translation>ist ausgeschieden</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>throwing</source>
        <translation>wirft</translation>
    </message>
</context>
<context>
    <name>dicebox::strike_board::StrikeBoard</name>
    <message>
        <source>%1 throw</source>
        <translation>%1 werfen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Aufhören</translation>
    </message>
    <message>
        <source>Removed from the game</source>
        <translation>Aus dem Spiel genommen</translation>
    </message>
    <message>
        <source>Game %1 of %2 · </source>
        <translation>Spiel %1 von %2 · </translation>
    </message>
    <message>
        <source>%1&apos;s turn · %2 in reserve</source>
        <translation>%1 ist am Zug · %2 im Vorrat</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>Big throw!</source>
        <translation>Großer Wurf!</translation>
    </message>
    <message>
        <source>The arena is empty</source>
        <translation>Die Arena ist leer</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Nicht erlaubt: %1</translation>
    </message>
    <message>
        <source>%1 (bot) is thinking…</source>
        <translation>%1 (Bot) denkt nach…</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Warten auf %1…</translation>
    </message>
    <message>
        <source>%1 removed
%2 unused (never in the game)</source>
        <translation>%1 entfernt
%2 unbenutzt (nie im Spiel)</translation>
    </message>
</context>
<context>
    <name>dicebox::strike_board::ThrowControls</name>
    <message>
        <source>%1 throw: all %2 dice [%3]</source>
        <translation>%1 werfen: alle %2 Würfel [%3]</translation>
    </message>
    <message>
        <source>%1 throw [%2]</source>
        <translation>%1 werfen [%2]</translation>
    </message>
    <message>
        <source>Stop [Space]</source>
        <translation>Aufhören [Leertaste]</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Den Zug beenden</translation>
    </message>
</context>
</TS>
