<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>QApplication</name>
    <message>
        <source>dicebox: play dice games on their boards, with people and bots.</source>
        <translation>dicebox: giocare ai giochi di dadi sui loro tabelloni, con persone e bot.</translation>
    </message>
    <message>
        <source>Look for game plugins in DIR first (may be repeated).</source>
        <translation>Cercare prima i plugin di gioco in DIR (ripetibile).</translation>
    </message>
    <message>
        <source>The history database (default: %1).</source>
        <translation>Il database dello storico (predefinito: %1).</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>cannot be loaded: %1</source>
        <translation>non può essere caricato: %1</translation>
    </message>
    <message>
        <source>not a board library: it has no &apos;%1&apos; entry point</source>
        <translation>non è una libreria di tabellone: manca il punto d&apos;ingresso &apos;%1&apos;</translation>
    </message>
    <message>
        <source>its entry point returned nothing</source>
        <translation>il suo punto d&apos;ingresso non ha restituito nulla</translation>
    </message>
    <message>
        <source>built for plugin ABI %1, this dicebox needs ABI %2; rebuild it</source>
        <translation>compilato per l&apos;ABI dei plugin %1, questo dicebox richiede l&apos;ABI %2; ricompilarlo</translation>
    </message>
    <message>
        <source>it is the board of &apos;%1&apos;, not of &apos;%2&apos;</source>
        <translation>è il tabellone di &apos;%1&apos;, non di &apos;%2&apos;</translation>
    </message>
    <message>
        <source>it makes no board</source>
        <translation>non crea alcun tabellone</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>rows %1; EXTRA %2; total %3</source>
        <translation>righe %1; EXTRA %2; totale %3</translation>
    </message>
    <message>
        <source> | preview: </source>
        <translation> | anteprima: </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server&apos;s address: write HOST or HOST:PORT, like 127.0.0.1:7654</source>
        <translation>&quot;%1&quot; non è l&apos;indirizzo di un server: scrivi HOST o HOST:PORTA, come 127.0.0.1:7654</translation>
    </message>
</context>
<context>
    <name>RecordsTables</name>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Miglior punteggio</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Punteggio medio</translation>
    </message>
    <message>
        <source>1 (solo)</source>
        <translation>1 (solitario)</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Serie</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Serie più lunga</translation>
    </message>
    <message>
        <source>Solo games</source>
        <translation>Partite in solitario</translation>
    </message>
    <message>
        <source>Solo losses</source>
        <translation>Sconfitte in solitario</translation>
    </message>
    <message>
        <source>Wins over the games with other players</source>
        <translation>Vittorie nelle partite con altri giocatori</translation>
    </message>
    <message>
        <source>Wins in a row up to the latest game with other players</source>
        <translation>Vittorie consecutive fino all&apos;ultima partita con altri giocatori</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Migliore</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Peggiore</translation>
    </message>
    <message>
        <source>Solo best</source>
        <translation>Migliore in solitario</translation>
    </message>
    <message>
        <source>Solo best on</source>
        <translation>Migliore in solitario il</translation>
    </message>
    <message>
        <source>%1 (lower wins)</source>
        <translation>%1 (vince il più basso)</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Sconfitte</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Pareggi</translation>
    </message>
    <message>
        <source>Nemesis</source>
        <translation>Bestia nera</translation>
    </message>
    <message>
        <source>Ranked above</source>
        <translation>Classificato sopra</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Partite insieme</translation>
    </message>
    <message>
        <source>The highest score; the lowest where the lower score wins</source>
        <translation>Il punteggio più alto; il più basso dove vince il più basso</translation>
    </message>
</context>
<context>
    <name>RefusalText</name>
    <message>
        <source>%1 %2 no longer sets up game %3 this way: %4</source>
        <translation>%1 %2 non prepara più la partita %3 in questo modo: %4</translation>
    </message>
    <message>
        <source>%1 has no bot &apos;%2&apos;; its bots are: %3.</source>
        <translation>%1 non ha un bot «%2»; i suoi bot sono: %3.</translation>
    </message>
    <message>
        <source>The player of seat %1 has no name.</source>
        <translation>Il giocatore del posto %1 non ha un nome.</translation>
    </message>
    <message>
        <source>Two players are called &apos;%1&apos;; give each a different name.</source>
        <translation>Due giocatori si chiamano «%1»; date a ciascuno un nome diverso.</translation>
    </message>
    <message>
        <source>The house rule fails as the game is set up: %1</source>
        <translation>La regola della casa fallisce nel preparare la partita: %1</translation>
    </message>
    <message>
        <source>The house rule of game %1 fails: %2</source>
        <translation>La regola della casa della partita %1 fallisce: %2</translation>
    </message>
    <message>
        <source>Game %1 is finished: History replays it.</source>
        <translation>La partita %1 è finita: la Cronologia la riproduce.</translation>
    </message>
    <message>
        <source>Game %1 was stopped by an error and cannot go on: History replays it.</source>
        <translation>La partita %1 è stata fermata da un errore e non può continuare: la Cronologia la riproduce.</translation>
    </message>
    <message>
        <source>Game %1 was played by bots in a simulation, not one to go on with.</source>
        <translation>La partita %1 è stata giocata da bot in una simulazione: non è da continuare.</translation>
    </message>
    <message>
        <source>Game %1 is played at table %2 of the server that records into this history; it goes on when that server is started again.</source>
        <translation>La partita %1 si gioca al tavolo %2 del server che registra in questa cronologia; continua quando quel server viene riavviato.</translation>
    </message>
    <message>
        <source>Game %1 is a game of %2, whose plugin is not found.</source>
        <translation>La partita %1 è una partita di %2, il cui plugin non si trova.</translation>
    </message>
    <message>
        <source>Game %1 was played with %2 %3 and does not go on with %4: %5</source>
        <translation>La partita %1 è stata giocata con %2 %3 e non continua con %4: %5</translation>
    </message>
    <message>
        <source>Game %1 was played under the printed rules (%2).</source>
        <translation>La partita %1 è stata giocata con le regole stampate (%2).</translation>
    </message>
    <message>
        <source>%1 is not the house rule game %2 was played under (%3): its text differs (SHA-256); the script has changed since, or it is another one.</source>
        <translation>%1 non è la regola della casa con cui è stata giocata la partita %2 (%3): il suo testo è diverso (SHA-256); lo script è cambiato da allora, o è un altro.</translation>
    </message>
    <message>
        <source>Game %1 was played under the house rule &apos;%2&apos;, whose script has changed since: the SHA-256 of %3 differs.</source>
        <translation>La partita %1 è stata giocata con la regola della casa «%2», il cui script è cambiato da allora: lo SHA-256 di %3 è diverso.</translation>
    </message>
    <message>
        <source>Game %1 was played under the house rule &apos;%2&apos;, which is not among the scripts found in %3.</source>
        <translation>La partita %1 è stata giocata con la regola della casa «%2», che non è tra gli script trovati in %3.</translation>
    </message>
    <message>
        <source>The name of seat %1 cannot be used: a name has at most %2 characters, no control or invisible characters, and no space at its start or end.</source>
        <translation>Il nome del posto %1 non va bene: un nome ha al massimo %2 caratteri, nessun carattere di controllo o invisibile, e nessuno spazio all’inizio o alla fine.</translation>
    </message>
