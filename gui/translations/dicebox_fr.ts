<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>QApplication</name>
    <message>
        <source>dicebox: play dice games on their boards, with people and bots.</source>
        <translation>dicebox : jouer aux jeux de dés sur leurs plateaux, avec des personnes et des bots.</translation>
    </message>
    <message>
        <source>Look for game plugins in DIR first (may be repeated).</source>
        <translation>Chercher d&apos;abord les plugins de jeu dans DIR (peut être répété).</translation>
    </message>
    <message>
        <source>The history database (default: %1).</source>
        <translation>La base de données de l&apos;historique (par défaut : %1).</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>cannot be loaded: %1</source>
        <translation>ne peut pas être chargé : %1</translation>
    </message>
    <message>
        <source>not a board library: it has no &apos;%1&apos; entry point</source>
        <translation>pas une bibliothèque de plateau : pas de point d&apos;entrée « %1 »</translation>
    </message>
    <message>
        <source>its entry point returned nothing</source>
        <translation>son point d&apos;entrée n&apos;a rien renvoyé</translation>
    </message>
    <message>
        <source>built for plugin ABI %1, this dicebox needs ABI %2; rebuild it</source>
        <translation>compilé pour l&apos;ABI de plugin %1, ce dicebox exige l&apos;ABI %2 ; recompilez-le</translation>
    </message>
    <message>
        <source>it is the board of &apos;%1&apos;, not of &apos;%2&apos;</source>
        <translation>c&apos;est le plateau de « %1 », pas de « %2 »</translation>
    </message>
    <message>
        <source>it makes no board</source>
        <translation>il ne crée aucun plateau</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>rows %1; EXTRA %2; total %3</source>
        <translation>rangées %1 ; EXTRA %2 ; total %3</translation>
    </message>
    <message>
        <source> | preview: </source>
        <translation> | aperçu : </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server&apos;s address: write HOST or HOST:PORT, like 127.0.0.1:7654</source>
        <translation>« %1 » n&apos;est pas l&apos;adresse d&apos;un serveur : écrivez HÔTE ou HÔTE:PORT, comme 127.0.0.1:7654</translation>
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
        <translation>Partie</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <source>1 (solo)</source>
        <translation>1 (solo)</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Série</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Plus longue série</translation>
    </message>
    <message>
        <source>Solo games</source>
        <translation>Parties en solo</translation>
    </message>
    <message>
        <source>Solo losses</source>
        <translation>Défaites en solo</translation>
    </message>
    <message>
        <source>Wins over the games with other players</source>
        <translation>Victoires sur les parties avec d&apos;autres joueurs</translation>
    </message>
    <message>
        <source>Wins in a row up to the latest game with other players</source>
        <translation>Victoires d&apos;affilée jusqu&apos;à la dernière partie avec d&apos;autres joueurs</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Pire</translation>
    </message>
    <message>
        <source>Solo best</source>
        <translation>Meilleur en solo</translation>
    </message>
    <message>
        <source>Solo best on</source>
        <translation>Meilleur en solo le</translation>
    </message>
    <message>
        <source>%1 (lower wins)</source>
        <translation>%1 (le plus bas gagne)</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Défaites</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Égalités</translation>
    </message>
    <message>
        <source>Nemesis</source>
        <translation>Bête noire</translation>
    </message>
    <message>
        <source>Ranked above</source>
        <translation>Mieux classé</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Parties ensemble</translation>
    </message>
    <message>
        <source>The highest score; the lowest where the lower score wins</source>
        <translation>Le score le plus haut ; le plus bas là où le plus bas gagne</translation>
    </message>
</context>
<context>
    <name>RefusalText</name>
    <message>
        <source>%1 %2 no longer sets up game %3 this way: %4</source>
        <translation>%1 %2 ne met plus en place la partie %3 ainsi : %4</translation>
    </message>
    <message>
        <source>%1 has no bot &apos;%2&apos;; its bots are: %3.</source>
        <translation>%1 n’a pas de bot « %2 » ; ses bots sont : %3.</translation>
    </message>
    <message>
        <source>The player of seat %1 has no name.</source>
        <translation>Le joueur de la place %1 n’a pas de nom.</translation>
    </message>
    <message>
        <source>Two players are called &apos;%1&apos;; give each a different name.</source>
        <translation>Deux joueurs s’appellent « %1 » ; donnez à chacun un nom différent.</translation>
    </message>
    <message>
        <source>The house rule fails as the game is set up: %1</source>
        <translation>La règle maison échoue à la mise en place de la partie : %1</translation>
    </message>
    <message>
        <source>The house rule of game %1 fails: %2</source>
        <translation>La règle maison de la partie %1 échoue : %2</translation>
    </message>
    <message>
        <source>Game %1 is finished: History replays it.</source>
        <translation>La partie %1 est terminée : l’Historique la rejoue.</translation>
    </message>
    <message>
        <source>Game %1 was stopped by an error and cannot go on: History replays it.</source>
        <translation>La partie %1 a été arrêtée par une erreur et ne peut pas continuer : l’Historique la rejoue.</translation>
    </message>
    <message>
        <source>Game %1 was played by bots in a simulation, not one to go on with.</source>
        <translation>La partie %1 a été jouée par des bots dans une simulation : elle ne se continue pas.</translation>
    </message>
    <message>
        <source>Game %1 is played at table %2 of the server that records into this history; it goes on when that server is started again.</source>
        <translation>La partie %1 se joue à la table %2 du serveur qui enregistre dans cet historique ; elle continue quand ce serveur est relancé.</translation>
    </message>
    <message>
        <source>Game %1 is a game of %2, whose plugin is not found.</source>
        <translation>La partie %1 est une partie de %2, dont le plugin est introuvable.</translation>
    </message>
    <message>
        <source>Game %1 was played with %2 %3 and does not go on with %4: %5</source>
        <translation>La partie %1 a été jouée avec %2 %3 et ne continue pas avec %4 : %5</translation>
    </message>
    <message>
        <source>Game %1 was played under the printed rules (%2).</source>
        <translation>La partie %1 a été jouée selon les règles imprimées (%2).</translation>
    </message>
    <message>
        <source>%1 is not the house rule game %2 was played under (%3): its text differs (SHA-256); the script has changed since, or it is another one.</source>
        <translation>%1 n’est pas la règle maison sous laquelle la partie %2 a été jouée (%3) : son texte diffère (SHA-256) ; le script a changé depuis, ou c’en est un autre.</translation>
    </message>
    <message>
        <source>Game %1 was played under the house rule &apos;%2&apos;, whose script has changed since: the SHA-256 of %3 differs.</source>
        <translation>La partie %1 a été jouée sous la règle maison « %2 », dont le script a changé depuis : le SHA-256 de %3 diffère.</translation>
    </message>
    <message>
        <source>Game %1 was played under the house rule &apos;%2&apos;, which is not among the scripts found in %3.</source>
        <translation>La partie %1 a été jouée sous la règle maison « %2 », qui n’est pas parmi les scripts trouvés dans %3.</translation>
    </message>
    <message>
        <source>The name of seat %1 cannot be used: a name has at most %2 characters, no control or invisible characters, and no space at its start or end.</source>
        <translation>Le nom de la place %1 ne convient pas : un nom a au plus %2 caractères, aucun caractère de contrôle ou invisible, et pas d’espace au début ni à la fin.</translation>
    </message>
