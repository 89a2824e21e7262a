// The messages of the UCC Programming Competition 2012 Stratego manager protocol
// (manager_manual.txt of progcomp2012): plain text lines on the 10x10 board. The manual
// knows the classic army only; ucc_variant.hpp says which other armies the same lines carry.
//
//   manager -> bot   "RED|BLUE <opponent> 10 10"           setup query
//   bot -> manager   four rows of ten piece letters          the setup, top row first ('.'
//                                                            where the army leaves a square empty)
//   manager -> bot   "START" (Red's first turn only) or a confirmation, then ten board rows
//   bot -> manager   "X Y UP|DOWN|LEFT|RIGHT [n]"            a move (n squares: scouts only)
//   manager -> both  "X Y DIR [n] OUTCOME"                   the move repeated with its outcome
//   manager -> bot   "QUIT [result]"                         at any time: the bot exits
//
// Piece letters use the old numbering (1 is the strongest): 1 marshal, 2 general, 3 colonel,
// 4 major, 5 captain, 6 lieutenant, 7 sergeant, 8 miner, 9 scout, s spy, B bomb, F flag.
// A board row shows the receiver's own pieces by letter, '#' for every enemy piece (even a
// revealed one), '+' for a lake and '.' for an empty square.
//
// Coordinates: x is the column and y the row, both 0-9 from the top left. Red sits at the
// top (rows 0-3) and Blue at the bottom (rows 6-9). The project puts Red at ranks 1-4, so a
// UCC board is our board seen from Blue's chair, turned half a turn:
//   file = 9 - x,  rank = y        (UCC (0,0) is j1, (9,0) is a1, (0,9) is j10)
// Hence UP (y - 1) steps towards Red's back row and LEFT (x - 1) towards file j. A half
// turn keeps the board's handedness, so a setup keeps its left and right for its owner.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/observation.hpp"
#include "engine/setup.hpp"
#include "engine/types.hpp"

namespace stratego::ucc {

inline constexpr int kBoardSize = 10;
inline constexpr int kSetupRows = 4;

// A parse result: the value, or why the text is not a valid message.
template <typename T>
struct Parsed {
  std::optional<T> value;
  std::string error;
  explicit operator bool() const { return value.has_value(); }
  const T& operator*() const { return *value; }
  const T* operator->() const { return &*value; }
};

enum class Direction { Up, Down, Left, Right };

struct UccMove {
  int x = 0;
  int y = 0;
  Direction direction = Direction::Up;
  int steps = 1;  // the optional multiplier; more than 1 only for a scout
  bool operator==(const UccMove&) const = default;
};

enum class OutcomeKind { Ok, Illegal, Kills, Dies, BothDie, VictoryFlag, VictoryAttrition };

struct Outcome {
  OutcomeKind kind = OutcomeKind::Ok;
  Rank attacker = Rank::Unknown;  // the two ranks, for KILLS, DIES and BOTHDIE only
  Rank defender = Rank::Unknown;
  bool operator==(const Outcome&) const = default;
  bool has_ranks() const;
  bool ends_game() const;  // ILLEGAL and the two victories
};

// The manager's repetition of a move with its outcome.
struct Confirmation {
  UccMove move;
  Outcome outcome;
  bool operator==(const Confirmation&) const = default;
};

struct SetupQuery {
  Color colour = Color::Red;
  std::string opponent;
  int width = kBoardSize;
  int height = kBoardSize;
  bool operator==(const SetupQuery&) const = default;
};

// --- lines -------------------------------------------------------------------------------
Parsed<SetupQuery> parse_setup_query(std::string_view line);
std::string format_setup_query(const SetupQuery& query);

bool is_start(std::string_view line);
// "QUIT" or "QUIT <result>": the result text, possibly empty; nullopt for any other line.
std::optional<std::string> parse_quit(std::string_view line);
std::string format_quit(std::string_view result);

Parsed<UccMove> parse_move(std::string_view line);
std::string format_move(const UccMove& move);  // the multiplier only when above 1

Parsed<Confirmation> parse_confirmation(std::string_view line);
std::string format_confirmation(const Confirmation& confirmation);
// The confirmation of an answer that is not a move at all: the text as sent, then ILLEGAL.
std::string format_illegal_answer(std::string_view answer);

// --- pieces ------------------------------------------------------------------------------
char piece_letter(Rank rank);  // '1' marshal ... '9' scout, 's', 'B', 'F'
std::optional<Rank> rank_of_letter(char letter);

// --- board geometry ----------------------------------------------------------------------
Square square_at(int x, int y);
int column_of(Square square);  // x
int row_of(Square square);     // y
// nullopt when the move leaves the board (the manager calls that illegal).
std::optional<Move> to_engine_move(const UccMove& move);
// A straight move of the engine in UCC terms (rescues do not exist on the classic board).
UccMove to_ucc_move(const Move& move);

// --- setup and board rows ----------------------------------------------------------------
// Four rows of ten letters, top row first ('.' where no piece stands).
std::vector<std::string> setup_rows(const Setup& setup, Color side);
// The pieces the rows place, in side's four home rows. Checks the letters and the shape,
// not the army (validate_setup does that).
Parsed<Setup> parse_setup_rows(const std::vector<std::string>& rows, Color side);

// Ten rows as the manager shows them to the viewer of the observation.
std::vector<std::string> board_rows(const Observation& view);
// Checks one board row: ten characters from the letters, '#', '+' and '.'.
std::string board_row_error(std::string_view row);

}  // namespace stratego::ucc