</context>
<context>
    <name>Story</name>
    <message>
        <source>Seat %1</source>
        <translation>Posto %1</translation>
    </message>
    <message>
        <source>1 die</source>
        <translation>1 dado</translation>
    </message>
    <message>
        <source>%1 dice</source>
        <translation>%1 dadi</translation>
    </message>
    <message>
        <source>their only die</source>
        <translation>il suo unico dado</translation>
    </message>
    <message>
        <source>all %1 dice at once</source>
        <translation>tutti i %1 dadi insieme</translation>
    </message>
    <message>
        <source>Soft</source>
        <translation>Leggero</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Forte</translation>
    </message>
    <message>
        <source>knocks each arena die %1 · misses %2 · a knocked die flies out %3</source>
        <translation>colpisce ogni dado dell&apos;arena %1 · manca %2 · un dado colpito vola fuori %3</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>The starting die is about to roll into the arena.</source>
        <translation>Il dado iniziale sta per rotolare nell&apos;arena.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>%1 must throw one die into the arena: the first throw of a turn is compulsory.</source>
        <translation>%1 deve lanciare un dado nell&apos;arena: il primo lancio del turno è obbligatorio.</translation>
    </message>
    <message>
        <source>%1 may throw again or stop.</source>
        <translation>%1 può lanciare ancora o fermarsi.</translation>
    </message>
    <message>
        <source>No two dice match: %1 may throw again or stop.</source>
        <translation>Nessun dado uguale: %1 può lanciare ancora o fermarsi.</translation>
    </message>
    <message>
        <source>%1, the arena is empty: throw %2.</source>
        <translation>%1, l&apos;arena è vuota: lancia %2.</translation>
    </message>
    <message>
        <source>your only die</source>
        <translation>il tuo unico dado</translation>
    </message>
    <message>
        <source>%1, throw one die into the arena: the first throw of a turn is compulsory.</source>
        <translation>%1, lancia un dado nell&apos;arena: il primo lancio del turno è obbligatorio.</translation>
    </message>
    <message>
        <source>%1, the arena is empty: throw again or stop.</source>
        <translation>%1, l&apos;arena è vuota: lancia ancora o fermati.</translation>
    </message>
    <message>
        <source>%1, no two dice match: throw again or stop.</source>
        <translation>%1, nessun dado uguale: lancia ancora o fermati.</translation>
    </message>
    <message>
        <source>The arena is empty: %1 must throw %2.</source>
        <translation>L&apos;arena è vuota: %1 deve lanciare %2.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The game is over: %1 is the last player with dice and wins.</source>
        <translation>La partita è finita: %1 è l&apos;ultimo giocatore con dadi e vince.</translation>
    </message>
    <message>
        <source>game %1 to %2</source>
        <translation>partita %1 a %2</translation>
    </message>
    <message>
        <source>The match is over (%1). Points, the lowest total wins: %2. Winner: %3.</source>
        <translation>L&apos;incontro è finito (%1). Punti, vince il totale più basso: %2. Vincitore: %3.</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>leggero</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normale</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>forte</translation>
    </message>
    <message>
        <source>throw soft</source>
        <translation>lancio leggero</translation>
    </message>
    <message>
        <source>throw normal</source>
        <translation>lancio normale</translation>
    </message>
    <message>
        <source>throw hard</source>
        <translation>lancio forte</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>fermarsi</translation>
    </message>
    <message>
        <source>arena empty</source>
        <extracomment>The game&apos;s log: the number faces lying in the arena after a throw, or the starting die.</extracomment>
        <translation>arena vuota</translation>
    </message>
    <message>
        <source>arena %1</source>
        <translation>arena %1</translation>
    </message>
    <message>
        <source>%1 | x %2 | out %3</source>
        <extracomment>The game&apos;s log: a throw&apos;s result, the arena (%1), how many dice showed X (%2) and how many left the arena (%3).</extracomment>
        <translation>%1 | X %2 | fuori %3</translation>
    </message>
</context>
<context>
    <name>dicebox::extra_board::DiceTray</name>
    <message>
        <source>The dice (keys 1–5)</source>
        <translation>I dadi (tasti 1–5)</translation>
    </message>
    <message>
        <source>Die %1: into the next free slot (key %1)</source>
        <translation>Dado %1: nel prossimo posto libero (tasto %1)</translation>
    </message>
    <message>
        <source>Pair 1</source>
        <translation>Coppia 1</translation>
    </message>
    <message>
        <source>Pair 2</source>
        <translation>Coppia 2</translation>
    </message>
    <message>
        <source>5th die</source>
        <translation>Quinto dado</translation>
    </message>
    <message>
        <source>Drop a die here; click to put it back</source>
        <translation>Trascina qui un dado; un clic lo rimette</translation>
    </message>
    <message>
        <source>The dice are not rolled yet</source>
        <translation>I dadi non sono ancora stati lanciati</translation>
    </message>
    <message>
        <source>The dice (keys 1–%1)</source>
        <translation>I dadi (tasti 1–%1)</translation>
    </message>
    <message>
        <source>= %1, row %1</source>
        <translation>= %1, riga %1</translation>
    </message>
    <message>
        <source>The dice</source>
        <translation>I dadi</translation>
    </message>
</context>
<context>
    <name>dicebox::extra_board::DieButton</name>
    <message>
        <source>empty</source>
        <translation>vuoto</translation>
    </message>
</context>
<context>
    <name>dicebox::extra_board::ExtraBoard</name>
    <message>
        <source>New EXTRA number into:</source>
        <translation>Nuovo numero EXTRA in:</translation>
    </message>
    <message>
        <source>Every legal choice (PageUp / PageDown)</source>
        <translation>Ogni scelta ammessa (Pag↑ / Pag↓)</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Conferma</translation>
    </message>
    <message>
        <source>Enter the choice (Enter)</source>
        <translation>Registra la scelta (Invio)</translation>
    </message>
    <message>
        <source>Die %1 into the next slot (or back)</source>
        <translation>Dado %1 nel prossimo posto (o indietro)</translation>
    </message>
    <message>
        <source>Take back the last die</source>
        <translation>Riprendi l&apos;ultimo dado</translation>
    </message>
    <message>
        <source>Take back every die</source>
        <translation>Riprendi tutti i dadi</translation>
    </message>
    <message>
        <source>Next column for the new EXTRA number</source>
        <translation>Colonna successiva per il nuovo numero EXTRA</translation>
    </message>
    <message>
        <source>Next legal choice</source>
        <translation>Scelta ammessa successiva</translation>
    </message>
    <message>
        <source>Previous legal choice</source>
        <translation>Scelta ammessa precedente</translation>
    </message>
    <message>
        <source>Confirm the choice</source>
        <translation>Conferma la scelta</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) for pair 1</source>
        <translation>
            <numerusform>%n dado per la coppia 1</numerusform>
            <numerusform>%n dadi per la coppia 1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) for pair 2</source>
        <translation>
            <numerusform>%n dado per la coppia 2</numerusform>
            <numerusform>%n dadi per la coppia 2</numerusform>
        </translation>
    </message>
    <message>
        <source>the 5th die</source>
        <translation>il quinto dado</translation>
    </message>
    <message>
        <source>Still to choose: %1.</source>
        <translation>Ancora da scegliere: %1.</translation>
    </message>
    <message>
        <source> (row %1 is full: no cross there)</source>
        <translation> (la riga %1 è completa: nessuna crocetta)</translation>
    </message>
    <message>
        <source> That is the last box of the column: your game ends.</source>
        <translation> È l&apos;ultima casella della colonna: la tua partita finisce.</translation>
    </message>
    <message>
        <source> Total %1 → %2.</source>
        <translation> Totale %1 → %2.</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Posto %1</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>bot</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>vincitore</translation>
    </message>
    <message>
        <source>game ended</source>
        <translation>partita finita</translation>
    </message>
    <message>
        <source>choosing</source>
        <translation>sceglie</translation>
    </message>
    <message>
        <source>to choose</source>
        <translation>deve scegliere</translation>
    </message>
    <message>
        <source>has chosen</source>
        <translation>ha scelto</translation>
    </message>
    <message numerus="yes">
        <source>All %n legal choice(s)…</source>
        <translation>
            <numerusform>L&apos;%n scelta ammessa…</numerusform>
            <numerusform>Tutte le %n scelte ammesse…</numerusform>
        </translation>
    </message>
    <message>
        <source>EXTRA!</source>
        <translation>EXTRA!</translation>
    </message>
    <message>
        <source>Game over after round %1</source>
        <translation>Partita finita dopo il giro %1</translation>
    </message>
    <message>
        <source>Round %1 — %2, assign the dice</source>
        <translation>Giro %1 — %2, assegna i dadi</translation>
    </message>
    <message>
        <source>Round %1 — waiting for %2</source>
        <translation>Giro %1 — in attesa di %2</translation>
    </message>
    <message>
        <source>Round %1 — the dice are rolled</source>
        <translation>Giro %1 — i dadi sono lanciati</translation>
    </message>
    <message>
        <source>crossed in EXTRA column %1</source>
        <translation>barrato nella colonna EXTRA %1</translation>
    </message>
    <message>
        <source>a new EXTRA number: column %1</source>
        <translation>un nuovo numero EXTRA: colonna %1</translation>
    </message>
    <message>
        <source>free ride: dropped</source>
        <translation>fortuna: tralasciato</translation>
    </message>
    <message>
        <source>%1 (%2 boxes)</source>
        <translation>%1 (%2 caselle)</translation>
    </message>
    <message>
        <source>%1: the %2</source>
        <translation>%1: il %2</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Rifiutato: %1</translation>
    </message>
    <message>
        <source>Not allowed: %1.</source>
        <translation>Non ammesso: %1.</translation>
    </message>
    <message>
        <source>Nobody wins: a negative total loses a solo game.</source>
        <translation>Nessuno vince: un totale negativo perde la partita in solitario.</translation>
    </message>
    <message>
        <source>%1 wins with %2.</source>
        <translation>%1 vince con %2.</translation>
    </message>
    <message>
        <source>%1 share the win with %2.</source>
        <translation>%1 condividono la vittoria con %2.</translation>
    </message>
    <message>
        <source>chose %1</source>
        <translation>ha scelto %1</translation>
    </message>
    <message>
        <source>Before the first roll</source>
        <translation>Prima del primo lancio</translation>
    </message>
    <message>
        <source>Round %1 — %2 chose %3</source>
        <translation>Giro %1 — %2 ha scelto %3</translation>
    </message>
    <message>
        <source>The game begins: the dice are rolled first</source>
        <translation>La partita comincia: prima si lanciano i dadi</translation>
    </message>
    <message>
        <source>Round %1 is over: the dice are rolled again</source>
        <translation>Il giro %1 è finito: si lanciano di nuovo i dadi</translation>
    </message>
    <message>
        <source>waiting for %1</source>
        <translation>aspetta %1</translation>
    </message>
    <message>
        <source>Round %1 — every choice is made</source>
        <translation>Turno %1 — tutti hanno scelto</translation>
    </message>
    <message>
        <source> · the game is over for %1</source>
        <translation> · la partita è finita per %1</translation>
    </message>