</context>
<context>
    <name>Story</name>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>1 die</source>
        <translation>1 dé</translation>
    </message>
    <message>
        <source>%1 dice</source>
        <translation>%1 dés</translation>
    </message>
    <message>
        <source>their only die</source>
        <translation>son seul dé</translation>
    </message>
    <message>
        <source>all %1 dice at once</source>
        <translation>les %1 dés à la fois</translation>
    </message>
    <message>
        <source>Soft</source>
        <translation>Doux</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Fort</translation>
    </message>
    <message>
        <source>knocks each arena die %1 · misses %2 · a knocked die flies out %3</source>
        <translation>touche chaque dé de l&apos;arène %1 · rate %2 · un dé touché sort %3</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>The starting die is about to roll into the arena.</source>
        <translation>Le dé de départ va rouler dans l&apos;arène.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>%1 must throw one die into the arena: the first throw of a turn is compulsory.</source>
        <translation>%1 doit lancer un dé dans l&apos;arène : le premier lancer d&apos;un tour est obligatoire.</translation>
    </message>
    <message>
        <source>%1 may throw again or stop.</source>
        <translation>%1 peut relancer ou s&apos;arrêter.</translation>
    </message>
    <message>
        <source>No two dice match: %1 may throw again or stop.</source>
        <translation>Aucun dé identique : %1 peut relancer ou s&apos;arrêter.</translation>
    </message>
    <message>
        <source>%1, the arena is empty: throw %2.</source>
        <translation>%1, l&apos;arène est vide : lance %2.</translation>
    </message>
    <message>
        <source>your only die</source>
        <translation>ton seul dé</translation>
    </message>
    <message>
        <source>%1, throw one die into the arena: the first throw of a turn is compulsory.</source>
        <translation>%1, lance un dé dans l&apos;arène : le premier lancer d&apos;un tour est obligatoire.</translation>
    </message>
    <message>
        <source>%1, the arena is empty: throw again or stop.</source>
        <translation>%1, l&apos;arène est vide : relance ou arrête-toi.</translation>
    </message>
    <message>
        <source>%1, no two dice match: throw again or stop.</source>
        <translation>%1, aucun dé identique : relance ou arrête-toi.</translation>
    </message>
    <message>
        <source>The arena is empty: %1 must throw %2.</source>
        <translation>L&apos;arène est vide : %1 doit lancer %2.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The game is over: %1 is the last player with dice and wins.</source>
        <translation>La partie est terminée : %1 est le dernier joueur avec des dés et gagne.</translation>
    </message>
    <message>
        <source>game %1 to %2</source>
        <translation>partie %1 à %2</translation>
    </message>
    <message>
        <source>The match is over (%1). Points, the lowest total wins: %2. Winner: %3.</source>
        <translation>Le match est terminé (%1). Points, le total le plus bas gagne : %2. Vainqueur : %3.</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>doux</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>fort</translation>
    </message>
    <message>
        <source>throw soft</source>
        <translation>lancer doux</translation>
    </message>
    <message>
        <source>throw normal</source>
        <translation>lancer normal</translation>
    </message>
    <message>
        <source>throw hard</source>
        <translation>lancer fort</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>arrêter</translation>
    </message>
    <message>
        <source>arena empty</source>
        <extracomment>The game&apos;s log: the number faces lying in the arena after a throw, or the starting die.</extracomment>
        <translation>arène vide</translation>
    </message>
    <message>
        <source>arena %1</source>
        <translation>arène %1</translation>
    </message>
    <message>
        <source>%1 | x %2 | out %3</source>
        <extracomment>The game&apos;s log: a throw&apos;s result, the arena (%1), how many dice showed X (%2) and how many left the arena (%3).</extracomment>
        <translation>%1 | X %2 | sortis %3</translation>
    </message>
</context>
<context>
    <name>dicebox::extra_board::DiceTray</name>
    <message>
        <source>The dice (keys 1–5)</source>
        <translation>Les dés (touches 1–5)</translation>
    </message>
    <message>
        <source>Die %1: into the next free slot (key %1)</source>
        <translation>Dé %1 : dans la prochaine place libre (touche %1)</translation>
    </message>
    <message>
        <source>Pair 1</source>
        <translation>Paire 1</translation>
    </message>
    <message>
        <source>Pair 2</source>
        <translation>Paire 2</translation>
    </message>
    <message>
        <source>5th die</source>
        <translation>5e dé</translation>
    </message>
    <message>
        <source>Drop a die here; click to put it back</source>
        <translation>Déposez un dé ici ; un clic le remet</translation>
    </message>
    <message>
        <source>The dice are not rolled yet</source>
        <translation>Les dés ne sont pas encore lancés</translation>
    </message>
    <message>
        <source>The dice (keys 1–%1)</source>
        <translation>Les dés (touches 1–%1)</translation>
    </message>
    <message>
        <source>= %1, row %1</source>
        <translation>= %1, rangée %1</translation>
    </message>
    <message>
        <source>The dice</source>
        <translation>Les dés</translation>
    </message>
</context>
<context>
    <name>dicebox::extra_board::DieButton</name>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
</context>
<context>
    <name>dicebox::extra_board::ExtraBoard</name>
    <message>
        <source>New EXTRA number into:</source>
        <translation>Nouveau chiffre EXTRA dans :</translation>
    </message>
    <message>
        <source>Every legal choice (PageUp / PageDown)</source>
        <translation>Chaque choix permis (Page préc. / Page suiv.)</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmer</translation>
    </message>
    <message>
        <source>Enter the choice (Enter)</source>
        <translation>Inscrire le choix (Entrée)</translation>
    </message>
    <message>
        <source>Die %1 into the next slot (or back)</source>
        <translation>Dé %1 dans la prochaine place (ou retour)</translation>
    </message>
    <message>
        <source>Take back the last die</source>
        <translation>Reprendre le dernier dé</translation>
    </message>
    <message>
        <source>Take back every die</source>
        <translation>Reprendre tous les dés</translation>
    </message>
    <message>
        <source>Next column for the new EXTRA number</source>
        <translation>Colonne suivante pour le nouveau chiffre EXTRA</translation>
    </message>
    <message>
        <source>Next legal choice</source>
        <translation>Choix permis suivant</translation>
    </message>
    <message>
        <source>Previous legal choice</source>
        <translation>Choix permis précédent</translation>
    </message>
    <message>
        <source>Confirm the choice</source>
        <translation>Confirmer le choix</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) for pair 1</source>
        <translation>
            <numerusform>%n dé pour la paire 1</numerusform>
            <numerusform>%n dés pour la paire 1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) for pair 2</source>
        <translation>
            <numerusform>%n dé pour la paire 2</numerusform>
            <numerusform>%n dés pour la paire 2</numerusform>
        </translation>
    </message>
    <message>
        <source>the 5th die</source>
        <translation>le 5e dé</translation>
    </message>
    <message>
        <source>Still to choose: %1.</source>
        <translation>Encore à choisir : %1.</translation>
    </message>
    <message>
        <source> (row %1 is full: no cross there)</source>
        <translation> (la rangée %1 est complète : pas de croix)</translation>
    </message>
    <message>
        <source> That is the last box of the column: your game ends.</source>
        <translation> C&apos;est la dernière case de la colonne : ta partie se termine.</translation>
    </message>
    <message>
        <source> Total %1 → %2.</source>
        <translation> Total %1 → %2.</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>bot</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>vainqueur</translation>
    </message>
    <message>
        <source>game ended</source>
        <translation>partie terminée</translation>
    </message>
    <message>
        <source>choosing</source>
        <translation>choisit</translation>
    </message>
    <message>
        <source>to choose</source>
        <translation>doit choisir</translation>
    </message>
    <message>
        <source>has chosen</source>
        <translation>a choisi</translation>
    </message>
    <message numerus="yes">
        <source>All %n legal choice(s)…</source>
        <translation>
            <numerusform>Le %n choix permis…</numerusform>
            <numerusform>Les %n choix permis…</numerusform>
        </translation>
    </message>
    <message>
        <source>EXTRA!</source>
        <translation>EXTRA!</translation>
    </message>
    <message>
        <source>Game over after round %1</source>
        <translation>Fin de la partie après la manche %1</translation>
    </message>
    <message>
        <source>Round %1 — %2, assign the dice</source>
        <translation>Manche %1 — %2, répartis les dés</translation>
    </message>
    <message>
        <source>Round %1 — waiting for %2</source>
        <translation>Manche %1 — en attente de %2</translation>
    </message>
    <message>
        <source>Round %1 — the dice are rolled</source>
        <translation>Manche %1 — les dés sont lancés</translation>
    </message>
    <message>
        <source>crossed in EXTRA column %1</source>
        <translation>coché dans la colonne EXTRA %1</translation>
    </message>
    <message>
        <source>a new EXTRA number: column %1</source>
        <translation>un nouveau chiffre EXTRA : colonne %1</translation>
    </message>
    <message>
        <source>free ride: dropped</source>
        <translation>coup de chance : laissé de côté</translation>
    </message>
    <message>
        <source>%1 (%2 boxes)</source>
        <translation>%1 (%2 cases)</translation>
    </message>
    <message>
        <source>%1: the %2</source>
        <translation>%1 : le %2</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Refusé : %1</translation>
    </message>
    <message>
        <source>Not allowed: %1.</source>
        <translation>Pas permis : %1.</translation>
    </message>
    <message>
        <source>Nobody wins: a negative total loses a solo game.</source>
        <translation>Personne ne gagne : un total négatif perd une partie en solo.</translation>
    </message>
    <message>
        <source>%1 wins with %2.</source>
        <translation>%1 gagne avec %2.</translation>
    </message>
    <message>
        <source>%1 share the win with %2.</source>
        <translation>%1 partagent la victoire avec %2.</translation>
    </message>
    <message>
        <source>chose %1</source>
        <translation>a choisi %1</translation>
    </message>
    <message>
        <source>Before the first roll</source>
        <translation>Avant le premier lancer</translation>
    </message>
    <message>
        <source>Round %1 — %2 chose %3</source>
        <translation>Manche %1 — %2 a choisi %3</translation>
    </message>
    <message>
        <source>The game begins: the dice are rolled first</source>
        <translation>La partie commence : on lance d&apos;abord les dés</translation>
    </message>
    <message>
        <source>Round %1 is over: the dice are rolled again</source>
        <translation>La manche %1 est finie : on relance les dés</translation>
    </message>
    <message>
        <source>waiting for %1</source>
        <translation>attend %1</translation>
    </message>
    <message>
        <source>Round %1 — every choice is made</source>
        <translation>Manche %1 — tous ont choisi</translation>
    </message>
    <message>
        <source> · the game is over for %1</source>
        <translation> · la partie est finie pour %1</translation>
    </message>
