/**
 * The players' guide to 007 Chess, written from docs/rules/007.md (fine points included) for
 * people at the board. `{piece:…}`, `{option:…}` and `{figure:…}` are filled in by the rules page
 * (guide-tokens.ts); guide.spec.ts checks every piece and option against the engine.
 */
export const chess007Guide = {
  en: `# 007 Chess — how to play

Edward Jackman's variant (1995) for two players: every turn is three half-moves — one of your
pieces, then one of your opponent's, then one of yours again.

## The board and the pieces
Ordinary chess: the 8×8 board, the usual pieces in the usual starting position — {piece:king},
{piece:queen}, {piece:rook}, {piece:bishop}, {piece:knight} and {piece:pawn} — moving, castling,
taking en passant and promoting as in chess, except where this guide says otherwise.

{figure:start}

## How a turn goes
- A turn belongs to one player and has three half-moves: (1) one of your own pieces, (2) one of
  your opponent's pieces, (3) one of your own pieces again.
- White's player has the first turn.
- So the colour moved alternates over the whole game — white, black, white | black, white, black |
  … — and the record is an ordinary game of chess.
- A pawn always moves in its own colour's direction, whoever moves it.
- Every half-move must be legal for the colour moved: it may not leave that colour's king in
  check. If your first half-move checks your opponent's king, your second half-move — with your
  opponent's piece — must end that check; if your second half-move checks your own king, your
  third must end it.
- You may move your opponent's piece straight back, undoing their last half-move.
- **Promotion**: whoever makes the half-move chooses the new piece — so you decide what your
  opponent's pawn becomes when you promote it.
- **En passant** is possible on the half-move right after the double step, whoever makes it: you
  may even take your own pawn's double step en passant with the opponent's pawn you move next.
- **Castling**: on your second half-move you may castle your opponent's king, when the usual
  conditions hold.
- On the board you make the three half-moves one after another; they are sent together when you
  submit the turn.

## All three half-moves are compulsory
- A half-move is allowed only if the turn can still be completed after it, with real legal
  half-moves up to the last one — or if it checkmates, which ends the game at once. Mating your
  own colour on the second half-move does not count as completing the turn.
- If no half-move is allowed at the start of a turn, the game is drawn by stalemate.
- In a game with {option:completion=lax}, every legal half-move is allowed, and the game is drawn by
  stalemate as soon as the colour to move has no legal move and is not in check — or, with
  Détente, has legal moves but none that Détente permits.

## Check, mate and the end of the game
- **Checkmate** ends the game at once, on any half-move. The player whose colour is mated loses:
  mate your opponent on half-move 1 or 3 and you win; mate your own colour with your opponent's
  piece on half-move 2 — that is legal — and you lose.
- **Draws**: a dead position (not enough material to mate) ends the game as a draw. Threefold
  repetition and the fifty-move rule (100 half-moves without a capture or a pawn move) may be
  claimed by the player to move; fivefold repetition and the seventy-five-move rule end the game by
  themselves. A position repeats only with the same board, the same castling and en passant
  rights, the same colour and the same player to move, at the same place in the turn (half-move 1,
  2 or 3).
- Resigning, a draw by agreement and loss on time work as usual.
- **Points**: a win scores 6, a draw 2, a loss 0.

## The modes
A game may be created with any of these modes, in any combination except where stated.

### {option:detente}
- On half-move 3 you may not capture the opponent's piece you moved on half-move 2. If that was
  their king, castled, the rook counts as moved too; taking that pawn en passant counts as
  capturing it.
- On half-move 3 you may not move again the piece you moved on half-move 1 — unless there is no
  other way to complete the turn. After castling on half-move 1 both king and rook count as the
  piece moved; a pawn promoted on half-move 1 is still the same piece.

### {option:balanced}
It takes away some of White's advantage. The game opens like this, then goes on as usual:
- turn 1, Black's player: a single half-move, with a white piece;
- turn 2, White's player: a black piece, then a white piece;
- turn 3, Black's player: black, white, black; turn 4, White's player: white, black, white; and so
  on.

With Détente as well, the white piece of turn 2 may not capture the black piece just moved.

### {option:fast}
Check and mate do not count: you win by capturing the enemy king.
- A king may be left, or put, where it can be captured. Castling keeps its usual conditions except
  those about attacked squares.
- Capturing a king ends the game, and whoever's king was captured loses — also when you capture
  your own king with your opponent's piece on half-move 2.
- A king capture is always allowed, since it ends the game; a turn cannot be completed by passing
  through a king capture. A colour with no move at all is stalemated.

### {option:progressive}
Turn n has n half-moves: white | black, white | black, white, black | white, black, white,
black | … Odd turns belong to White's player, even turns to Black's.
- Check does not end a turn; it must be answered on the very next half-move, which may be the same
  player's. Checkmate ends the game at once.
- Every legal half-move is allowed; a colour to move with no legal move that is not in check is
  stalemated.
- There is no draw by repetition; the fifty-move rule counts half-moves.
- It cannot be combined with Détente or Balanced 007, but it can with Fast 007.

## Writing moves
Squares a1–h8. A half-move in coordinates: \`e2e4\`, a promotion \`e7e8=Q\`, castling as the king's
move, \`e1g1\`. You may also type standard notation such as \`Nf3\`. The game downloads as an
ordinary PGN file, with a comment where each player's turn begins.
`,
  de: `# 007-Schach — so wird gespielt

Edward Jackmans Variante (1995) für zwei Spieler: Jeder Zug besteht aus drei Halbzügen — einer
eigenen Figur, dann einer Figur des Gegners, dann wieder einer eigenen.

## Brett und Figuren
Gewöhnliches Schach: das Brett mit 8×8 Feldern, die üblichen Figuren in der üblichen
Ausgangsstellung — {piece:king}, {piece:queen}, {piece:rook}, {piece:bishop}, {piece:knight} und
{piece:pawn} —, Gangart, Rochade, En-passant-Schlagen und Umwandlung wie im Schach, soweit diese
Anleitung nichts anderes sagt.

{figure:start}

## Der Zug
- Ein Zug gehört einem Spieler und besteht aus drei Halbzügen: (1) einer eigenen Figur, (2) einer
  Figur des Gegners, (3) wieder einer eigenen Figur.
- Der Spieler mit Weiß hat den ersten Zug.
- Daher wechselt die Farbe der gezogenen Figur über die ganze Partie — Weiß, Schwarz, Weiß |
  Schwarz, Weiß, Schwarz | … —, und die Notation ist eine gewöhnliche Schachpartie.
- Ein Bauer zieht immer in die Richtung seiner eigenen Farbe, gleich wer ihn zieht.
- Jeder Halbzug muss für die gezogene Farbe legal sein: Er darf den König dieser Farbe nicht im
  Schach lassen. Bietet dein erster Halbzug dem gegnerischen König Schach, muss dein zweiter
  Halbzug — mit der Figur des Gegners — das Schach aufheben; bietet dein zweiter Halbzug deinem
  eigenen König Schach, muss der dritte es aufheben.
- Du darfst die Figur des Gegners geradewegs zurückziehen und so seinen letzten Halbzug
  rückgängig machen.
- **Umwandlung**: Wer den Halbzug ausführt, wählt die neue Figur — du bestimmst also, was aus dem
  Bauern deines Gegners wird, wenn du ihn umwandelst.
- **En passant** ist im Halbzug unmittelbar nach dem Doppelschritt möglich, gleich wer ihn
  ausführt: Du darfst sogar den Doppelschritt deines eigenen Bauern mit dem gegnerischen Bauern, den
  du als Nächstes ziehst, en passant schlagen.
- **Rochade**: In deinem zweiten Halbzug darfst du mit dem König deines Gegners rochieren, wenn die
  üblichen Bedingungen erfüllt sind.
- Auf dem Brett führst du die drei Halbzüge nacheinander aus; sie werden zusammen gesendet, wenn
  du den Zug abschickst.

## Alle drei Halbzüge sind Pflicht
- Ein Halbzug ist nur erlaubt, wenn sich der Zug danach noch mit echten legalen Halbzügen bis zum
  letzten vollenden lässt — oder wenn er mattsetzt; das beendet die Partie sofort. Die eigene Farbe
  im zweiten Halbzug mattzusetzen, gilt nicht als Vollendung des Zuges.
- Ist zu Beginn eines Zuges kein Halbzug erlaubt, endet die Partie durch Patt remis.
- In einer Partie mit {option:completion=lax} ist jeder legale Halbzug erlaubt, und die Partie endet durch
  Patt remis, sobald die Farbe am Zug keinen legalen Zug hat und nicht im Schach steht — oder, mit
  Détente, zwar legale Züge hat, aber keinen, den Détente erlaubt.

## Schach, Matt und das Ende der Partie
- **Matt** beendet die Partie sofort, in jedem Halbzug. Es verliert der Spieler, dessen Farbe matt
  ist: Setzt du den Gegner im ersten oder dritten Halbzug matt, gewinnst du; setzt du im zweiten
  Halbzug mit der Figur des Gegners deine eigene Farbe matt — das ist legal —, verlierst du.
- **Remis**: Eine tote Stellung (zu wenig Material zum Mattsetzen) beendet die Partie remis.
  Dreifache Stellungswiederholung und die Fünfzig-Züge-Regel (100 Halbzüge ohne Schlagen und ohne
  Bauernzug) kann der Spieler am Zug reklamieren; fünffache Wiederholung und die
  Fünfundsiebzig-Züge-Regel beenden die Partie von selbst. Eine Stellung wiederholt sich nur mit
  demselben Brett, denselben Rochade- und En-passant-Rechten, derselben Farbe und demselben Spieler
  am Zug, an derselben Stelle im Zug (Halbzug 1, 2 oder 3).
- Aufgabe, Remis durch Einigung und Zeitüberschreitung wie üblich.
- **Punkte**: Ein Sieg bringt 6, ein Remis 2, eine Niederlage 0.

## Die Spielarten
Eine Partie kann mit jeder dieser Spielarten angelegt werden, in jeder Kombination, soweit nichts
anderes gesagt ist.

### {option:detente}
- Im dritten Halbzug darfst du die Figur des Gegners, die du im zweiten Halbzug gezogen hast,
  nicht schlagen. War das sein König mit einer Rochade, gilt auch der Turm als gezogen; diesen
  Bauern en passant zu schlagen, gilt als Schlagen.
- Im dritten Halbzug darfst du die Figur, die du im ersten Halbzug gezogen hast, nicht noch einmal
  ziehen — außer der Zug lässt sich anders nicht vollenden. Nach einer Rochade im ersten Halbzug
  gelten König und Turm als gezogene Figur; ein im ersten Halbzug umgewandelter Bauer bleibt
  dieselbe Figur.

### {option:balanced}
Sie mindert den Vorteil von Weiß. Die Partie beginnt so und geht dann wie gewohnt weiter:
- Zug 1, der Spieler mit Schwarz: ein einziger Halbzug, mit einer weißen Figur;
- Zug 2, der Spieler mit Weiß: eine schwarze Figur, dann eine weiße;
- Zug 3, der Spieler mit Schwarz: Schwarz, Weiß, Schwarz; Zug 4, der Spieler mit Weiß: Weiß,
  Schwarz, Weiß; und so fort.

Zusammen mit Détente darf die weiße Figur in Zug 2 die eben gezogene schwarze Figur nicht schlagen.

### {option:fast}
Schach und Matt zählen nicht: Es gewinnt, wer den gegnerischen König schlägt.
- Ein König darf angegriffen stehen bleiben oder sich angreifen lassen. Für die Rochade gelten die
  üblichen Bedingungen außer denen über angegriffene Felder.
- Das Schlagen eines Königs beendet die Partie; es verliert, wessen König geschlagen wurde — auch
  wenn du im zweiten Halbzug mit der Figur des Gegners deinen eigenen König schlägst.
- Einen König zu schlagen, ist immer erlaubt, denn es beendet die Partie; ein Zug lässt sich nicht
  über das Schlagen eines Königs hinweg vollenden. Eine Farbe ganz ohne Zug ist patt.

### {option:progressive}
Zug n hat n Halbzüge: Weiß | Schwarz, Weiß | Schwarz, Weiß, Schwarz | Weiß, Schwarz, Weiß,
Schwarz | … Die ungeraden Züge gehören dem Spieler mit Weiß, die geraden dem mit Schwarz.
- Ein Schach beendet den Zug nicht; es muss im unmittelbar folgenden Halbzug pariert werden, der
  auch vom selben Spieler sein kann. Matt beendet die Partie sofort.
- Jeder legale Halbzug ist erlaubt; eine Farbe am Zug, die keinen legalen Zug hat und nicht im
  Schach steht, ist patt.
- Remis durch Stellungswiederholung gibt es nicht; die Fünfzig-Züge-Regel zählt Halbzüge.
- Nicht kombinierbar mit Détente oder ausgeglichenem 007, wohl aber mit schnellem 007.

## Züge aufschreiben
Felder a1–h8. Ein Halbzug in Koordinaten: \`e2e4\`, eine Umwandlung \`e7e8=Q\`, die Rochade als Zug
des Königs, \`e1g1\`. Du kannst auch die übliche algebraische Notation mit den englischen
Figurenbuchstaben eingeben, etwa \`Nf3\` für Sf3. Die Partie lässt sich als gewöhnliche PGN-Datei herunterladen, mit einem Kommentar, wo der
Zug eines Spielers beginnt.
`,
} as const;