</context>
<context>
    <name>dicebox::extra_board::SheetWidget</name>
    <message>
        <source>−200 zone</source>
        <translation>zona −200</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punti</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
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
        <translation> e </translation>
    </message>
    <message>
        <source>A new game: the pawns stand on Start, %1 steps from the Goal. %2 rolls first.</source>
        <translation>Una nuova partita: le pedine sono sulla partenza, a %1 caselle dall&apos;arrivo. %2 lancia per primo.</translation>
    </message>
    <message>
        <source>There is no roll to place yet.</source>
        <translation>Non c&apos;è ancora un lancio da piazzare.</translation>
    </message>
    <message>
        <source>Ring %1 is taken by %2&apos;s %3: rings 1 to %4 hold one pair each, ring 0 any number.</source>
        <translation>L&apos;anello %1 è occupato dal %3 di %2: gli anelli da 1 a %4 tengono una coppia ciascuno, l&apos;anello 0 quante se ne vuole.</translation>
    </message>
    <message>
        <source>%1 on ring %2</source>
        <translation>%1 sull&apos;anello %2</translation>
    </message>
    <message>
        <source> (no move next turn)</source>
        <translation> (nessuno spostamento al prossimo turno)</translation>
    </message>
    <message>
        <source> (+%1 next turn)</source>
        <translation> (+%1 al prossimo turno)</translation>
    </message>
    <message>
        <source>, knocks off nobody</source>
        <translation>, non scaccia nessuno</translation>
    </message>
    <message>
        <source>, knocks off %1</source>
        <translation>, scaccia %1</translation>
    </message>
    <message>
        <source>Roll both dice again: an X now ends the turn, with nothing placed.</source>
        <translation>Rilancia entrambi i dadi: ora una X chiude il turno, senza piazzare nulla.</translation>
    </message>
    <message>
        <source>Roll both dice again: an X now ends the turn, with nothing placed, and the pawn goes back %1 per X.</source>
        <translation>Rilancia entrambi i dadi: ora una X chiude il turno, senza piazzare nulla, e la pedina arretra di %1 per ogni X.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Game over: %1 reached the Goal and wins. Positions: %2.</source>
        <translation>Partita finita: %1 ha raggiunto l&apos;arrivo e vince. Posizioni: %2.</translation>
    </message>
    <message>
        <source>roll again</source>
        <translation>rilanciare</translation>
    </message>
    <message>
        <source>place on ring %1</source>
        <translation>piazzare sull&apos;anello %1</translation>
    </message>
</context>
<context>
    <name>dicebox::exxtra_board::CrossTrack</name>
    <message>
        <source>%1 on Start</source>
        <translation>%1 sulla partenza</translation>
    </message>
    <message>
        <source>%1 on the Goal</source>
        <translation>%1 all&apos;arrivo</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <source>Track from Start 0 to Goal %1: %2</source>
        <translation>Percorso dalla partenza 0 all&apos;arrivo %1: %2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Partenza</translation>
    </message>
    <message>
        <source>Goal (space %1)</source>
        <translation>Arrivo (casella %1)</translation>
    </message>
    <message>
        <source>Space %1</source>
        <translation>Casella %1</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Arrivo</translation>
    </message>
</context>
<context>
    <name>dicebox::exxtra_board::DiceTray</name>
    <message>
        <source>No roll on the table</source>
        <translation>Nessun lancio sul tavolo</translation>
    </message>
    <message>
        <source>Die A shows %1, die B shows %2. %3</source>
        <translation>Il dado A mostra %1, il dado B mostra %2. %3</translation>
    </message>
    <message>
        <source>die A</source>
        <translation>dado A</translation>
    </message>
    <message>
        <source>die B</source>
        <translation>dado B</translation>
    </message>
    <message>
        <source>no roll on the table</source>
        <translation>nessun lancio sul tavolo</translation>
    </message>
</context>
<context>
    <name>dicebox::exxtra_board::ExxtraBoard</name>
    <message>
        <source>&amp;Roll again</source>
        <translation>&amp;Rilancia</translation>
    </message>
    <message>
        <source>&amp;Roll again  [R]</source>
        <translation>&amp;Rilancia  [R]</translation>
    </message>
    <message>
        <source>&amp;Place on the chosen ring</source>
        <translation>&amp;Piazza sull&apos;anello scelto</translation>
    </message>
    <message>
        <source>Place on ring %1</source>
        <translation>Piazza sull&apos;anello %1</translation>
    </message>
    <message>
        <source>invalid: an X after the first roll</source>
        <translation>non valido: una X dopo il primo lancio</translation>
    </message>
    <message>
        <source>first roll of this turn: an X counts 0</source>
        <translation>primo lancio di questo turno: una X vale 0</translation>
    </message>
    <message>
        <source>roll %1 of this turn</source>
        <translation>lancio %1 di questo turno</translation>
    </message>
    <message>
        <source>Game over after %1 turns — %2 wins!</source>
        <translation>Partita finita dopo %1 turni — vince %2!</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>Turn %1 · %2 has the dice</source>
        <translation>Turno %1 · %2 ha i dadi</translation>
    </message>
    <message>
        <source>Turn %1 · %2 has the dice · roll %3</source>
        <translation>Turno %1 · %2 ha i dadi · lancio %3</translation>
    </message>
    <message>
        <source>&amp;Place on ring %1</source>
        <translation>&amp;Piazza sull&apos;anello %1</translation>
    </message>
    <message>
        <source>&amp;Place (choose a ring)</source>
        <translation>&amp;Piazza (scegli un anello)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>The dice are rolling for %1.</source>
        <translation>I dadi rotolano per %1.</translation>
    </message>
    <message>
        <source>%1 decides: roll again or place the %2.</source>
        <translation>%1 decide: rilanciare o piazzare il %2.</translation>
    </message>
    <message>
        <source>%1, roll again (R) or place the %2 on a ring (keys 0–%3, or Tab to the ladder and arrows). Point at a ring to see what placing there does.</source>
        <translation>%1, rilancia (R) o piazza il %2 su un anello (tasti 0–%3, oppure Tab fino alla scala e frecce). Punta un anello per vedere cosa fa piazzarlo lì.</translation>
    </message>
    <message>
        <source>Choose a ring first: click one, or press its number.</source>
        <translation>Scegli prima un anello: cliccalo o premi il suo numero.</translation>
    </message>
    <message>
        <source>The rules refused that: %1</source>
        <translation>Le regole lo hanno rifiutato: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dice ladder&lt;/b&gt;</source>
        <translation>&lt;b&gt;Scala dei dadi&lt;/b&gt;</translation>
    </message>
    <message>
        <source>A pair on ring N moves its pawn N spaces at its owner&apos;s next turn</source>
        <translation>Una coppia sull&apos;anello N fa avanzare la pedina di N caselle al prossimo turno del suo proprietario</translation>
    </message>
</context>
<context>
    <name>dicebox::exxtra_board::Names</name>
    <message>
        <source>Seat %1</source>
        <translation>Posto %1</translation>
    </message>