</context>
<context>
    <name>dicebox::extra_board::SheetWidget</name>
    <message>
        <source>−200 zone</source>
        <translation>zone −200</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
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
        <translation> et </translation>
    </message>
    <message>
        <source>A new game: the pawns stand on Start, %1 steps from the Goal. %2 rolls first.</source>
        <translation>Une nouvelle partie : les pions sont au départ, à %1 cases de l&apos;arrivée. %2 lance en premier.</translation>
    </message>
    <message>
        <source>There is no roll to place yet.</source>
        <translation>Il n&apos;y a pas encore de lancer à placer.</translation>
    </message>
    <message>
        <source>Ring %1 is taken by %2&apos;s %3: rings 1 to %4 hold one pair each, ring 0 any number.</source>
        <translation>L&apos;anneau %1 est pris par le %3 de %2 : les anneaux 1 à %4 portent une paire chacun, l&apos;anneau 0 autant qu&apos;on veut.</translation>
    </message>
    <message>
        <source>%1 on ring %2</source>
        <translation>%1 sur l&apos;anneau %2</translation>
    </message>
    <message>
        <source> (no move next turn)</source>
        <translation> (pas de déplacement au prochain tour)</translation>
    </message>
    <message>
        <source> (+%1 next turn)</source>
        <translation> (+%1 au prochain tour)</translation>
    </message>
    <message>
        <source>, knocks off nobody</source>
        <translation>, n&apos;éjecte personne</translation>
    </message>
    <message>
        <source>, knocks off %1</source>
        <translation>, éjecte %1</translation>
    </message>
    <message>
        <source>Roll both dice again: an X now ends the turn, with nothing placed.</source>
        <translation>Relancer les deux dés : un X termine maintenant le tour, sans rien placer.</translation>
    </message>
    <message>
        <source>Roll both dice again: an X now ends the turn, with nothing placed, and the pawn goes back %1 per X.</source>
        <translation>Relancer les deux dés : un X termine maintenant le tour, sans rien placer, et le pion recule de %1 par X.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Game over: %1 reached the Goal and wins. Positions: %2.</source>
        <translation>Fin de la partie : %1 a atteint l&apos;arrivée et gagne. Positions : %2.</translation>
    </message>
    <message>
        <source>roll again</source>
        <translation>relancer</translation>
    </message>
    <message>
        <source>place on ring %1</source>
        <translation>placer sur l&apos;anneau %1</translation>
    </message>
</context>
<context>
    <name>dicebox::exxtra_board::CrossTrack</name>
    <message>
        <source>%1 on Start</source>
        <translation>%1 au départ</translation>
    </message>
    <message>
        <source>%1 on the Goal</source>
        <translation>%1 à l&apos;arrivée</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Track from Start 0 to Goal %1: %2</source>
        <translation>Piste du départ 0 à l&apos;arrivée %1 : %2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <source>Goal (space %1)</source>
        <translation>Arrivée (case %1)</translation>
    </message>
    <message>
        <source>Space %1</source>
        <translation>Case %1</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Arrivée</translation>
    </message>
</context>
<context>
    <name>dicebox::exxtra_board::DiceTray</name>
    <message>
        <source>No roll on the table</source>
        <translation>Aucun lancer sur la table</translation>
    </message>
    <message>
        <source>Die A shows %1, die B shows %2. %3</source>
        <translation>Le dé A montre %1, le dé B montre %2. %3</translation>
    </message>
    <message>
        <source>die A</source>
        <translation>dé A</translation>
    </message>
    <message>
        <source>die B</source>
        <translation>dé B</translation>
    </message>
    <message>
        <source>no roll on the table</source>
        <translation>aucun lancer sur la table</translation>
    </message>
</context>
<context>
    <name>dicebox::exxtra_board::ExxtraBoard</name>
    <message>
        <source>&amp;Roll again</source>
        <translation>&amp;Relancer</translation>
    </message>
    <message>
        <source>&amp;Roll again  [R]</source>
        <translation>&amp;Relancer  [R]</translation>
    </message>
    <message>
        <source>&amp;Place on the chosen ring</source>
        <translation>&amp;Placer sur l&apos;anneau choisi</translation>
    </message>
    <message>
        <source>Place on ring %1</source>
        <translation>Placer sur l&apos;anneau %1</translation>
    </message>
    <message>
        <source>invalid: an X after the first roll</source>
        <translation>invalide : un X après le premier lancer</translation>
    </message>
    <message>
        <source>first roll of this turn: an X counts 0</source>
        <translation>premier lancer de ce tour : un X compte 0</translation>
    </message>
    <message>
        <source>roll %1 of this turn</source>
        <translation>lancer %1 de ce tour</translation>
    </message>
    <message>
        <source>Game over after %1 turns — %2 wins!</source>
        <translation>Fin de la partie après %1 tours — %2 gagne !</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>Turn %1 · %2 has the dice</source>
        <translation>Tour %1 · %2 a les dés</translation>
    </message>
    <message>
        <source>Turn %1 · %2 has the dice · roll %3</source>
        <translation>Tour %1 · %2 a les dés · lancer %3</translation>
    </message>
    <message>
        <source>&amp;Place on ring %1</source>
        <translation>&amp;Placer sur l&apos;anneau %1</translation>
    </message>
    <message>
        <source>&amp;Place (choose a ring)</source>
        <translation>&amp;Placer (choisir un anneau)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The dice are rolling for %1.</source>
        <translation>Les dés roulent pour %1.</translation>
    </message>
    <message>
        <source>%1 decides: roll again or place the %2.</source>
        <translation>%1 décide : relancer ou placer le %2.</translation>
    </message>
    <message>
        <source>%1, roll again (R) or place the %2 on a ring (keys 0–%3, or Tab to the ladder and arrows). Point at a ring to see what placing there does.</source>
        <translation>%1, relance (R) ou place le %2 sur un anneau (touches 0–%3, ou Tab vers l&apos;échelle et les flèches). Pointe un anneau pour voir ce que l&apos;y placer fait.</translation>
    </message>
    <message>
        <source>Choose a ring first: click one, or press its number.</source>
        <translation>Choisis d&apos;abord un anneau : clique dessus ou tape son numéro.</translation>
    </message>
    <message>
        <source>The rules refused that: %1</source>
        <translation>Les règles l&apos;ont refusé : %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dice ladder&lt;/b&gt;</source>
        <translation>&lt;b&gt;Échelle des dés&lt;/b&gt;</translation>
    </message>
    <message>
        <source>A pair on ring N moves its pawn N spaces at its owner&apos;s next turn</source>
        <translation>Une paire sur l&apos;anneau N fait avancer le pion de N cases au prochain tour de son propriétaire</translation>
    </message>
</context>
<context>
    <name>dicebox::exxtra_board::Names</name>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
