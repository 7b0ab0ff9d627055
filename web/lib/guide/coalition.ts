/**
 * The players' guide to Coalition Chess, written from docs/rules/coalition.md (fine points
 * included) for people at the board. `{piece:…}`, `{seat:…}`, `{option:…}` and `{figure:…}` are filled in by
 * the rules page (guide-tokens.ts); guide.spec.ts checks every piece, count and option against the
 * engine.
 */
export const coalitionGuide = {
  en: `# Coalition Chess — how to play

Arnold Schönberg's Koalitionsschach: four parties on a 10×10 board. Two great powers fight each
other; two small powers choose, in the first three rounds, which side to join. Coalitions, not
single players, win or lose.

## The board and the parties
- **Yellow** and **Black** are the great powers; each has a king. **Green** (the navy) and **Red**
  (the air force) are the small powers; they have no king.
- The board has 10×10 squares: files a–j from left to right as Yellow sees it, ranks 1–10 from
  Yellow's edge; a1 is a dark square. Yellow sits at rank 1, Black at rank 10, Red at the a-file,
  Green at the j-file.
- Forward means towards the opposite edge: rank 10 for Yellow, rank 1 for Black, the j-file for
  Red, the a-file for Green.

## The pieces
Nine kinds of piece; a great power has 12 pieces, a small power 6.

| piece | moves | {seat:yellow} | {seat:black} | {seat:green} | {seat:red} |
|---|---|---|---|---|---|
| {piece:king} | like a chess king | 1 | 1 | – | – |
| {piece:tank} | like a queen | 2 | 1 | – | – |
| {piece:artillery} | like a rook | 1 | 2 | – | – |
| {piece:engineer} | like a knight | 1 | 1 | – | – |
| {piece:cyclist} | like a bishop | 1 | 1 | – | – |
| {piece:machine_gun} | one square in any direction; from its first square also two squares straight forward | 3 | 4 | 2 | 2 |
| {piece:guard} | like a pawn | 3 | 2 | 2 | 2 |
| {piece:submarine} | like a queen or a knight | – | – | 2 | – |
| {piece:plane} | two knight's moves in one go | – | – | – | 2 |

- **Plane**: lands on any square two knight's steps away. It jumps: the square in between must be
  on the board but may be occupied by anyone, and nothing is captured there. With the option
  {option:planeNeedsEmptyIntermediate}, the square in between must be empty on at least one of
  the ways there.
- **Machine gun**: it is no king — it may stand on attacked squares and can be captured. Its double
  step goes to an empty square over an empty square and never captures.
- **Guard**: one square straight forward to an empty square, two from its first square when both
  are empty; it captures one square diagonally forward.
- **Promotion**: a guard that reaches the far edge must become a tank, artillery, engineer,
  cyclist, machine gun, plane or submarine — its player chooses. A machine gun that reaches the
  far edge, or moves along it, may do the same or stay a machine gun.
- **En passant**: only a guard's double step can be taken en passant, by an enemy guard that
  could have captured on the square skipped. Every other party gets one chance, on its own turn:
  the right ends when the double-stepping party's next turn comes (even one it skips) or when it
  moves out of turn.
- There is **no castling**.
- Before there are coalitions every party is every other party's enemy. Nobody captures a
  partner's piece; a partner's piece blocks like any other.

## Setting up
{figure:areas}

Each party has a set-up area, shaded on the diagram: Yellow b1–i2 (16 squares), Black b10–i10 and
c9–h9 (14), Red a4–b7 (8), Green i4–j7 (8). The corners lie in no area. The diagram shows the
default array.

- First Black, Green and Red each hand in an arrangement, in any order — or simply accept the
  default array. Then Yellow, having seen theirs, arranges its own pieces and makes the first move.
- An arrangement puts each of your pieces that stands in your area on a square of the area, one
  piece to a square. The cyclist keeps to squares of its colour (both start on light squares).
- Being arranged does not count as moving: guards and machine guns keep their double step.
- A great power may not arrange its pieces so that its king is attacked.
- Without the option {option:setupPhase}, every party starts on the default array and Yellow moves first.

## How a turn goes
- The playing order is Yellow, Black, Green, Red. A game may instead be created with
  {option:order=YGBR}, the order one source gives as Schönberg's original. A round is complete
  when every party still in the game has had its turn.
- On your turn you make one move.
- Once in rounds 1–3, Black, Green and Red may re-arrange their pieces inside their area instead
  of moving (Yellow may not). A re-arrangement never answers a check.
- A small power that has lost all its pieces leaves the game; its turns are skipped. A small power
  without a legal move passes, and the server does that for it.
- With the option {option:openingPasses}, a party may pass its turn in rounds 1–3 — but not while
  its king is in check.
- With the option {option:cyclistColourChange}, Yellow and Black may each once in rounds 1–3, in
  addition to their move, put their cyclist on an empty square of the other colour inside their
  area — but not while their king is in check.

## The alliance rounds
Rounds 1–3 are the coalition phase. Two coalitions are possible: Yellow with Green against Black
with Red, or Yellow with Red against Black with Green. A great power has at most one partner, and
a coalition, once formed, never changes.

A small power joins a great power on its own turn in rounds 1–3, in one of three ways:

1. it **declares** the alliance — that costs no move;
2. it makes a move that **gives check** to a king — it joins the other great power;
3. it makes a move that **captures a great power's piece** — it joins the other great power.

- A discovered check counts. Check comes before capture; a move that checks both kings forms no
  coalition by check.
- A check or capture forms a coalition only if that coalition is still possible; otherwise it
  changes nothing. A great power's own moves never form a coalition.
- From that moment the two are partners.
- If a small power is still neutral at the end of round 3 (after the last regular turn of round
  3), the game is **aborted**: each member of a coalition scores 1 point, everyone else 0. A
  small power that has been eliminated or has resigned does not count as neutral.
- With the option {option:smallPowerCoalition}, Red and Green may instead ally with each other
  against Yellow and Black. The small powers then win by checkmating either king; the great powers
  win by capturing every piece of both small powers.

## Check
- A great power may not make a move that leaves its own king attacked by an enemy piece. A small
  power need not mind its partner's king.
- A move gives check when afterwards a king is attacked by a piece of the party that moved.
- **Answer at once**: when a move leaves a king in check and that king's party is not next anyway,
  the party answers at once, out of turn, with a move that gets its king out of check — and then
  skips its next regular turn. If the party moves next anyway, it simply answers on that turn and
  skips nothing. Skips do not add up: one skip at most.
- If both kings are in check at once, they answer in playing order after the party that moved; a
  king whose party moves next anyway answers on that regular turn.
- An answer that is no longer needed when its time comes (an earlier answer has blocked the check)
  is dropped, and nobody skips.
- In a game with {option:checkResponse=own-turn}, the checked party answers on its own regular
  turn instead; until then the others move as usual (partners may help), and no move may capture a
  king.
- Kings are never captured.

## How the game ends
- **Checkmate**: a king is mated when it must answer a check and has no move that does. Its party's
  coalition loses and the coalition of the party that gave check wins. A great power without a
  partner loses alone. A neutral small power neither wins nor loses; if its move gives the mate,
  the other great power's coalition wins.
- At the end of round 3, a great power that must act next and is in check without an answer is
  mated at once.
- **Stalemate**: a great power that is not in check and has no legal move on its turn draws the
  game; in a game with {option:stalemate=pass}, it passes instead.
- **Draws**: by agreement of all parties still in the game. The third repetition of the same
  position may be claimed, the fifth ends the game. A position counts as the same only with the
  same pieces on the same squares, the same party to move, the same coalitions, answers owed,
  skips and en passant rights. Fifty complete rounds without a capture or a guard or machine-gun
  move may be claimed as a draw, seventy-five end the game. A machine-gun move starts the count
  afresh, but the positions before it still count for repetition — a machine gun can step back.
- **Resigning** is allowed at any time, also while setting up. A great power that resigns loses
  for its coalition (alone, it loses to the other great power's side). A small power that resigns
  leaves the game, its pieces come off the board, and its partner plays on.
- Running out of time counts as resigning.

## Points
- Each member of the winning coalition scores 6 — also one that was eliminated.
- A draw gives 2 to each party still in the game.
- A game aborted for neutrality gives 1 to each member of a coalition.
- A loss scores 0.

## With fewer players
Three players with one strawman, or two players with two: one person may hold two seats (never
both great powers) and moves for both.

## Writing moves
Squares a1–j10; a move from square to square, such as \`e2e4\` or \`a5c4\`; a promotion adds the
new piece's letter, \`d9d10=T\`. The letters: K king, T tank, A artillery, E engineer, C cyclist,
M machine gun, G guard, S submarine, P plane. On the board you can simply click or tap.
`,
  de: `# Koalitionsschach — so wird gespielt

Arnold Schönbergs Koalitionsschach: vier Parteien auf einem Brett mit 10×10 Feldern. Zwei
Großmächte kämpfen gegeneinander; zwei Kleinmächte entscheiden in den ersten drei Runden, auf
welche Seite sie sich schlagen. Es gewinnen und verlieren Koalitionen, nicht einzelne Spieler.

## Brett und Parteien
- **Gelb** und **Schwarz** sind die Großmächte, jede mit einem König. **Grün** (die Marine) und
  **Rot** (die Luftwaffe) sind die Kleinmächte; sie haben keinen König.
- Das Brett hat 10×10 Felder: die Linien a–j von links nach rechts aus Sicht von Gelb, die Reihen
  1–10 von Gelbs Brettrand aus; a1 ist ein dunkles Feld. Gelb sitzt an der 1. Reihe, Schwarz an der
  10. Reihe, Rot an der a-Linie, Grün an der j-Linie.
- Vorwärts heißt zum gegenüberliegenden Rand: für Gelb zur 10. Reihe, für Schwarz zur 1. Reihe,
  für Rot zur j-Linie, für Grün zur a-Linie.

## Die Figuren
Neun Figurenarten; eine Großmacht hat 12 Figuren, eine Kleinmacht 6.

| Figur | zieht | {seat:yellow} | {seat:black} | {seat:green} | {seat:red} |
|---|---|---|---|---|---|
| {piece:king} | wie der König im Schach | 1 | 1 | – | – |
| {piece:tank} | wie die Dame | 2 | 1 | – | – |
| {piece:artillery} | wie der Turm | 1 | 2 | – | – |
| {piece:engineer} | wie der Springer | 1 | 1 | – | – |
| {piece:cyclist} | wie der Läufer | 1 | 1 | – | – |
| {piece:machine_gun} | ein Feld in jede Richtung; vom Ausgangsfeld auch zwei Felder geradeaus vorwärts | 3 | 4 | 2 | 2 |
| {piece:guard} | wie der Bauer | 3 | 2 | 2 | 2 |
| {piece:submarine} | wie die Dame oder wie der Springer | – | – | 2 | – |
| {piece:plane} | zwei Springerzüge auf einmal | – | – | – | 2 |

- **Flieger**: landet auf jedem Feld, das zwei Springerschritte entfernt ist. Er springt: Das Feld
  dazwischen muss auf dem Brett liegen, darf aber besetzt sein, gleich von wem, und dort wird
  nichts geschlagen. Mit der Option {option:planeNeedsEmptyIntermediate} muss auf wenigstens einem
  der Wege das Feld dazwischen leer sein.
- **Maschinengewehr**: Es ist kein König — es darf auf angegriffenen Feldern stehen und kann
  geschlagen werden. Sein Doppelschritt führt über ein leeres Feld auf ein leeres Feld und schlägt
  nie.
- **Schütze**: ein Feld geradeaus vorwärts auf ein leeres Feld, vom Ausgangsfeld zwei, wenn beide
  leer sind; er schlägt ein Feld schräg vorwärts.
- **Umwandlung**: Ein Schütze, der den gegenüberliegenden Rand erreicht, muss sich in Tank,
  Artillerie, Ingenieur, Radfahrer, Maschinengewehr, Flieger oder U-Boot verwandeln — sein Spieler
  wählt. Ein Maschinengewehr, das den Rand erreicht oder an ihm entlangzieht, darf dasselbe tun oder
  Maschinengewehr bleiben.
- **En passant**: Nur der Doppelschritt eines Schützen kann en passant geschlagen werden, von einem
  gegnerischen Schützen, der auf dem übersprungenen Feld hätte schlagen können. Jede andere Partei
  hat dazu eine Gelegenheit in ihrem eigenen Zug: Das Recht endet, sobald die Partei mit dem
  Doppelschritt wieder an der Reihe ist (auch wenn sie aussetzt) oder außer der Reihe zieht.
- Es gibt **keine Rochade**.
- Solange es keine Koalitionen gibt, ist jede Partei Gegner jeder anderen. Figuren des Partners
  werden nie geschlagen; sie versperren den Weg wie jede andere Figur.

## Die Aufstellung
{figure:areas}

Jede Partei hat einen Aufstellungsraum, im Diagramm getönt: Gelb b1–i2 (16 Felder), Schwarz
b10–i10 und c9–h9 (14), Rot a4–b7 (8), Grün i4–j7 (8). Die Eckfelder gehören zu keinem Raum. Das
Diagramm zeigt die Grundstellung.

- Zuerst reichen Schwarz, Grün und Rot ihre Aufstellung ein, in beliebiger Reihenfolge — oder sie
  übernehmen einfach die Grundstellung. Danach stellt Gelb in Kenntnis dieser Aufstellungen seine
  Figuren auf und macht den ersten Zug.
- Bei der Aufstellung kommt jede eigene Figur, die im Aufstellungsraum steht, auf ein Feld dieses
  Raums, eine Figur je Feld. Der Radfahrer bleibt auf Feldern seiner Farbe (beide beginnen auf
  hellen Feldern).
- Das Aufstellen gilt nicht als Zug: Schützen und Maschinengewehre behalten ihren Doppelschritt.
- Eine Großmacht darf nicht so aufstellen, dass ihr König angegriffen ist.
- Ohne die Option {option:setupPhase} beginnen alle in der Grundstellung, und Gelb zieht zuerst.

## Der Zug
- Die Zugfolge ist Gelb, Schwarz, Grün, Rot. Eine Partie kann stattdessen mit
  {option:order=YGBR} angelegt werden, der Reihenfolge, die eine Quelle als Schönbergs
  ursprüngliche nennt. Eine Runde ist vorbei, wenn jede Partei, die noch im Spiel ist, am Zug war.
- Wer am Zug ist, macht einen Zug.
- Einmal in den Runden 1–3 dürfen Schwarz, Grün und Rot statt eines Zuges ihre Figuren innerhalb
  ihres Aufstellungsraums umstellen (Gelb nicht). Ein Umstellen pariert nie ein Schach.
- Eine Kleinmacht, die alle Figuren verloren hat, scheidet aus; ihre Züge entfallen. Eine
  Kleinmacht ohne legalen Zug setzt aus; das erledigt der Server für sie.
- Mit der Option {option:openingPasses} darf eine Partei in den Runden 1–3 aussetzen — aber nicht,
  solange ihr König im Schach steht.
- Mit der Option {option:cyclistColourChange} dürfen Gelb und Schwarz je einmal in den Runden 1–3
  zusätzlich zu ihrem Zug den Radfahrer auf ein leeres Feld der anderen Farbe in ihrem
  Aufstellungsraum setzen — aber nicht, solange ihr König im Schach steht.

## Die Bündnisrunden
Die Runden 1–3 sind die Koalitionsphase. Zwei Koalitionen sind möglich: Gelb mit Grün gegen
Schwarz mit Rot oder Gelb mit Rot gegen Schwarz mit Grün. Eine Großmacht hat höchstens einen
Partner, und eine geschlossene Koalition ändert sich nicht mehr.

Eine Kleinmacht tritt in den Runden 1–3 in ihrem eigenen Zug einer Großmacht bei, auf eine von drei
Arten:

1. Sie **erklärt** das Bündnis — das kostet keinen Zug.
2. Sie macht einen Zug, der einem König **Schach bietet** — dann tritt sie der anderen Großmacht
   bei.
3. Sie macht einen Zug, der **eine Figur einer Großmacht schlägt** — dann tritt sie der anderen
   Großmacht bei.

- Ein Abzugsschach zählt mit. Das Schach geht dem Schlagen vor; ein Zug, der beiden Königen Schach
  bietet, schließt durch das Schach keine Koalition.
- Ein Schach oder Schlagen schließt eine Koalition nur, wenn diese Koalition noch möglich ist;
  sonst ändert es nichts. Die Züge einer Großmacht schließen nie eine Koalition.
- Von diesem Augenblick an sind beide Partner.
- Ist eine Kleinmacht am Ende der 3. Runde (nach dem letzten regulären Zug der 3. Runde) noch
  neutral, wird die Partie **abgebrochen**: Jedes Mitglied einer Koalition erhält 1 Punkt, alle
  anderen 0. Eine ausgeschiedene oder aufgegebene Kleinmacht gilt nicht als neutral.
- Mit der Option {option:smallPowerCoalition} dürfen sich Rot und Grün stattdessen miteinander gegen
  Gelb und Schwarz verbünden. Die Kleinmächte gewinnen dann, indem sie einen der beiden Könige
  mattsetzen; die Großmächte gewinnen, indem sie alle Figuren beider Kleinmächte schlagen.

## Schach
- Eine Großmacht darf keinen Zug machen, nach dem ihr eigener König von einer gegnerischen Figur
  angegriffen ist. Eine Kleinmacht muss auf den König ihres Partners keine Rücksicht nehmen.
- Ein Zug bietet Schach, wenn danach ein König von einer Figur der ziehenden Partei angegriffen
  ist.
- **Sofort parieren**: Steht nach einem Zug ein König im Schach und ist seine Partei nicht ohnehin
  als Nächste am Zug, pariert sie sofort, außer der Reihe, mit einem Zug, der ihren König aus dem
  Schach bringt — und setzt dafür ihren nächsten regulären Zug aus. Ist die Partei ohnehin als
  Nächste am Zug, pariert sie einfach in diesem Zug und setzt nicht aus. Aussetzer sammeln sich
  nicht an: höchstens einer.
- Stehen beide Könige zugleich im Schach, parieren sie in der Zugfolge nach der ziehenden Partei;
  ein König, dessen Partei ohnehin als Nächste zieht, pariert in diesem regulären Zug.
- Eine Parade, die nicht mehr nötig ist, wenn sie an der Reihe wäre (eine frühere Parade hat das
  Schach schon aufgehoben), entfällt, und niemand setzt aus.
- In einer Partie mit {option:checkResponse=own-turn} pariert die Partei im Schach erst in ihrem
  eigenen regulären Zug; bis dahin ziehen die anderen wie gewohnt (Partner dürfen helfen), und kein Zug darf
  einen König schlagen.
- Könige werden nie geschlagen.

## Das Ende der Partie
- **Matt**: Ein König ist matt, wenn er ein Schach parieren muss und keinen Zug dafür hat. Die
  Koalition seiner Partei verliert, die Koalition der Partei, die Schach geboten hat, gewinnt. Eine
  Großmacht ohne Partner verliert allein. Eine neutrale Kleinmacht gewinnt und verliert nicht; setzt
  ihr Zug matt, gewinnt die Koalition der anderen Großmacht.
- Muss am Ende der 3. Runde eine Großmacht als Nächste handeln, die im Schach steht und es nicht
  pariert hat, ist sie sofort matt.
- **Patt**: Hat eine Großmacht, die nicht im Schach steht, in ihrem Zug keinen legalen Zug, endet
  die Partie remis; in einer Partie mit {option:stalemate=pass} setzt sie stattdessen aus.
- **Remis**: durch Einigung aller Parteien, die noch im Spiel sind. Die dritte Wiederholung
  derselben Stellung kann reklamiert werden, die fünfte beendet die Partie. Als dieselbe Stellung
  gilt nur: dieselben Figuren auf denselben Feldern, dieselbe Partei am Zug, dieselben Koalitionen,
  offenen Paraden, Aussetzer und En-passant-Rechte. Fünfzig volle Runden ohne Schlagen und ohne
  Zug eines Schützen oder Maschinengewehrs können als Remis reklamiert werden, fünfundsiebzig
  beenden die Partie. Ein Zug des Maschinengewehrs beginnt die Zählung neu, doch die Stellungen
  davor zählen für die Wiederholung weiter — ein Maschinengewehr kann zurückziehen.
- **Aufgeben** ist jederzeit erlaubt, auch während der Aufstellung. Gibt eine Großmacht auf,
  verliert ihre Koalition (allein verliert sie gegen die Seite der anderen Großmacht). Gibt eine
  Kleinmacht auf, scheidet sie aus, ihre Figuren verlassen das Brett, und ihr Partner spielt weiter.
- Wer die Bedenkzeit überschreitet, hat aufgegeben.

## Punkte
- Jedes Mitglied der siegreichen Koalition erhält 6 Punkte — auch ein ausgeschiedenes.
- Ein Remis bringt jeder Partei, die noch im Spiel ist, 2 Punkte.
- Eine wegen Neutralität abgebrochene Partie bringt jedem Mitglied einer Koalition 1 Punkt.
- Eine Niederlage bringt 0 Punkte.

## Mit weniger Spielern
Drei Spieler mit einem Strohmann oder zwei Spieler mit zwei Strohmännern: Eine Person darf zwei
Plätze halten (nie beide Großmächte) und zieht für beide.

## Züge aufschreiben
Felder a1–j10; ein Zug von Feld zu Feld, etwa \`e2e4\` oder \`a5c4\`; bei einer Umwandlung folgt der
Buchstabe der neuen Figur, \`d9d10=T\`. Die Buchstaben: K König, T Tank, A Artillerie,
E Ingenieur, C Radfahrer, M Maschinengewehr, G Schütze, S U-Boot, P Flieger. Auf dem Brett genügt
ein Klick oder Tippen.
`,
} as const;