</context>
<context>
    <name>dicebox::exxtra_board::RingButton</name>
    <message>
        <source>Ring %1</source>
        <translation>Anello %1</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <translation>%2 di %1</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libero</translation>
    </message>
    <message>
        <source>here?</source>
        <translation>qui?</translation>
    </message>
    <message>
        <source>%1: off</source>
        <translation>%1: fuori</translation>
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
        <translation>Anche partite &amp;simulate</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>Gio&amp;catore:</translation>
    </message>
    <message>
        <source>&amp;Game and variant:</source>
        <translation>&amp;Gioco e variante:</translation>
    </message>
    <message>
        <source>Scores over &amp;time</source>
        <translation>Punteggi nel &amp;tempo</translation>
    </message>
    <message>
        <source>Score &amp;distribution</source>
        <translation>&amp;Distribuzione dei punteggi</translation>
    </message>
    <message>
        <source>&amp;Win rate by opponent</source>
        <translation>Percentuale di &amp;vittorie per avversario</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Ancora nessuna partita.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Ancora nessuna partita finita.</translation>
    </message>
    <message>
        <source>%1 has no finished games of %2 · %3.</source>
        <translation>%1 non ha partite finite di %2 · %3.</translation>
    </message>
    <message>
        <source>%1&apos;s scores in %2 · %3</source>
        <translation>Punteggi di %1 a %2 · %3</translation>
    </message>
    <message>
        <source>Score of each game</source>
        <translation>Punteggio di ogni partita</translation>
    </message>
    <message>
        <source>When the game ended</source>
        <translation>Quando la partita è finita</translation>
    </message>
    <message>
        <source>Score (lower is better)</source>
        <translation>Punteggio (più basso è meglio)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>No finished games of %1 · %2.</source>
        <translation>Nessuna partita finita di %1 · %2.</translation>
    </message>
    <message>
        <source>Scores in the range</source>
        <translation>Punteggi nell&apos;intervallo</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>da %1 a %2</translation>
    </message>
    <message>
        <source>Number of scores</source>
        <translation>Numero di punteggi</translation>
    </message>
    <message>
        <source>Games won, of those played together (%)</source>
        <translation>Partite vinte, tra quelle giocate insieme (%)</translation>
    </message>
    <message>
        <source>@value%</source>
        <translation>@value%</translation>
    </message>
    <message>
        <source>Games won (a shared first place is a draw)</source>
        <translation>Partite vinte (un primo posto condiviso è un pareggio)</translation>
    </message>
    <message>
        <source>Average of the last %1 games</source>
        <translation>Media delle ultime %1 partite</translation>
    </message>
    <message>
        <source>Distribution of 1 score in %1 · %2</source>
        <translation>Distribuzione di 1 punteggio in %1 · %2</translation>
    </message>
    <message>
        <source>Distribution of %1 scores in %2 · %3</source>
        <translation>Distribuzione di %1 punteggi in %2 · %3</translation>
    </message>
    <message>
        <source>%1 (1 game)</source>
        <translation>%1 (1 partita)</translation>
    </message>
    <message>
        <source>%1 (%2 games)</source>
        <translation>%1 (%2 partite)</translation>
    </message>
    <message>
        <source>Game, in the order played (they ended too close together to be told apart by time)</source>
        <translation>Partita, nell&apos;ordine giocato (sono finite troppo vicine per distinguerle dall&apos;ora)</translation>
    </message>
    <message>
        <source>The coach&apos;s &amp;reviews</source>
        <translation>Le &amp;analisi dell&apos;allenatore</translation>
    </message>
    <message>
        <source>No game of %1 by %2 has been reviewed yet: review one from its replay in History, or with dicebox review.</source>
        <translation>Nessuna partita di %1 di %2 è stata ancora analizzata: analizzane una dal suo replay nello Storico, o con dicebox review.</translation>
    </message>
    <message>
        <source>What a decision of %1 lost in %2, by the coach</source>
        <translation>Quanto una decisione di %1 ha perso in %2, secondo l&apos;allenatore</translation>
    </message>
    <message>
        <source>Average loss per decision of each reviewed game</source>
        <translation>Perdita media per decisione di ogni partita analizzata</translation>
    </message>
    <message>
        <source>Reviewed game, in the order played</source>
        <translation>Partita analizzata, nell&apos;ordine giocato</translation>
    </message>
    <message>
        <source>Chance of winning lost (%)</source>
        <translation>Probabilità di vittoria persa (%)</translation>
    </message>
    <message>
        <source>Expected points lost</source>
        <translation>Punti attesi persi</translation>
    </message>
    <message>
        <source>%1 has not played %2 · %3 against anybody yet.</source>
        <translation>%1 non ha ancora giocato a %2 · %3 contro nessuno.</translation>
    </message>
    <message>
        <source>%1&apos;s games of %2 · %3 won against each opponent</source>
        <translation>Partite di %1 a %2 · %3 vinte contro ogni avversario</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::FolderList</name>
    <message>
        <source>Add…</source>
        <translation>Aggiungi…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::GameList</name>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 giocatori</translation>
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
Nessun tabellone: non si può giocare in questa app (vedi Aiuto ▸ Plugin).</translation>
    </message>
    <message>
        <source>%1 — not loaded: %2</source>
        <translation>%1 — non caricato: %2</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::GameLog</name>
    <message>
        <source>Game log</source>
        <translation>Registro della partita</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Dadi: %1</translation>
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
        <translation>Nessuno deve scegliere ora.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · game %2 · seed %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · partita %2 · seme %3</translation>
    </message>
    <message>
        <source> · house rule: %1</source>
        <translation> · regola della casa: %1</translation>
    </message>
    <message>
        <source>Game %1 stays in the history, unfinished: Game ▸ Resume goes on with it.</source>
        <translation>La partita %1 resta incompiuta nello storico: Partita ▸ Riprendi la continua.</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::GameTab</name>
    <message>
        <source>The game begins.</source>
        <translation>La partita comincia.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>La partita continua.</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>Tocca a %1.</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>The coach&apos;s best choices for the person asked (Ctrl+H)</source>
        <translation>Le scelte migliori secondo l&apos;allenatore per chi deve scegliere (Ctrl+H)</translation>
    </message>
    <message>
        <source>The coach&apos;s best choices for %1:</source>
        <translation>Le scelte migliori secondo l&apos;allenatore per %1:</translation>
    </message>
    <message>
        <source>%1% to win</source>
        <translation>%1% di probabilità di vincere</translation>
    </message>
    <message>
        <source>expected %1 points</source>
        <translation>%1 punti attesi</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>, equal best</source>
        <translation>, pari al migliore</translation>
    </message>
    <message>
        <source>, equal to the one above</source>
        <translation>, pari a quella sopra</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::HistoryModel</name>
    <message>
        <source>unfinished</source>
        <translation>incompiuta</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finita</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>interrotta</translation>
    </message>
    <message>
        <source>%1, simulated</source>
        <translation>%1, simulata</translation>
    </message>
    <message>
        <source>Game %1, begun %2</source>
        <translation>Partita %1, iniziata %2</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punteggi</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
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
        <translation>Lettura dello storico…</translation>
    </message>
    <message>
        <source>No games yet: they are recorded here as they are played.</source>
        <translation>Ancora nessuna partita: vengono registrate qui mentre si gioca.</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::HistoryView</name>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Dal</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>&amp;Al</translation>
    </message>
    <message>
        <source>&amp;Simulated games too</source>
        <translation>Anche partite &amp;simulate</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Rivedi</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>Ri&amp;prendi</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tutti i giochi</translation>
    </message>
    <message>
        <source>anybody (a name, or bot:KIND)</source>
        <translation>chiunque (un nome, o bot:TIPO)</translation>
    </message>
    <message>
        <source>any variant</source>
        <translation>qualsiasi variante</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>Gio&amp;catore:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partite giocate</translation>
    </message>
    <message>
        <source>Replay the game on its board, step by step (Enter)</source>
        <translation>Rivedi la partita sul suo tabellone, passo per passo (Invio)</translation>
    </message>
    <message>
        <source>Go on with this unfinished game</source>
        <translation>Continua questa partita incompiuta</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Caricamento…</translation>
    </message>
    <message>
        <source>No games match.</source>
        <translation>Nessuna partita corrisponde.</translation>
    </message>
    <message>
        <source>1 game shown, more as you scroll down.</source>
        <translation>1 partita mostrata, altre scorrendo in basso.</translation>
    </message>
    <message>
        <source>1 game shown.</source>
        <translation>1 partita mostrata.</translation>
    </message>
    <message numerus="yes">
        <source>%n games shown, more as you scroll down.</source>
        <translation>
            <numerusform>%n partita mostrata, altre scorrendo in basso.</numerusform>
            <numerusform>%n partite mostrate, altre scorrendo in basso.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games shown.</source>
        <translation>
            <numerusform>%n partita mostrata.</numerusform>
            <numerusform>%n partite mostrate.</numerusform>
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
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Resume a game…</source>
        <translation>&amp;Riprendi una partita…</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Choose a game&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Scegli un gioco&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Games are recorded in %1</source>
        <translation>Le partite sono registrate in %1</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Close game</source>
        <translation>&amp;Chiudi la partita</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Mossa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Plugins…</source>
        <translation>&amp;Plugin…</translation>
    </message>
    <message>
        <source>&amp;About dicebox</source>
        <translation>&amp;Informazioni su dicebox</translation>
    </message>
    <message>
        <source>About dicebox</source>
        <translation>Informazioni su dicebox</translation>
    </message>
    <message>
        <source>&lt;b&gt;dicebox&lt;/b&gt; %1&lt;br&gt;A rules sandbox for dice games.</source>
        <translation>&lt;b&gt;dicebox&lt;/b&gt; %1&lt;br&gt;Un banco di prova di regole per giochi di dadi.</translation>
    </message>
    <message>
        <source>The game cannot start</source>
        <translation>La partita non può cominciare</translation>
    </message>
    <message>
        <source>The game cannot go on</source>
        <translation>La partita non può continuare</translation>
    </message>
    <message>
        <source>The game cannot be shown</source>
        <translation>La partita non può essere mostrata</translation>
    </message>
    <message>
        <source>%1 has no board in this app (see Help ▸ Plugins).</source>
        <translation>%1 non ha un tabellone in questa app (vedi Aiuto ▸ Plugin).</translation>
    </message>
    <message>
        <source>The game stopped</source>
        <translation>La partita si è fermata</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Storico</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Record</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafici</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>E se</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vista</translation>
    </message>
    <message>
        <source>The new folders and language apply when dicebox starts again.</source>
        <translation>Le nuove cartelle e la lingua valgono dal prossimo avvio di dicebox.</translation>
    </message>
    <message>
        <source>The game cannot be replayed</source>
        <translation>La partita non può essere rivista</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regole di questo gioco</translation>
    </message>
    <message>
        <source>Quit dicebox?</source>
        <translation>Uscire da dicebox?</translation>
    </message>
    <message>
        <source>Games not finished: %1. Quit?</source>
        <translation>Partite non finite: %1. Uscire?</translation>
    </message>
    <message>
        <source>They stay in the history, unfinished: Game ▸ Resume goes on with them.</source>
        <translation>Restano nello storico, non finite: Partita ▸ Riprendi le continua.</translation>
    </message>
    <message>
        <source>Rules of this game</source>
        <translation>Regole di questo gioco</translation>
    </message>
    <message>
        <source>Choose a game first (in Play).</source>
        <translation>Scegli prima un gioco (in Gioca).</translation>
    </message>
    <message>
        <source>Choose its script…</source>
        <translation>Scegli il suo script…</translation>
    </message>
    <message>
        <source>The game&apos;s house rule</source>
        <translation>La regola della casa della partita</translation>
    </message>
    <message>
        <source>House rules (*.lua)</source>
        <translation>Regole della casa (*.lua)</translation>
    </message>
    <message>
        <source>&amp;Play online…</source>
        <translation>Gioca &amp;online…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>The table cannot be opened</source>
        <translation>Il tavolo non può essere aperto</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connessione a %1…</translation>
    </message>
    <message>
        <source>No seat at the table</source>
        <translation>Nessun posto al tavolo</translation>
    </message>
    <message>
        <source>Close %1?</source>
        <translation>Chiudere %1?</translation>
    </message>
    <message>
        <source>%1 is not finished. Close it?</source>
        <translation>%1 non è finita. Chiuderla?</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::NewGameDialog</name>
    <message>
        <source>&amp;Add a seat</source>
        <translation>&amp;Aggiungi un posto</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Inizia</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <source>Seats:</source>
        <translation>Posti:</translation>
    </message>
    <message>
        <source>House &amp;rule:</source>
        <translation>&amp;Regola della casa:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;eme:</translation>
    </message>
    <message>
        <source>%1 %2 · %3–%4 players · %5</source>
        <translation>%1 %2 · %3–%4 giocatori · %5</translation>
    </message>
    <message>
        <source>%1 has no board in this app (see Help ▸ Plugins).</source>
        <translation>%1 non ha un tabellone in questa app (vedi Aiuto ▸ Plugin).</translation>
    </message>
    <message>
        <source>None — the rules as printed</source>
        <translation>Nessuna — le regole stampate</translation>
    </message>
    <message>
        <source>Another file…</source>
        <translation>Un altro file…</translation>
    </message>
    <message>
        <source>House rule</source>
        <translation>Regola della casa</translation>
    </message>
    <message>
        <source>Lua scripts (*.lua)</source>
        <translation>Script Lua (*.lua)</translation>
    </message>
    <message>
        <source>Choose a game.</source>
        <translation>Scegli un gioco.</translation>
    </message>
    <message>
        <source>Seat %1 needs a name.</source>
        <translation>Il posto %1 ha bisogno di un nome.</translation>
    </message>
    <message>
        <source>Play a &amp;match</source>
        <translation>Gioca un &amp;incontro</translation>
    </message>
    <message>
        <source>Host a table at %1</source>
        <translation>Apri un tavolo su %1</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>&amp;Apri il tavolo</translation>
    </message>
    <message>
        <source>Seat %1 is yours at the table: write your name.</source>
        <translation>Il posto %1 è il tuo al tavolo: scrivi il tuo nome.</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>posto %1</translation>
    </message>
    <message>
        <source>A table needs a seat for you.</source>
        <translation>Un tavolo ha bisogno di un posto per te.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>after</source>
        <translation>dopo</translation>
    </message>
    <message>
        <source>S&amp;tand-in:</source>
        <translation>&amp;Sostituto:</translation>
    </message>
    <message>
        <source>None: a seat waits for its person</source>
        <translation>Nessuno: un posto aspetta la sua persona</translation>
    </message>
    <message>
        <source>The %1 bot plays for a person away</source>
        <translation>Il bot %1 gioca per una persona assente</translation>
    </message>
    <message>
        <source>The bots:</source>
        <translation>I bot:</translation>
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
        <translation>&amp;Unisciti</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>&amp;Apri un tavolo…</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Gioca online</translation>
    </message>
    <message>
        <source>HOST or HOST:PORT (7654 unless given); wss://HOST:PORT for a server that speaks TLS</source>
        <translation>HOST o HOST:PORTA (7654 se non indicata); wss://HOST:PORTA per un server che parla TLS</translation>
    </message>
    <message>
        <source>to take your seat back after leaving it</source>
        <translation>per riprendere il tuo posto dopo averlo lasciato</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Il tuo &amp;nome:</translation>
    </message>
    <message>
        <source>or seat &amp;token:</source>
        <translation>o &amp;token del posto:</translation>
    </message>
    <message>
        <source>Write the table&apos;s code, or your seat&apos;s token to take it back.</source>
        <translation>Scrivi il codice del tavolo, o il token del tuo posto per riprenderlo.</translation>
    </message>
    <message>
        <source>Write the name you play under at the table.</source>
        <translation>Scrivi il nome con cui giochi al tavolo.</translation>
    </message>
    <message>
        <source>The tables you sit at: choose one to take your seat back</source>
        <translation>I tavoli a cui siedi: scegline uno per riprendere il tuo posto</translation>
    </message>
    <message>
        <source>Table %1 at %2, as %3 — take your seat back</source>
        <translation>Tavolo %1 su %2, come %3 — riprendi il tuo posto</translation>
    </message>
    <message>
        <source>like K7QM-2XPA, or the table&apos;s link</source>
        <translation>come K7QM-2XPA, o il link del tavolo</translation>
    </message>
    <message>
        <source>The code or the link the table&apos;s host sent you; a link gives the server too</source>
        <translation>Il codice o il link che ti ha mandato chi ospita il tavolo; un link indica anche il server</translation>
    </message>
    <message>
        <source>Play at a dicebox server&apos;s table with people elsewhere: join a table with the link or the code its host gave you, or host one and send its link to the others.</source>
        <translation>Gioca al tavolo di un server dicebox con persone altrove: unisciti a un tavolo con il link o il codice che ti ha dato chi lo ospita, oppure aprine uno e manda il suo link agli altri.</translation>
    </message>
    <message>
        <source>Table &amp;code or link:</source>
        <translation>&amp;Codice o link del tavolo:</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::OnlineGame</name>
    <message>
        <source>The server refuses the table: %1</source>
        <translation>Il server rifiuta il tavolo: %1</translation>
    </message>
    <message>
        <source>The table plays &apos;%1&apos;, which is not among the games here (see Help ▸ Plugins).</source>
        <translation>Il tavolo gioca a &apos;%1&apos;, che non è tra i giochi qui (vedi Aiuto ▸ Plugin).</translation>
    </message>
    <message>
        <source>The house rule of table %1 cannot be run here: %2</source>
        <translation>La regola della casa del tavolo %1 non può essere eseguita qui: %2</translation>
    </message>
    <message>
        <source>Table %1 cannot be set up here: %2</source>
        <translation>Il tavolo %1 non può essere preparato qui: %2</translation>
    </message>
    <message>
        <source>A game at a server is played without the coach.</source>
        <translation>Una partita su un server si gioca senza l&apos;allenatore.</translation>
    </message>
    <message>
        <source>The server at %1 cannot be reached: %2</source>
        <translation>Il server %1 non è raggiungibile: %2</translation>
    </message>
    <message>
        <source>The server at %1 cannot be reached: %2