</context>
<context>
    <name>dicebox::exxtra_board::RingButton</name>
    <message>
        <source>Ring %1</source>
        <translation>Anneau %1</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <translation>%2 de %1</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>here?</source>
        <translation>ici ?</translation>
    </message>
    <message>
        <source>%1: off</source>
        <translation>%1 : éjecté</translation>
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
        <translation>Parties &amp;simulées aussi</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>J&amp;oueur :</translation>
    </message>
    <message>
        <source>&amp;Game and variant:</source>
        <translation>&amp;Jeu et variante :</translation>
    </message>
    <message>
        <source>Scores over &amp;time</source>
        <translation>Scores au fil du &amp;temps</translation>
    </message>
    <message>
        <source>Score &amp;distribution</source>
        <translation>&amp;Distribution des scores</translation>
    </message>
    <message>
        <source>&amp;Win rate by opponent</source>
        <translation>Taux de &amp;victoire par adversaire</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Pas encore de parties.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Pas encore de parties terminées.</translation>
    </message>
    <message>
        <source>%1 has no finished games of %2 · %3.</source>
        <translation>%1 n&apos;a pas de parties terminées de %2 · %3.</translation>
    </message>
    <message>
        <source>%1&apos;s scores in %2 · %3</source>
        <translation>Scores de %1 à %2 · %3</translation>
    </message>
    <message>
        <source>Score of each game</source>
        <translation>Score de chaque partie</translation>
    </message>
    <message>
        <source>When the game ended</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>Score (lower is better)</source>
        <translation>Score (plus bas, c&apos;est mieux)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>No finished games of %1 · %2.</source>
        <translation>Aucune partie terminée de %1 · %2.</translation>
    </message>
    <message>
        <source>Scores in the range</source>
        <translation>Scores dans l&apos;intervalle</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>Number of scores</source>
        <translation>Nombre de scores</translation>
    </message>
    <message>
        <source>Games won, of those played together (%)</source>
        <translation>Parties gagnées, parmi celles jouées ensemble (%)</translation>
    </message>
    <message>
        <source>@value%</source>
        <translation>@value %</translation>
    </message>
    <message>
        <source>Games won (a shared first place is a draw)</source>
        <translation>Parties gagnées (une première place partagée est une égalité)</translation>
    </message>
    <message>
        <source>Average of the last %1 games</source>
        <translation>Moyenne des %1 dernières parties</translation>
    </message>
    <message>
        <source>Distribution of 1 score in %1 · %2</source>
        <translation>Répartition de 1 score dans %1 · %2</translation>
    </message>
    <message>
        <source>Distribution of %1 scores in %2 · %3</source>
        <translation>Répartition de %1 scores dans %2 · %3</translation>
    </message>
    <message>
        <source>%1 (1 game)</source>
        <translation>%1 (1 partie)</translation>
    </message>
    <message>
        <source>%1 (%2 games)</source>
        <translation>%1 (%2 parties)</translation>
    </message>
    <message>
        <source>Game, in the order played (they ended too close together to be told apart by time)</source>
        <translation>Partie, dans l&apos;ordre joué (elles ont fini trop près l&apos;une de l&apos;autre pour être distinguées par l&apos;heure)</translation>
    </message>
    <message>
        <source>The coach&apos;s &amp;reviews</source>
        <translation>Les &amp;analyses de l&apos;entraîneur</translation>
    </message>
    <message>
        <source>No game of %1 by %2 has been reviewed yet: review one from its replay in History, or with dicebox review.</source>
        <translation>Aucune partie de %1 par %2 n&apos;a encore été analysée : analysez-en une depuis sa relecture dans l&apos;Historique, ou avec dicebox review.</translation>
    </message>
    <message>
        <source>What a decision of %1 lost in %2, by the coach</source>
        <translation>Ce qu&apos;une décision de %1 a perdu à %2, selon l&apos;entraîneur</translation>
    </message>
    <message>
        <source>Average loss per decision of each reviewed game</source>
        <translation>Perte moyenne par décision de chaque partie analysée</translation>
    </message>
    <message>
        <source>Reviewed game, in the order played</source>
        <translation>Partie analysée, dans l&apos;ordre joué</translation>
    </message>
    <message>
        <source>Chance of winning lost (%)</source>
        <translation>Chance de gagner perdue (%)</translation>
    </message>
    <message>
        <source>Expected points lost</source>
        <translation>Points attendus perdus</translation>
    </message>
    <message>
        <source>%1 has not played %2 · %3 against anybody yet.</source>
        <translation>%1 n’a encore joué à %2 · %3 contre personne.</translation>
    </message>
    <message>
        <source>%1&apos;s games of %2 · %3 won against each opponent</source>
        <translation>Parties de %1 à %2 · %3 gagnées contre chaque adversaire</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::FolderList</name>
    <message>
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::GameList</name>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 joueurs</translation>
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
Pas de plateau : il ne peut pas être joué dans cette application (voir Aide ▸ Plugins).</translation>
    </message>
    <message>
        <source>%1 — not loaded: %2</source>
        <translation>%1 — non chargé : %2</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::GameLog</name>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Dés : %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
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
        <translation>Personne n&apos;a la main pour l&apos;instant.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · game %2 · seed %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · partie %2 · graine %3</translation>
    </message>
    <message>
        <source> · house rule: %1</source>
        <translation> · règle maison : %1</translation>
    </message>
    <message>
        <source>Game %1 stays in the history, unfinished: Game ▸ Resume goes on with it.</source>
        <translation>La partie %1 reste inachevée dans l&apos;historique : Partie ▸ Reprendre la poursuit.</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::GameTab</name>
    <message>
        <source>The game begins.</source>
        <translation>La partie commence.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>La partie continue.</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>À %1 de jouer.</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>The coach&apos;s best choices for the person asked (Ctrl+H)</source>
        <translation>Les meilleurs choix selon l&apos;entraîneur pour la personne qui a la main (Ctrl+H)</translation>
    </message>
    <message>
        <source>The coach&apos;s best choices for %1:</source>
        <translation>Les meilleurs choix selon l&apos;entraîneur pour %1 :</translation>
    </message>
    <message>
        <source>%1% to win</source>
        <translation>%1 % de chances de gagner</translation>
    </message>
    <message>
        <source>expected %1 points</source>
        <translation>%1 points attendus</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>, equal best</source>
        <translation>, à égalité avec le meilleur</translation>
    </message>
    <message>
        <source>, equal to the one above</source>
        <translation>, à égalité avec celui du dessus</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::HistoryModel</name>
    <message>
        <source>unfinished</source>
        <translation>inachevée</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>interrompue</translation>
    </message>
    <message>
        <source>%1, simulated</source>
        <translation>%1, simulée</translation>
    </message>
    <message>
        <source>Game %1, begun %2</source>
        <translation>Partie %1, commencée %2</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>%1, online</source>
        <translation>%1, en ligne</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::HistorySection</name>
    <message>
        <source>Reading the history…</source>
        <translation>Lecture de l&apos;historique…</translation>
    </message>
    <message>
        <source>No games yet: they are recorded here as they are played.</source>
        <translation>Pas encore de parties : elles sont enregistrées ici au fil du jeu.</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::HistoryView</name>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Du</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>&amp;Au</translation>
    </message>
    <message>
        <source>&amp;Simulated games too</source>
        <translation>Parties &amp;simulées aussi</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>Rep&amp;rendre</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <source>anybody (a name, or bot:KIND)</source>
        <translation>n&apos;importe qui (un nom, ou bot:TYPE)</translation>
    </message>
    <message>
        <source>any variant</source>
        <translation>toute variante</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>J&amp;oueur :</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante :</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>Replay the game on its board, step by step (Enter)</source>
        <translation>Rejouer la partie sur son plateau, pas à pas (Entrée)</translation>
    </message>
    <message>
        <source>Go on with this unfinished game</source>
        <translation>Continuer cette partie inachevée</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Chargement…</translation>
    </message>
    <message>
        <source>No games match.</source>
        <translation>Aucune partie ne correspond.</translation>
    </message>
    <message>
        <source>1 game shown, more as you scroll down.</source>
        <translation>1 partie affichée, d&apos;autres en faisant défiler.</translation>
    </message>
    <message>
        <source>1 game shown.</source>
        <translation>1 partie affichée.</translation>
    </message>
    <message numerus="yes">
        <source>%n games shown, more as you scroll down.</source>
        <translation>
            <numerusform>%n partie affichée, d&apos;autres en faisant défiler.</numerusform>
            <numerusform>%n parties affichées, d&apos;autres en faisant défiler.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games shown.</source>
        <translation>
            <numerusform>%n partie affichée.</numerusform>
            <numerusform>%n parties affichées.</numerusform>
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
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Resume a game…</source>
        <translation>&amp;Reprendre une partie…</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Choose a game&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Choisis un jeu&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Games are recorded in %1</source>
        <translation>Les parties sont enregistrées dans %1</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Close game</source>
        <translation>&amp;Fermer la partie</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Coup</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Plugins…</source>
        <translation>&amp;Plugins…</translation>
    </message>
    <message>
        <source>&amp;About dicebox</source>
        <translation>À &amp;propos de dicebox</translation>
    </message>
    <message>
        <source>About dicebox</source>
        <translation>À propos de dicebox</translation>
    </message>
    <message>
        <source>&lt;b&gt;dicebox&lt;/b&gt; %1&lt;br&gt;A rules sandbox for dice games.</source>
        <translation>&lt;b&gt;dicebox&lt;/b&gt; %1&lt;br&gt;Un bac à sable de règles pour jeux de dés.</translation>
    </message>
    <message>
        <source>The game cannot start</source>
        <translation>La partie ne peut pas commencer</translation>
    </message>
    <message>
        <source>The game cannot go on</source>
        <translation>La partie ne peut pas continuer</translation>
    </message>
    <message>
        <source>The game cannot be shown</source>
        <translation>La partie ne peut pas être affichée</translation>
    </message>
    <message>
        <source>%1 has no board in this app (see Help ▸ Plugins).</source>
        <translation>%1 n&apos;a pas de plateau dans cette application (voir Aide ▸ Plugins).</translation>
    </message>
    <message>
        <source>The game stopped</source>
        <translation>La partie s&apos;est arrêtée</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Records</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>Et si</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>The new folders and language apply when dicebox starts again.</source>
        <translation>Les nouveaux dossiers et la langue s&apos;appliquent au prochain démarrage de dicebox.</translation>
    </message>
    <message>
        <source>The game cannot be replayed</source>
        <translation>La partie ne peut pas être rejouée</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Règles de ce jeu</translation>
    </message>
    <message>
        <source>Quit dicebox?</source>
        <translation>Quitter dicebox ?</translation>
    </message>
    <message>
        <source>Games not finished: %1. Quit?</source>
        <translation>Parties non finies : %1. Quitter ?</translation>
    </message>
    <message>
        <source>They stay in the history, unfinished: Game ▸ Resume goes on with them.</source>
        <translation>Elles restent dans l&apos;historique, inachevées : Partie ▸ Reprendre les continue.</translation>
    </message>
    <message>
        <source>Rules of this game</source>
        <translation>Règles de ce jeu</translation>
    </message>
    <message>
        <source>Choose a game first (in Play).</source>
        <translation>Choisis d&apos;abord un jeu (dans Jouer).</translation>
    </message>
    <message>
        <source>Choose its script…</source>
        <translation>Choisir son script…</translation>
    </message>
    <message>
        <source>The game&apos;s house rule</source>
        <translation>La règle maison de la partie</translation>
    </message>
    <message>
        <source>House rules (*.lua)</source>
        <translation>Règles maison (*.lua)</translation>
    </message>
    <message>
        <source>&amp;Play online…</source>
        <translation>Jouer en &amp;ligne…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>The table cannot be opened</source>
        <translation>La table ne peut pas être ouverte</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message>
        <source>No seat at the table</source>
        <translation>Pas de place à la table</translation>
    </message>
    <message>
        <source>Close %1?</source>
        <translation>Fermer %1 ?</translation>
    </message>
    <message>
        <source>%1 is not finished. Close it?</source>
        <translation>%1 n&apos;est pas terminée. La fermer ?</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::NewGameDialog</name>
    <message>
        <source>&amp;Add a seat</source>
        <translation>&amp;Ajouter une place</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <source>Seats:</source>
        <translation>Places :</translation>
    </message>
    <message>
        <source>House &amp;rule:</source>
        <translation>&amp;Règle maison :</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Graine :</translation>
    </message>
    <message>
        <source>%1 %2 · %3–%4 players · %5</source>
        <translation>%1 %2 · %3–%4 joueurs · %5</translation>
    </message>
    <message>
        <source>%1 has no board in this app (see Help ▸ Plugins).</source>
        <translation>%1 n&apos;a pas de plateau dans cette application (voir Aide ▸ Plugins).</translation>
    </message>
    <message>
        <source>None — the rules as printed</source>
        <translation>Aucune — les règles imprimées</translation>
    </message>
    <message>
        <source>Another file…</source>
        <translation>Un autre fichier…</translation>
    </message>
    <message>
        <source>House rule</source>
        <translation>Règle maison</translation>
    </message>
    <message>
        <source>Lua scripts (*.lua)</source>
        <translation>Scripts Lua (*.lua)</translation>
    </message>
    <message>
        <source>Choose a game.</source>
        <translation>Choisis un jeu.</translation>
    </message>
    <message>
        <source>Seat %1 needs a name.</source>
        <translation>La place %1 a besoin d&apos;un nom.</translation>
    </message>
    <message>
        <source>Play a &amp;match</source>
        <translation>Jouer un &amp;match</translation>
    </message>
    <message>
        <source>Host a table at %1</source>
        <translation>Ouvrir une table sur %1</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>&amp;Ouvrir la table</translation>
    </message>
    <message>
        <source>Seat %1 is yours at the table: write your name.</source>
        <translation>La place %1 est la vôtre à la table : écrivez votre nom.</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>place %1</translation>
    </message>
    <message>
        <source>A table needs a seat for you.</source>
        <translation>Une table a besoin d&apos;une place pour vous.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>after</source>
        <translation>après</translation>
    </message>
    <message>
        <source>S&amp;tand-in:</source>
        <translation>&amp;Remplaçant :</translation>
    </message>
    <message>
        <source>None: a seat waits for its person</source>
        <translation>Aucun : une place attend sa personne</translation>
    </message>
    <message>
        <source>The %1 bot plays for a person away</source>
        <translation>Le bot %1 joue pour une personne absente</translation>
    </message>
    <message>
        <source>The bots:</source>
        <translation>Les bots :</translation>
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
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>&amp;Ouvrir une table…</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Jouer en ligne</translation>
    </message>
    <message>
        <source>HOST or HOST:PORT (7654 unless given); wss://HOST:PORT for a server that speaks TLS</source>
        <translation>HÔTE ou HÔTE:PORT (7654 par défaut) ; wss://HÔTE:PORT pour un serveur qui parle TLS</translation>
    </message>
    <message>
        <source>to take your seat back after leaving it</source>
        <translation>pour reprendre votre place après l&apos;avoir quittée</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Serveur :</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom :</translation>
    </message>
    <message>
        <source>or seat &amp;token:</source>
        <translation>ou &amp;jeton de place :</translation>
    </message>
    <message>
        <source>Write the table&apos;s code, or your seat&apos;s token to take it back.</source>
        <translation>Écrivez le code de la table, ou le jeton de votre place pour la reprendre.</translation>
    </message>
    <message>
        <source>Write the name you play under at the table.</source>
        <translation>Écrivez le nom sous lequel vous jouez à la table.</translation>
    </message>
    <message>
        <source>The tables you sit at: choose one to take your seat back</source>
        <translation>Les tables où vous êtes assis : choisissez-en une pour reprendre votre place</translation>
    </message>
    <message>
        <source>Table %1 at %2, as %3 — take your seat back</source>
        <translation>Table %1 sur %2, en tant que %3 — reprendre votre place</translation>
    </message>
    <message>
        <source>like K7QM-2XPA, or the table&apos;s link</source>
        <translation>comme K7QM-2XPA, ou le lien de la table</translation>
    </message>
    <message>
        <source>The code or the link the table&apos;s host sent you; a link gives the server too</source>
        <translation>Le code ou le lien que l&apos;hôte de la table vous a envoyé ; un lien donne aussi le serveur</translation>
    </message>
    <message>
        <source>Play at a dicebox server&apos;s table with people elsewhere: join a table with the link or the code its host gave you, or host one and send its link to the others.</source>
        <translation>Jouer à la table d&apos;un serveur dicebox avec des gens d&apos;ailleurs : rejoignez une table avec le lien ou le code que son hôte vous a donné, ou ouvrez-en une et envoyez son lien aux autres.</translation>
    </message>
    <message>
        <source>Table &amp;code or link:</source>
        <translation>&amp;Code ou lien de la table :</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::OnlineGame</name>
    <message>
        <source>The server refuses the table: %1</source>
        <translation>Le serveur refuse la table : %1</translation>
    </message>
    <message>
        <source>The table plays &apos;%1&apos;, which is not among the games here (see Help ▸ Plugins).</source>
        <translation>La table joue à « %1 », qui n&apos;est pas parmi les jeux ici (voir Aide ▸ Plugins).</translation>
    </message>
    <message>
        <source>The house rule of table %1 cannot be run here: %2</source>
        <translation>La règle maison de la table %1 ne peut pas être exécutée ici : %2</translation>
    </message>
    <message>
        <source>Table %1 cannot be set up here: %2</source>
        <translation>La table %1 ne peut pas être mise en place ici : %2</translation>
    </message>
    <message>
        <source>A game at a server is played without the coach.</source>
        <translation>Une partie sur un serveur se joue sans l&apos;entraîneur.</translation>
    </message>
    <message>
        <source>The server at %1 cannot be reached: %2</source>
        <translation>Le serveur %1 est injoignable : %2</translation>
    </message>
    <message>
        <source>The server at %1 cannot be reached: %2
Your seat waits for you there: Game ▸ Play online takes it back with the token %3.</source>
        <translation>Le serveur %1 est injoignable : %2
Votre place vous y attend : Partie ▸ Jouer en ligne la reprend avec le jeton %3.</translation>
    </message>
    <message>
        <source>The server at %1 does not give the seat back: %2</source>
        <translation>Le serveur %1 ne rend pas la place : %2</translation>
    </message>
    <message>
        <source>The dice of table %1 cannot be trusted: %2</source>
        <translation>On ne peut pas se fier aux dés de la table %1 : %2</translation>
    </message>
    <message>
        <source>The game cannot be kept in your history: %1</source>
        <translation>La partie ne peut pas être gardée dans votre historique : %1</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>place %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source> · house rule: %1</source>
        <translation> · règle maison : %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;The connection is lost&lt;/b&gt; (%1): taking your seat back, try %2 of %3…</source>
        <translation>&lt;b&gt;La connexion est perdue&lt;/b&gt; (%1) : reprise de votre place, essai %2 sur %3…</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (vous)</translation>
    </message>
    <message>
        <source> (bot)</source>
        <translation> (bot)</translation>
    </message>
    <message>
        <source> — not here yet</source>
        <translation> — pas encore là</translation>
    </message>
    <message>
        <source> — away; the %1 bot plays for them</source>
        <translation> — absent ; le bot %1 joue à sa place</translation>
    </message>
    <message>
        <source> — connection lost</source>
        <translation> — connexion perdue</translation>
    </message>
    <message>
        <source> — thinking…</source>
        <translation> — réfléchit…</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The dice are checked: the seed revealed is the one announced, and it gives every roll.</source>
        <translation>Les dés sont vérifiés : la graine révélée est celle annoncée, et elle donne chaque lancer.</translation>
    </message>
    <message>
        <source>Kept in your history as game %1.</source>
        <translation>Gardée dans votre historique comme partie %1.</translation>
    </message>
    <message>
        <source>Your seat at table %1 waits for you at %2: Game ▸ Play online takes it back with the token %3.</source>
        <translation>Votre place à la table %1 vous attend sur %2 : Partie ▸ Jouer en ligne la reprend avec le jeton %3.</translation>
    </message>
    <message>
        <source>The game at table %1 cannot go on here: %2</source>
        <translation>La partie de la table %1 ne peut pas continuer ici : %2</translation>
    </message>
    <message>
        <source>The server does not hand the seat on: %1</source>
        <translation>Le serveur ne cède pas la place : %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · table &lt;nobr&gt;%2&lt;/nobr&gt; at &lt;nobr&gt;%3&lt;/nobr&gt; · the dice sealed with SHA-256 %4…</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · table &lt;nobr&gt;%2&lt;/nobr&gt; sur &lt;nobr&gt;%3&lt;/nobr&gt; · les dés scellés par SHA-256 %4…</translation>
    </message>
    <message>
        <source> — &lt;a href=&quot;hand:%1:%2&quot;&gt;let the %2 bot play it&lt;/a&gt; · &lt;a href=&quot;free:%1&quot;&gt;free the seat&lt;/a&gt;</source>
        <translation> — &lt;a href=&quot;hand:%1:%2&quot;&gt;le confier au bot %2&lt;/a&gt; · &lt;a href=&quot;free:%1&quot;&gt;libérer la place&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Your seat at table %1 was taken by a newer connection (your token used elsewhere); it is played there now, and not taken back here.</source>
        <translation>Votre place à la table %1 a été prise par une connexion plus récente (votre jeton utilisé ailleurs) ; elle y est jouée désormais, et n&apos;est pas reprise ici.</translation>
    </message>
    <message>
        <source>Waiting for %1 to join with the table&apos;s link:</source>
        <translation>En attente de %1, qui rejoint avec le lien de la table :</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;copy:link&quot;&gt;Copy the link&lt;/a&gt; · &lt;a href=&quot;copy:code&quot;&gt;Copy the code&lt;/a&gt; · &lt;a href=&quot;copy:invitation&quot;&gt;Copy an invitation&lt;/a&gt;</source>
        <translation>&lt;a href=&quot;copy:link&quot;&gt;Copier le lien&lt;/a&gt; · &lt;a href=&quot;copy:code&quot;&gt;Copier le code&lt;/a&gt; · &lt;a href=&quot;copy:invitation&quot;&gt;Copier une invitation&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Join my %1 table: %2 in a browser; or in dicebox, paste it into Game ▸ Play online, or in a terminal: dicebox join %2 --name YOUR-NAME</source>
        <translation>Rejoignez ma table de %1 : %2 dans un navigateur ; ou dans dicebox, collez-le dans Partie ▸ Jouer en ligne ; ou dans un terminal : dicebox join %2 --name VOTRE-NOM</translation>
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
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>loaded</source>
        <translation>chargé</translation>
    </message>
    <message>
        <source>board loaded</source>
        <translation>plateau chargé</translation>
    </message>
    <message>
        <source>not loaded: %1</source>
        <translation>non chargé : %1</translation>
    </message>
    <message>
        <source>board not loaded: %1</source>
        <translation>plateau non chargé : %1</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::RecordsView</name>
    <message>
        <source>&amp;Simulated games too</source>
        <translation>Parties &amp;simulées aussi</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Toutes les variantes</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Tout le monde</translation>
    </message>
    <message>
        <source>Games and variants</source>
        <translation>Jeux et variantes</translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation>Meilleurs scores</translation>
    </message>
    <message>
        <source>Average by number of players</source>
        <translation>Moyenne par nombre de joueurs</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Personal scores</source>
        <translation>Scores personnels</translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation>Face-à-face</translation>
    </message>
    <message>
        <source>Nemeses</source>
        <translation>Bêtes noires</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante :</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>J&amp;oueur :</translation>
    </message>
    <message>
        <source>Average score by number of players</source>
        <translation>Score moyen par nombre de joueurs</translation>
    </message>
    <message>
        <source>Wins and streaks (counted over the games with other players)</source>
        <translation>Victoires et séries (comptées sur les parties avec d&apos;autres joueurs)</translation>
    </message>
    <message>
        <source>Personal scores (best and worst in each game&apos;s own direction)</source>
        <translation>Scores personnels (meilleur et pire dans le sens propre à chaque jeu)</translation>
    </message>
    <message>
        <source>Aga&amp;inst:</source>
        <translation>&amp;Contre :</translation>
    </message>
    <message>
        <source>Head-to-head (a better rank in a game wins it)</source>
        <translation>Face-à-face (un meilleur rang dans une partie la gagne)</translation>
    </message>
    <message>
        <source>&amp;Best scores</source>
        <translation>&amp;Meilleurs scores</translation>
    </message>
    <message>
        <source>Pl&amp;ayers</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <source>Head-to-&amp;head</source>
        <translation>&amp;Face-à-face</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Pas encore de parties.</translation>
    </message>
    <message>
        <source>Choose a player above to see how they fare against another.</source>
        <translation>Choisis un joueur ci-dessus pour voir comment il s&apos;en sort contre un autre.</translation>
    </message>
    <message>
        <source>%1 has played nobody in these games.</source>
        <translation>%1 n&apos;a joué contre personne dans ces parties.</translation>
    </message>
    <message>
        <source>%1 against the opponent chosen, over the games they both played.</source>
        <translation>%1 contre l&apos;adversaire choisi, sur les parties jouées par les deux.</translation>
    </message>
    <message>
        <source>No finished games match these choices.</source>
        <translation>Aucune partie terminée ne correspond à ces choix.</translation>
    </message>
    <message>
        <source>Best scores of %1 · %2 (the lowest score wins)</source>
        <translation>Meilleurs scores de %1 · %2 (le score le plus bas gagne)</translation>
    </message>
    <message>
        <source>Best scores of %1 · %2 (the highest score wins)</source>
        <translation>Meilleurs scores de %1 · %2 (le score le plus haut gagne)</translation>
    </message>
    <message>
        <source>Nemesis: who ranked above each player most often (at least %1 games together)</source>
        <translation>Bête noire : qui a fini le plus souvent devant chaque joueur (au moins %1 parties ensemble)</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::ReplayView</name>
    <message>
        <source>Game %1 cannot be replayed: at event %2 of %3 the house rule fails: %4</source>
        <translation>La partie %1 ne peut pas être rejouée : à l&apos;événement %2 sur %3, la règle maison échoue : %4</translation>
    </message>
    <message>
        <source>Game %1 was played with %2 %3 and cannot be replayed with %4 %5: event %6 of %7 (%8) does not apply: %9</source>
        <translation>La partie %1 a été jouée avec %2 %3 et ne peut pas être rejouée avec %4 %5 : l&apos;événement %6 sur %7 (%8) ne s&apos;applique pas : %9</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Game %1 cannot be replayed: %2 has no board in this app.</source>
        <translation>La partie %1 ne peut pas être rejouée : %2 n&apos;a pas de plateau dans cette application.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · game %2 · %3 · seed %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · partie %2 · %3 · graine %4</translation>
    </message>
    <message>
        <source> · simulated</source>
        <translation> · simulée</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Before the first event (Home)</source>
        <translation>Avant le premier événement (Début)</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>Un événement en arrière (Gauche)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>One event on (Right)</source>
        <translation>Un événement en avant (Droite)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>The end of the game (End)</source>
        <translation>La fin de la partie (Fin)</translation>
    </message>
    <message>
        <source>Replay · %1 · %2</source>
        <translation>Rejouer · %1 · %2</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>Before the first event.</source>
        <translation>Avant le premier événement.</translation>
    </message>
    <message>
        <source>The log ends here: the game was left unfinished.</source>
        <translation>Le journal s&apos;arrête ici : la partie est restée inachevée.</translation>
    </message>
    <message>
        <source>The log ends here: the game was aborted.</source>
        <translation>Le journal s&apos;arrête ici : la partie a été interrompue.</translation>
    </message>
    <message>
        <source>Results:</source>
        <translation>Résultats :</translation>
    </message>
    <message>
        <source>no score</source>
        <translation>pas de score</translation>
    </message>
    <message>
        <source>%1: %2, winner</source>
        <translation>%1 : %2, vainqueur</translation>
    </message>
    <message>
        <source>Results: penalty points, the lowest wins</source>
        <translation>Résultats : points de pénalité, le plus bas gagne</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no game %1: no game has been recorded in %2 yet.</source>
        <translation>Il n&apos;y a pas de partie %1 : aucune partie n&apos;a encore été enregistrée dans %2.</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>The coach judges every decision: what each cost</source>
        <translation>L&apos;entraîneur juge chaque décision : ce que chacune a coûté</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Joué</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perte</translation>
    </message>
    <message>
        <source>The coach&apos;s choice</source>
        <translation>Le choix de l&apos;entraîneur</translation>
    </message>
    <message>
        <source>The coach is going through the game…</source>
        <translation>L&apos;entraîneur parcourt la partie…</translation>
    </message>
    <message>
        <source>This game cannot be reviewed: %1</source>
        <translation>Cette partie ne peut pas être analysée : %1</translation>
    </message>
    <message>
        <source>%1% winning chance</source>
        <translation>%1 % de chances de gagner</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
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
            <numerusform>%1 : %2 perdus par décision en moyenne, %n gaffe</numerusform>
            <numerusform>%1 : %2 perdus par décision en moyenne, %n gaffes</numerusform>
        </translation>
    </message>
    <message>
        <source>The review is shown but not kept: %1</source>
        <translation>L&apos;analyse est montrée mais pas gardée : %1</translation>
    </message>
    <message>
        <source>equal best</source>
        <translation>à égalité avec le meilleur</translation>
    </message>
    <message>
        <source>?? marks a blunder, a loss of %1 or more; bold rows are the biggest mistakes. Choose a row, or move with the arrow keys, to see the game after that decision; its tip says what the coach&apos;s choice does.</source>
        <translation>?? marque une gaffe, une perte de %1 ou plus ; les lignes en gras sont les plus grosses erreurs. Choisissez une ligne, ou déplacez-vous avec les flèches, pour voir la partie après cette décision ; son info-bulle dit ce que fait le choix du coach.</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::ResumeDialog</name>
    <message>
        <source>Resume a game</source>
        <translation>Reprendre une partie</translation>
    </message>
    <message>
        <source>No game has been played yet.</source>
        <translation>Aucune partie n&apos;a encore été jouée.</translation>
    </message>
    <message>
        <source>Every game played is finished.</source>
        <translation>Toutes les parties jouées sont terminées.</translation>
    </message>
    <message>
        <source>Unfinished games, newest first:</source>
        <translation>Parties inachevées, les plus récentes d&apos;abord :</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>begun %1</source>
        <translation>commencée le %1</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>manche %1</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>tour %1</translation>
    </message>
    <message>
        <source>game %1 of %2</source>
        <translation>partie %1 sur %2</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::RulesDialog</name>
    <message>
        <source>Rules of %1</source>
        <translation>Règles de %1</translation>
    </message>
    <message>
        <source>The rules cannot be read from %1: %2.</source>
        <translation>Les règles ne peuvent pas être lues depuis %1 : %2.</translation>
    </message>
    <message>
        <source>%1 has no section &quot;%2&quot;.</source>
        <translation>%1 n&apos;a pas de section « %2 ».</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::SeatRow</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Player&apos;s name</source>
        <translation>Nom du joueur</translation>
    </message>
    <message>
        <source>Who plays this seat</source>
        <translation>Qui joue à cette place</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <translation>Bot : %1</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Remove this seat</source>
        <translation>Retirer cette place</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::SeedField</name>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>The same seed rolls the same dice</source>
        <translation>La même graine donne les mêmes dés</translation>
    </message>
    <message>
        <source>The seed is a whole number from 0 to 18446744073709551615.</source>
        <translation>La graine est un nombre entier de 0 à 18446744073709551615.</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::ServerLink</name>
    <message>
        <source>the server closed the connection</source>
        <translation>le serveur a fermé la connexion</translation>
    </message>
    <message>
        <source>the server sent what is not the protocol</source>
        <translation>le serveur a envoyé ce qui n&apos;est pas le protocole</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::SettingsDialog</name>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>A folder of game plugins</source>
        <translation>Un dossier de plugins de jeu</translation>
    </message>
    <message>
        <source>A folder of house rules (Lua scripts)</source>
        <translation>Un dossier de règles maison (scripts Lua)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>History &amp;database:</source>
        <translation>&amp;Base de données de l&apos;historique :</translation>
    </message>
    <message>
        <source>Applies at once: new games are recorded there, and the history and records are read from it.</source>
        <translation>S&apos;applique tout de suite : les nouvelles parties y sont enregistrées, et l&apos;historique et les records y sont lus.</translation>
    </message>
    <message>
        <source>&amp;Plugin folders:</source>
        <translation>Dossiers de &amp;plugins :</translation>
    </message>
    <message>
        <source>Searched for games after the folders given with --plugin-dir, before the usual ones.</source>
        <translation>On y cherche des jeux après les dossiers donnés avec --plugin-dir, avant les dossiers habituels.</translation>
    </message>
    <message>
        <source>&amp;House rule folders:</source>
        <translation>Dossiers de &amp;règles maison :</translation>
    </message>
    <message>
        <source>Searched for house rules (Lua scripts) before your own and the shipped ones.</source>
        <translation>On y cherche des règles maison (scripts Lua) avant les tiennes et celles fournies.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>The plugin and house rule folders and the language apply when dicebox is started again.</source>
        <translation>Les dossiers de plugins et de règles maison et la langue s&apos;appliquent au prochain démarrage de dicebox.</translation>
    </message>
    <message>
        <source>Choose a file for the history.</source>
        <translation>Choisis un fichier pour l&apos;historique.</translation>
    </message>
    <message>
        <source>%1 is a folder. Choose a file in it for the history, such as %2.</source>
        <translation>%1 est un dossier. Choisis-y un fichier pour l&apos;historique, par exemple %2.</translation>
    </message>
    <message>
        <source>%1 is not a file that can hold the history.</source>
        <translation>%1 n&apos;est pas un fichier qui peut contenir l&apos;historique.</translation>
    </message>
    <message>
        <source>%1 may not be written to.</source>
        <translation>%1 n&apos;est pas accessible en écriture.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be made: %2 is a file, not a folder.</source>
        <translation>Le dossier %1 ne peut pas être créé : %2 est un fichier, pas un dossier.</translation>
    </message>
    <message>
        <source>The folder %1 may not be written to.</source>
        <translation>Le dossier %1 n&apos;est pas accessible en écriture.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be made: %2 may not be written to.</source>
        <translation>Le dossier %1 ne peut pas être créé : %2 n&apos;est pas accessible en écriture.</translation>
    </message>
    <message>
        <source>History database</source>
        <translation>Base de données de l&apos;historique</translation>
    </message>
    <message>
        <source>SQLite databases (*.sqlite *.db);;All files (*)</source>
        <translation>Bases de données SQLite (*.sqlite *.db);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>This window records in %1, given with --db, which wins over this setting: the setting applies when dicebox is started without --db.</source>
        <translation>Cette fenêtre enregistre dans %1, donné par --db, qui l&apos;emporte sur ce paramètre : le paramètre s&apos;applique quand dicebox est lancé sans --db.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Bots&apos; pa&amp;ce:</source>
        <translation>&amp;Rythme des bots :</translation>
    </message>
    <message>
        <source>How long each move of a bot stays in view before the next, so that people can follow it. Applies at once.</source>
        <translation>Combien de temps chaque coup d&apos;un bot reste visible avant le suivant, pour qu&apos;on puisse le suivre. S&apos;applique tout de suite.</translation>
    </message>
    <message>
        <source>The history&apos;s file, or a PostgreSQL database a club shares: postgresql://USER@HOST:PORT/DATABASE</source>
        <translation>Le fichier de l&apos;historique, ou une base PostgreSQL que partage un club : postgresql://UTILISATEUR@HÔTE:PORT/BASE</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::Step</name>
    <message>
        <source>The history cannot be written: %1