Your seat waits for you there: Game ▸ Play online takes it back with the token %3.</source>
        <translation>Il server %1 non è raggiungibile: %2
Il tuo posto ti aspetta lì: Partita ▸ Gioca online lo riprende con il token %3.</translation>
    </message>
    <message>
        <source>The server at %1 does not give the seat back: %2</source>
        <translation>Il server %1 non restituisce il posto: %2</translation>
    </message>
    <message>
        <source>The dice of table %1 cannot be trusted: %2</source>
        <translation>Dei dadi del tavolo %1 non ci si può fidare: %2</translation>
    </message>
    <message>
        <source>The game cannot be kept in your history: %1</source>
        <translation>La partita non può essere tenuta nel tuo storico: %1</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>posto %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source> · house rule: %1</source>
        <translation> · regola della casa: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;The connection is lost&lt;/b&gt; (%1): taking your seat back, try %2 of %3…</source>
        <translation>&lt;b&gt;La connessione è persa&lt;/b&gt; (%1): ripresa del tuo posto, tentativo %2 di %3…</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (tu)</translation>
    </message>
    <message>
        <source> (bot)</source>
        <translation> (bot)</translation>
    </message>
    <message>
        <source> — not here yet</source>
        <translation> — non ancora qui</translation>
    </message>
    <message>
        <source> — away; the %1 bot plays for them</source>
        <translation> — assente; il bot %1 gioca al suo posto</translation>
    </message>
    <message>
        <source> — connection lost</source>
        <translation> — connessione persa</translation>
    </message>
    <message>
        <source> — thinking…</source>
        <translation> — sta pensando…</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The dice are checked: the seed revealed is the one announced, and it gives every roll.</source>
        <translation>I dadi sono verificati: il seme rivelato è quello annunciato e dà ogni lancio.</translation>
    </message>
    <message>
        <source>Kept in your history as game %1.</source>
        <translation>Tenuta nel tuo storico come partita %1.</translation>
    </message>
    <message>
        <source>Your seat at table %1 waits for you at %2: Game ▸ Play online takes it back with the token %3.</source>
        <translation>Il tuo posto al tavolo %1 ti aspetta su %2: Partita ▸ Gioca online lo riprende con il token %3.</translation>
    </message>
    <message>
        <source>The game at table %1 cannot go on here: %2</source>
        <translation>La partita al tavolo %1 non può continuare qui: %2</translation>
    </message>
    <message>
        <source>The server does not hand the seat on: %1</source>
        <translation>Il server non cede il posto: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · table &lt;nobr&gt;%2&lt;/nobr&gt; at &lt;nobr&gt;%3&lt;/nobr&gt; · the dice sealed with SHA-256 %4…</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · tavolo &lt;nobr&gt;%2&lt;/nobr&gt; su &lt;nobr&gt;%3&lt;/nobr&gt; · i dadi sigillati con SHA-256 %4…</translation>
    </message>
    <message>
        <source> — &lt;a href=&quot;hand:%1:%2&quot;&gt;let the %2 bot play it&lt;/a&gt; · &lt;a href=&quot;free:%1&quot;&gt;free the seat&lt;/a&gt;</source>
        <translation> — &lt;a href=&quot;hand:%1:%2&quot;&gt;affidalo al bot %2&lt;/a&gt; · &lt;a href=&quot;free:%1&quot;&gt;libera il posto&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Your seat at table %1 was taken by a newer connection (your token used elsewhere); it is played there now, and not taken back here.</source>
        <translation>Il tuo posto al tavolo %1 è stato preso da una connessione più recente (il tuo token usato altrove); ora si gioca da lì, e qui non viene ripreso.</translation>
    </message>
    <message>
        <source>Waiting for %1 to join with the table&apos;s link:</source>
        <translation>In attesa che %1 si unisca con il link del tavolo:</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;copy:link&quot;&gt;Copy the link&lt;/a&gt; · &lt;a href=&quot;copy:code&quot;&gt;Copy the code&lt;/a&gt; · &lt;a href=&quot;copy:invitation&quot;&gt;Copy an invitation&lt;/a&gt;</source>
        <translation>&lt;a href=&quot;copy:link&quot;&gt;Copia il link&lt;/a&gt; · &lt;a href=&quot;copy:code&quot;&gt;Copia il codice&lt;/a&gt; · &lt;a href=&quot;copy:invitation&quot;&gt;Copia un invito&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Join my %1 table: %2 in a browser; or in dicebox, paste it into Game ▸ Play online, or in a terminal: dicebox join %2 --name YOUR-NAME</source>
        <translation>Unisciti al mio tavolo di %1: %2 in un browser; o in dicebox, incollalo in Partita ▸ Gioca online; o in un terminale: dicebox join %2 --name TUO-NOME</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::PluginsDialog</name>
    <message>
        <source>Plugins</source>
        <translation>Plugin</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>loaded</source>
        <translation>caricato</translation>
    </message>
    <message>
        <source>board loaded</source>
        <translation>tabellone caricato</translation>
    </message>
    <message>
        <source>not loaded: %1</source>
        <translation>non caricato: %1</translation>
    </message>
    <message>
        <source>board not loaded: %1</source>
        <translation>tabellone non caricato: %1</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::RecordsView</name>
    <message>
        <source>&amp;Simulated games too</source>
        <translation>Anche partite &amp;simulate</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tutti i giochi</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Tutte le varianti</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Tutti</translation>
    </message>
    <message>
        <source>Games and variants</source>
        <translation>Giochi e varianti</translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation>Migliori punteggi</translation>
    </message>
    <message>
        <source>Average by number of players</source>
        <translation>Media per numero di giocatori</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Personal scores</source>
        <translation>Punteggi personali</translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation>Testa a testa</translation>
    </message>
    <message>
        <source>Nemeses</source>
        <translation>Bestie nere</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>Gio&amp;catore:</translation>
    </message>
    <message>
        <source>Average score by number of players</source>
        <translation>Punteggio medio per numero di giocatori</translation>
    </message>
    <message>
        <source>Wins and streaks (counted over the games with other players)</source>
        <translation>Vittorie e serie (contate sulle partite con altri giocatori)</translation>
    </message>
    <message>
        <source>Personal scores (best and worst in each game&apos;s own direction)</source>
        <translation>Punteggi personali (migliore e peggiore nel verso proprio di ogni gioco)</translation>
    </message>
    <message>
        <source>Aga&amp;inst:</source>
        <translation>C&amp;ontro:</translation>
    </message>
    <message>
        <source>Head-to-head (a better rank in a game wins it)</source>
        <translation>Testa a testa (un miglior piazzamento in una partita la vince)</translation>
    </message>
    <message>
        <source>&amp;Best scores</source>
        <translation>&amp;Migliori punteggi</translation>
    </message>
    <message>
        <source>Pl&amp;ayers</source>
        <translation>Gi&amp;ocatori</translation>
    </message>
    <message>
        <source>Head-to-&amp;head</source>
        <translation>&amp;Testa a testa</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Ancora nessuna partita.</translation>
    </message>
    <message>
        <source>Choose a player above to see how they fare against another.</source>
        <translation>Scegli un giocatore qui sopra per vedere come se la cava contro un altro.</translation>
    </message>
    <message>
        <source>%1 has played nobody in these games.</source>
        <translation>%1 non ha giocato contro nessuno in queste partite.</translation>
    </message>
    <message>
        <source>%1 against the opponent chosen, over the games they both played.</source>
        <translation>%1 contro l&apos;avversario scelto, sulle partite giocate da entrambi.</translation>
    </message>
    <message>
        <source>No finished games match these choices.</source>
        <translation>Nessuna partita finita corrisponde a queste scelte.</translation>
    </message>
    <message>
        <source>Best scores of %1 · %2 (the lowest score wins)</source>
        <translation>Migliori punteggi di %1 · %2 (vince il punteggio più basso)</translation>
    </message>
    <message>
        <source>Best scores of %1 · %2 (the highest score wins)</source>
        <translation>Migliori punteggi di %1 · %2 (vince il punteggio più alto)</translation>
    </message>
    <message>
        <source>Nemesis: who ranked above each player most often (at least %1 games together)</source>
        <translation>Bestia nera: chi si è piazzato più spesso davanti a ogni giocatore (almeno %1 partite insieme)</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::ReplayView</name>
    <message>
        <source>Game %1 cannot be replayed: at event %2 of %3 the house rule fails: %4</source>
        <translation>La partita %1 non può essere rivista: all&apos;evento %2 di %3 la regola della casa fallisce: %4</translation>
    </message>
    <message>
        <source>Game %1 was played with %2 %3 and cannot be replayed with %4 %5: event %6 of %7 (%8) does not apply: %9</source>
        <translation>La partita %1 è stata giocata con %2 %3 e non può essere rivista con %4 %5: l&apos;evento %6 di %7 (%8) non si applica: %9</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Game %1 cannot be replayed: %2 has no board in this app.</source>
        <translation>La partita %1 non può essere rivista: %2 non ha un tabellone in questa app.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · game %2 · %3 · seed %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · partita %2 · %3 · seme %4</translation>
    </message>
    <message>
        <source> · simulated</source>
        <translation> · simulata</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro della partita</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>Before the first event (Home)</source>
        <translation>Prima del primo evento (Home)</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Precedente</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>Un evento indietro (Sinistra)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Successivo</translation>
    </message>
    <message>
        <source>One event on (Right)</source>
        <translation>Un evento avanti (Destra)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>The end of the game (End)</source>
        <translation>La fine della partita (Fine)</translation>
    </message>
    <message>
        <source>Replay · %1 · %2</source>
        <translation>Rivedi · %1 · %2</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Passo %1 di %2</translation>
    </message>
    <message>
        <source>Before the first event.</source>
        <translation>Prima del primo evento.</translation>
    </message>
    <message>
        <source>The log ends here: the game was left unfinished.</source>
        <translation>Il registro finisce qui: la partita è rimasta incompiuta.</translation>
    </message>
    <message>
        <source>The log ends here: the game was aborted.</source>
        <translation>Il registro finisce qui: la partita è stata interrotta.</translation>
    </message>
    <message>
        <source>Results:</source>
        <translation>Risultati:</translation>
    </message>
    <message>
        <source>no score</source>
        <translation>nessun punteggio</translation>
    </message>
    <message>
        <source>%1: %2, winner</source>
        <translation>%1: %2, vincitore</translation>
    </message>
    <message>
        <source>Results: penalty points, the lowest wins</source>
        <translation>Risultati: punti di penalità, vince il più basso</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no game %1: no game has been recorded in %2 yet.</source>
        <translation>Non c&apos;è una partita %1: in %2 non è ancora stata registrata alcuna partita.</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Analisi</translation>
    </message>
    <message>
        <source>The coach judges every decision: what each cost</source>
        <translation>L&apos;allenatore giudica ogni decisione: quanto è costata ciascuna</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Scelto</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdita</translation>
    </message>
    <message>
        <source>The coach&apos;s choice</source>
        <translation>La scelta dell&apos;allenatore</translation>
    </message>
    <message>
        <source>The coach is going through the game…</source>
        <translation>L&apos;allenatore esamina la partita…</translation>
    </message>
    <message>
        <source>This game cannot be reviewed: %1</source>
        <translation>Questa partita non può essere analizzata: %1</translation>
    </message>
    <message>
        <source>%1% winning chance</source>
        <translation>%1% di probabilità di vincere</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 punti</translation>
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
            <numerusform>%1: %2 perse in media a decisione, %n errore grave</numerusform>
            <numerusform>%1: %2 perse in media a decisione, %n errori gravi</numerusform>
        </translation>
    </message>
    <message>
        <source>The review is shown but not kept: %1</source>
        <translation>L&apos;analisi è mostrata ma non tenuta: %1</translation>
    </message>
    <message>
        <source>equal best</source>
        <translation>pari al migliore</translation>
    </message>
    <message>
        <source>?? marks a blunder, a loss of %1 or more; bold rows are the biggest mistakes. Choose a row, or move with the arrow keys, to see the game after that decision; its tip says what the coach&apos;s choice does.</source>
        <translation>?? indica un errore grave, una perdita di %1 o più; le righe in grassetto sono gli errori più grandi. Scegli una riga, o spostati con le frecce, per vedere la partita dopo quella decisione; il suo suggerimento dice cosa fa la scelta del coach.</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::ResumeDialog</name>
    <message>
        <source>Resume a game</source>
        <translation>Riprendi una partita</translation>
    </message>
    <message>
        <source>No game has been played yet.</source>
        <translation>Non è ancora stata giocata nessuna partita.</translation>
    </message>
    <message>
        <source>Every game played is finished.</source>
        <translation>Tutte le partite giocate sono finite.</translation>
    </message>
    <message>
        <source>Unfinished games, newest first:</source>
        <translation>Partite incompiute, le più recenti prima:</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Riprendi</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>begun %1</source>
        <translation>iniziata il %1</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>giro %1</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>turno %1</translation>
    </message>
    <message>
        <source>game %1 of %2</source>
        <translation>partita %1 di %2</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::RulesDialog</name>
    <message>
        <source>Rules of %1</source>
        <translation>Regole di %1</translation>
    </message>
    <message>
        <source>The rules cannot be read from %1: %2.</source>
        <translation>Le regole non si possono leggere da %1: %2.</translation>
    </message>
    <message>
        <source>%1 has no section &quot;%2&quot;.</source>
        <translation>%1 non ha una sezione «%2».</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::SeatRow</name>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Player&apos;s name</source>
        <translation>Nome del giocatore</translation>
    </message>
    <message>
        <source>Who plays this seat</source>
        <translation>Chi gioca a questo posto</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <translation>Bot: %1</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Remove this seat</source>
        <translation>Rimuovi questo posto</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::SeedField</name>
    <message>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <source>The same seed rolls the same dice</source>
        <translation>Lo stesso seme lancia gli stessi dadi</translation>
    </message>
    <message>
        <source>The seed is a whole number from 0 to 18446744073709551615.</source>
        <translation>Il seme è un numero intero da 0 a 18446744073709551615.</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::ServerLink</name>
    <message>
        <source>the server closed the connection</source>
        <translation>il server ha chiuso la connessione</translation>
    </message>
    <message>
        <source>the server sent what is not the protocol</source>
        <translation>il server ha inviato ciò che non è il protocollo</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::SettingsDialog</name>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Sfoglia…</translation>
    </message>
    <message>
        <source>A folder of game plugins</source>
        <translation>Una cartella di plugin di gioco</translation>
    </message>
    <message>
        <source>A folder of house rules (Lua scripts)</source>
        <translation>Una cartella di regole della casa (script Lua)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Lingua del sistema</translation>
    </message>
    <message>
        <source>History &amp;database:</source>
        <translation>&amp;Database dello storico:</translation>
    </message>
    <message>
        <source>Applies at once: new games are recorded there, and the history and records are read from it.</source>
        <translation>Vale subito: le nuove partite vi sono registrate, e lo storico e i record vi sono letti.</translation>
    </message>
    <message>
        <source>&amp;Plugin folders:</source>
        <translation>Cartelle dei &amp;plugin:</translation>
    </message>
    <message>
        <source>Searched for games after the folders given with --plugin-dir, before the usual ones.</source>
        <translation>Vi si cercano giochi dopo le cartelle date con --plugin-dir, prima di quelle solite.</translation>
    </message>
    <message>
        <source>&amp;House rule folders:</source>
        <translation>Cartelle delle &amp;regole della casa:</translation>
    </message>
    <message>
        <source>Searched for house rules (Lua scripts) before your own and the shipped ones.</source>
        <translation>Vi si cercano regole della casa (script Lua) prima delle tue e di quelle fornite.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>The plugin and house rule folders and the language apply when dicebox is started again.</source>
        <translation>Le cartelle dei plugin e delle regole della casa e la lingua valgono dal prossimo avvio di dicebox.</translation>
    </message>
    <message>
        <source>Choose a file for the history.</source>
        <translation>Scegli un file per lo storico.</translation>
    </message>
    <message>
        <source>%1 is a folder. Choose a file in it for the history, such as %2.</source>
        <translation>%1 è una cartella. Scegli al suo interno un file per lo storico, per esempio %2.</translation>
    </message>
    <message>
        <source>%1 is not a file that can hold the history.</source>
        <translation>%1 non è un file che possa contenere lo storico.</translation>
    </message>
    <message>
        <source>%1 may not be written to.</source>
        <translation>%1 non è scrivibile.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be made: %2 is a file, not a folder.</source>
        <translation>La cartella %1 non può essere creata: %2 è un file, non una cartella.</translation>
    </message>
    <message>
        <source>The folder %1 may not be written to.</source>
        <translation>La cartella %1 non è scrivibile.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be made: %2 may not be written to.</source>
        <translation>La cartella %1 non può essere creata: %2 non è scrivibile.</translation>
    </message>
    <message>
        <source>History database</source>
        <translation>Database dello storico</translation>
    </message>
    <message>
        <source>SQLite databases (*.sqlite *.db);;All files (*)</source>
        <translation>Database SQLite (*.sqlite *.db);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>This window records in %1, given with --db, which wins over this setting: the setting applies when dicebox is started without --db.</source>
        <translation>Questa finestra registra in %1, indicato con --db, che prevale su questa impostazione: l&apos;impostazione vale quando dicebox è avviato senza --db.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Bots&apos; pa&amp;ce:</source>
        <translation>&amp;Ritmo dei bot:</translation>
    </message>
    <message>
        <source>How long each move of a bot stays in view before the next, so that people can follow it. Applies at once.</source>
        <translation>Quanto resta visibile ogni mossa di un bot prima della successiva, così da poterla seguire. Vale subito.</translation>
    </message>
    <message>
        <source>The history&apos;s file, or a PostgreSQL database a club shares: postgresql://USER@HOST:PORT/DATABASE</source>
        <translation>Il file dello storico, o un database PostgreSQL condiviso da un club: postgresql://UTENTE@HOST:PORTA/DATABASE</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::Step</name>
    <message>
        <source>The history cannot be written: %1