The game stops here; what was played so far is kept.</source>
        <translation>L&apos;historique ne peut pas être écrit : %1
La partie s&apos;arrête ici ; ce qui a été joué jusqu&apos;ici est conservé.</translation>
    </message>
    <message>
        <source>The game so far is kept in the history as aborted.</source>
        <translation>La partie jusqu&apos;ici est conservée dans l&apos;historique comme interrompue.</translation>
    </message>
    <message>
        <source>The house rule stopped game %1: %2</source>
        <translation>La règle maison a arrêté la partie %1 : %2</translation>
    </message>
    <message>
        <source>Game %1 stopped on an error: %2</source>
        <translation>La partie %1 s&apos;est arrêtée sur une erreur : %2</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::WhatIfCharts</name>
    <message>
        <source>Scores (all seats)</source>
        <translation>Scores (toutes les places)</translation>
    </message>
    <message>
        <source>share of scores</source>
        <translation>part des scores</translation>
    </message>
    <message>
        <source>Seat %1 · %2</source>
        <translation>Place %1 · %2</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>share of games won</source>
        <translation>part des parties gagnées</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>score (bins of %1 points)</source>
        <translation>score (classes de %1 points)</translation>
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
        <translation>Place · bot</translation>
    </message>
    <message>
        <source>Mean