The game stops here; what was played so far is kept.</source>
        <translation>Lo storico non può essere scritto: %1
La partita si ferma qui; quanto giocato finora è conservato.</translation>
    </message>
    <message>
        <source>The game so far is kept in the history as aborted.</source>
        <translation>La partita finora è conservata nello storico come interrotta.</translation>
    </message>
    <message>
        <source>The house rule stopped game %1: %2</source>
        <translation>La regola della casa ha fermato la partita %1: %2</translation>
    </message>
    <message>
        <source>Game %1 stopped on an error: %2</source>
        <translation>La partita %1 si è fermata per un errore: %2</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::WhatIfCharts</name>
    <message>
        <source>Scores (all seats)</source>
        <translation>Punteggi (tutti i posti)</translation>
    </message>
    <message>
        <source>share of scores</source>
        <translation>quota dei punteggi</translation>
    </message>
    <message>
        <source>Seat %1 · %2</source>
        <translation>Posto %1 · %2</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>share of games won</source>
        <translation>quota delle partite vinte</translation>
    </message>
    <message>
        <source>score</source>
        <translation>punteggio</translation>
    </message>
    <message>
        <source>score (bins of %1 points)</source>
        <translation>punteggio (classi di %1 punti)</translation>
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
        <translation>%1%</translation>
    </message>
    <message>
        <source>Seat · bot</source>
        <translation>Posto · bot</translation>
    </message>
    <message>
        <source>Mean