%1</source>
        <translation>Moyenne
%1</translation>
    </message>
    <message>
        <source>95% interval
%1</source>
        <translation>Intervalle à 95 %
%1</translation>
    </message>
    <message>
        <source>Std. dev.
%1</source>
        <translation>Écart type
%1</translation>
    </message>
    <message>
        <source>Wins
%1</source>
        <translation>Victoires
%1</translation>
    </message>
</context>
<context>
    <name>dicebox::gui::WhatIfView</name>
    <message>
        <source>&amp;Simulate</source>
        <translation>&amp;Simuler</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Games under each set of rules</source>
        <translation>Parties sous chaque jeu de règles</translation>
    </message>
    <message>
        <source>The same seed rolls the same dice; both rule sets play the same games</source>
        <translation>La même graine donne les mêmes dés ; les deux jeux de règles jouent les mêmes parties</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <source>S&amp;eats:</source>
        <translation>P&amp;laces :</translation>
    </message>
    <message>
        <source>Bots:</source>
        <translation>Bots :</translation>
    </message>
    <message>
        <source>House &amp;rule:</source>
        <translation>&amp;Règle maison :</translation>
    </message>
    <message>
        <source>Ga&amp;mes:</source>
        <translation>Pa&amp;rties :</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>&amp;Graine :</translation>
    </message>
    <message>
        <source>Choose a game, a bot for each seat and a house rule, then press Simulate: the same games are played under the printed rules and under the house rule, and set side by side here.</source>
        <translation>Choisis un jeu, un bot pour chaque place et une règle maison, puis appuie sur Simuler : les mêmes parties sont jouées avec les règles imprimées et avec la règle maison, et comparées ici côte à côte.</translation>
    </message>
    <message>
        <source>The bot in seat %1</source>
        <translation>Le bot à la place %1</translation>
    </message>
    <message>
        <source>No house rule for %1 was found.</source>
        <translation>Aucune règle maison pour %1 n&apos;a été trouvée.</translation>
    </message>
    <message>
        <source>Printed rules</source>
        <translation>Règles imprimées</translation>
    </message>
    <message>
        <source>Playing %1 games under the printed rules, then the same games under %2…</source>
        <translation>%1 parties avec les règles imprimées, puis les mêmes parties avec %2…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <source>The simulation stopped: %1</source>
        <translation>La simulation s&apos;est arrêtée : %1</translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 games; nothing is compared.</source>
        <translation>Annulée après %1 parties sur %2 ; rien n&apos;est comparé.</translation>
    </message>
    <message>
        <source>Done: %1 games.</source>
        <translation>Terminé : %1 parties.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, %2 games under each set of rules, on the same seeds (seed %3). Mean score of all seats: %4 under the printed rules, %5 under %6.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, %2 parties sous chaque jeu de règles, avec les mêmes graines (graine %3). Score moyen de toutes les places : %4 avec les règles imprimées, %5 avec %6.</translation>
    </message>
    <message>
        <source>A shared first place counts as a win for each seat in it, so the shares of wins add up to more than 100%.</source>
        <translation>Une première place partagée compte comme une victoire pour chaque place qui la partage, donc les parts de victoires font plus de 100 %.</translation>
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
        <translation>%1 a gagné cette partie en solo.</translation>
    </message>
    <message>
        <source>%1 lost this solo game.</source>
        <translation>%1 a perdu cette partie en solo.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 gagne.</translation>
    </message>
    <message>
        <source>Shared win: %1.</source>
        <translation>Victoire partagée : %1.</translation>
    </message>
    <message>
        <source>Nobody won.</source>
        <translation>Personne n&apos;a gagné.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