%1</source>
        <translation>Media
%1</translation>
    </message>
    <message>
        <source>95% interval
%1</source>
        <translation>Intervallo al 95%
%1</translation>
    </message>
    <message>
        <source>Std. dev.
%1</source>
        <translation>Dev. std.
%1</translation>
    </message>
    <message>
        <source>Wins
%1</source>
        <translation>Vittorie
%1</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::WhatIfView</name>
    <message>
        <source>&amp;Simulate</source>
        <translation>&amp;Simula</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>Games under each set of rules</source>
        <translation>Partite con ciascun insieme di regole</translation>
    </message>
    <message>
        <source>The same seed rolls the same dice; both rule sets play the same games</source>
        <translation>Lo stesso seme lancia gli stessi dadi; entrambi gli insiemi di regole giocano le stesse partite</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>P&amp;osti:</translation>
    </message>
    <message>
        <source>Bots:</source>
        <translation>Bot:</translation>
    </message>
    <message>
        <source>House &amp;rule:</source>
        <translation>&amp;Regola della casa:</translation>
    </message>
    <message>
        <source>Ga&amp;mes:</source>
        <translation>Pa&amp;rtite:</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>S&amp;eme:</translation>
    </message>
    <message>
        <source>Choose a game, a bot for each seat and a house rule, then press Simulate: the same games are played under the printed rules and under the house rule, and set side by side here.</source>
        <translation>Scegli un gioco, un bot per ogni posto e una regola della casa, poi premi Simula: le stesse partite vengono giocate con le regole stampate e con la regola della casa, e messe qui a confronto.</translation>
    </message>
    <message>
        <source>The bot in seat %1</source>
        <translation>Il bot al posto %1</translation>
    </message>
    <message>
        <source>No house rule for %1 was found.</source>
        <translation>Non è stata trovata alcuna regola della casa per %1.</translation>
    </message>
    <message>
        <source>Printed rules</source>
        <translation>Regole stampate</translation>
    </message>
    <message>
        <source>Playing %1 games under the printed rules, then the same games under %2…</source>
        <translation>%1 partite con le regole stampate, poi le stesse partite con %2…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annullamento…</translation>
    </message>
    <message>
        <source>The simulation stopped: %1</source>
        <translation>La simulazione si è fermata: %1</translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 games; nothing is compared.</source>
        <translation>Annullata dopo %1 di %2 partite; nulla viene confrontato.</translation>
    </message>
    <message>
        <source>Done: %1 games.</source>
        <translation>Fatto: %1 partite.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, %2 games under each set of rules, on the same seeds (seed %3). Mean score of all seats: %4 under the printed rules, %5 under %6.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, %2 partite con ciascun insieme di regole, con gli stessi semi (seme %3). Punteggio medio di tutti i posti: %4 con le regole stampate, %5 con %6.</translation>
    </message>
    <message>
        <source>A shared first place counts as a win for each seat in it, so the shares of wins add up to more than 100%.</source>
        <translation>Un primo posto condiviso conta come vittoria per ogni posto che lo condivide, quindi le quote di vittorie superano il 100%.</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::player_text</name>
    <message>
        <source>%1 (bot)</source>
        <translation>%1 (bot)</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::winners_text</name>
    <message>
        <source>%1 won this solo game.</source>
        <translation>%1 ha vinto questa partita in solitario.</translation>
    </message>
    <message>
        <source>%1 lost this solo game.</source>
        <translation>%1 ha perso questa partita in solitario.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>Vince %1.</translation>
    </message>
    <message>
        <source>Shared win: %1.</source>
        <translation>Vittoria condivisa: %1.</translation>
    </message>
    <message>
        <source>Nobody won.</source>
        <translation>Nessuno ha vinto.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
</context>
<context>
    <name>dicebox::strike_board::RemovedPile</name>
    <message>
        <source>no die removed yet</source>
        <translation>ancora nessun dado tolto</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) removed from the game</source>
        <translation>
            <numerusform>%n dado tolto dal gioco</numerusform>
            <numerusform>%n dadi tolti dal gioco</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicebox::strike_board::ReservesView</name>
    <message>
        <source>Reserves</source>
        <translation>Riserve</translation>
    </message>
    <message>
        <source>is out</source>
        <translation>è eliminato</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 punti</translation>
    </message>
    <message>
        <source>throwing</source>
        <translation>lancia</translation>
    </message>
</context>
<context>
    <name>dicebox::strike_board::StrikeBoard</name>
    <message>
        <source>%1 throw</source>
        <translation>Lancio %1</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Fermati</translation>
    </message>
    <message>
        <source>Removed from the game</source>
        <translation>Tolti dal gioco</translation>
    </message>
    <message>
        <source>Game %1 of %2 · </source>
        <translation>Partita %1 di %2 · </translation>
    </message>
    <message>
        <source>%1&apos;s turn · %2 in reserve</source>
        <translation>Tocca a %1 · %2 di riserva</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>Big throw!</source>
        <translation>Grande lancio!</translation>
    </message>
    <message>
        <source>The arena is empty</source>
        <translation>L&apos;arena è vuota</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Rifiutato: %1</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Non ammesso: %1</translation>
    </message>
    <message>
        <source>%1 (bot) is thinking…</source>
        <translation>%1 (bot) sta pensando…</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>In attesa di %1…</translation>
    </message>
    <message>
        <source>%1 removed
%2 unused (never in the game)</source>
        <translation>%1 tolti
%2 inutilizzati (mai in gioco)</translation>
    </message>
</context>
<context>
    <name>dicebox::strike_board::ThrowControls</name>
    <message>
        <source>%1 throw: all %2 dice [%3]</source>
        <translation>Lancio %1: tutti i %2 dadi [%3]</translation>
    </message>
    <message>
        <source>%1 throw [%2]</source>
        <translation>Lancio %1 [%2]</translation>
    </message>
    <message>
        <source>Stop [Space]</source>
        <translation>Fermati [Spazio]</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Termina il turno</translation>
    </message>
</context>
</TS>