</context>
<context>
    <name>dicebox::strike_board::RemovedPile</name>
    <message>
        <source>no die removed yet</source>
        <translation>aucun dé retiré pour l&apos;instant</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) removed from the game</source>
        <translation>
            <numerusform>%n dé retiré du jeu</numerusform>
            <numerusform>%n dés retirés du jeu</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicebox::strike_board::ReservesView</name>
    <message>
        <source>Reserves</source>
        <translation>Réserves</translation>
    </message>
    <message>
        <source>is out</source>
        <translation>est éliminé</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>throwing</source>
        <translation>lance</translation>
    </message>
</context>
<context>
    <name>dicebox::strike_board::StrikeBoard</name>
    <message>
        <source>%1 throw</source>
        <translation>Lancer %1</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Removed from the game</source>
        <translation>Retirés du jeu</translation>
    </message>
    <message>
        <source>Game %1 of %2 · </source>
        <translation>Partie %1 sur %2 · </translation>
    </message>
    <message>
        <source>%1&apos;s turn · %2 in reserve</source>
        <translation>Au tour de %1 · %2 en réserve</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>Big throw!</source>
        <translation>Grand lancer !</translation>
    </message>
    <message>
        <source>The arena is empty</source>
        <translation>L&apos;arène est vide</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Refusé : %1</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Pas permis : %1</translation>
    </message>
    <message>
        <source>%1 (bot) is thinking…</source>
        <translation>%1 (bot) réfléchit…</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>En attente de %1…</translation>
    </message>
    <message>
        <source>%1 removed
%2 unused (never in the game)</source>
        <translation>%1 retirés
%2 inutilisés (jamais en jeu)</translation>
    </message>
</context>
<context>
    <name>dicebox::strike_board::ThrowControls</name>
    <message>
        <source>%1 throw: all %2 dice [%3]</source>
        <translation>Lancer %1 : les %2 dés [%3]</translation>
    </message>
    <message>
        <source>%1 throw [%2]</source>
        <translation>Lancer %1 [%2]</translation>
    </message>
    <message>
        <source>Stop [Space]</source>
        <translation>Arrêter [Espace]</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Terminer le tour</translation>
    </message>
</context>
</TS>
