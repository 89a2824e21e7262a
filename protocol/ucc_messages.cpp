#include "protocol/ucc_messages.hpp"

#include <array>
#include <charconv>

#include "formats/excerpt.hpp"

namespace stratego::ucc {
namespace {

std::vector<std::string_view> tokens_of(std::string_view line) {
  std::vector<std::string_view> tokens;
  std::size_t i = 0;
  auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
  while (i < line.size()) {
    while (i < line.size() && blank(line[i])) ++i;
    std::size_t start = i;
    while (i < line.size() && !blank(line[i])) ++i;
    if (i > start) tokens.push_back(line.substr(start, i - start));
  }
  return tokens;
}

std::optional<int> integer_of(std::string_view token) {
  int value = 0;
  auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), value);
  if (error != std::errc() || end != token.data() + token.size()) return std::nullopt;
  return value;
}

// One character of the input as an error message shows it: bytes outside printable ASCII
// by number, so that a message is always valid UTF-8.
std::string shown(char c) {
  if (c > ' ' && c < 127) return "'" + std::string(1, c) + "'";
  return "byte " + std::to_string(static_cast<unsigned char>(c));
}

template <typename T>
Parsed<T> failure(std::string error) {
  return Parsed<T>{std::nullopt, std::move(error)};
}

constexpr std::array<std::string_view, 4> kDirectionNames = {"UP", "DOWN", "LEFT", "RIGHT"};

std::optional<Direction> direction_of(std::string_view token) {
  for (std::size_t i = 0; i < kDirectionNames.size(); ++i)
    if (token == kDirectionNames[i]) return static_cast<Direction>(i);
  return std::nullopt;
}

std::string_view direction_name(Direction d) { return kDirectionNames[static_cast<std::size_t>(d)]; }

struct OutcomeName {
  OutcomeKind kind;
  std::string_view name;
};
constexpr std::array<OutcomeName, 7> kOutcomeNames = {{{OutcomeKind::Ok, "OK"},
                                                       {OutcomeKind::Illegal, "ILLEGAL"},
                                                       {OutcomeKind::Kills, "KILLS"},
                                                       {OutcomeKind::Dies, "DIES"},
                                                       {OutcomeKind::BothDie, "BOTHDIE"},
                                                       {OutcomeKind::VictoryFlag, "VICTORY_FLAG"},
                                                       {OutcomeKind::VictoryAttrition, "VICTORY_ATTRITION"}}};

std::string_view outcome_name(OutcomeKind kind) {
  for (const OutcomeName& o : kOutcomeNames)
    if (o.kind == kind) return o.name;
  return "?";
}

std::optional<OutcomeKind> outcome_kind_of(std::string_view token) {
  for (const OutcomeName& o : kOutcomeNames)
    if (o.name == token) return o.kind;
  return std::nullopt;
}

// The move part of a move or confirmation: "X Y DIR" and an optional multiplier. Returns the
// number of tokens used, or 0 with the reason in `error`.
std::size_t read_move(const std::vector<std::string_view>& tokens, UccMove& move, std::string& error) {
  if (tokens.size() < 3) {
    error = "expected 'X Y DIRECTION [MULTIPLIER]'";
    return 0;
  }
  std::optional<int> x = integer_of(tokens[0]);
  std::optional<int> y = integer_of(tokens[1]);
  if (!x || !y) {
    error = "the coordinates must be whole numbers";
    return 0;
  }
  if (*x < 0 || *x >= kBoardSize || *y < 0 || *y >= kBoardSize) {
    error = "the coordinates must lie in 0-9";
    return 0;
  }
  std::optional<Direction> direction = direction_of(tokens[2]);
  if (!direction) {
    error = "unknown direction '" + excerpt(tokens[2]) + "' (UP, DOWN, LEFT or RIGHT)";
    return 0;
  }
  move = UccMove{*x, *y, *direction, 1};
  if (tokens.size() < 4 || !integer_of(tokens[3])) return 3;
  const int steps = *integer_of(tokens[3]);
  if (steps < 1 || steps >= kBoardSize) {
    error = "the multiplier must lie in 1-9";
    return 0;
  }
  move.steps = steps;
  return 4;
}

std::optional<Rank> rank_token(std::string_view token) {
  if (token.size() != 1) return std::nullopt;
  return rank_of_letter(token[0]);
}

}  // namespace

bool Outcome::has_ranks() const {
  return kind == OutcomeKind::Kills || kind == OutcomeKind::Dies || kind == OutcomeKind::BothDie;
}

bool Outcome::ends_game() const {
  return kind == OutcomeKind::Illegal || kind == OutcomeKind::VictoryFlag || kind == OutcomeKind::VictoryAttrition;
}

// --- lines -------------------------------------------------------------------------------

Parsed<SetupQuery> parse_setup_query(std::string_view line) {
  const auto tokens = tokens_of(line);
  if (tokens.size() != 4) return failure<SetupQuery>("expected 'RED|BLUE OPPONENT WIDTH HEIGHT'");
  SetupQuery query;
  if (tokens[0] == "RED") query.colour = Color::Red;
  else if (tokens[0] == "BLUE") query.colour = Color::Blue;
  else return failure<SetupQuery>("unknown colour '" + excerpt(tokens[0]) + "' (RED or BLUE)");
  query.opponent = tokens[1];
  std::optional<int> width = integer_of(tokens[2]);
  std::optional<int> height = integer_of(tokens[3]);
  if (!width || !height) return failure<SetupQuery>("the board size must be two whole numbers");
  if (*width != kBoardSize || *height != kBoardSize) return failure<SetupQuery>("only the 10x10 board is supported");
  query.width = *width;
  query.height = *height;
  return {query, {}};
}

std::string format_setup_query(const SetupQuery& query) {
  return std::string(query.colour == Color::Red ? "RED" : "BLUE") + " " + query.opponent + " " +
         std::to_string(query.width) + " " + std::to_string(query.height);
}

bool is_start(std::string_view line) {
  const auto tokens = tokens_of(line);
  return tokens.size() == 1 && tokens[0] == "START";
}

std::optional<std::string> parse_quit(std::string_view line) {
  const auto tokens = tokens_of(line);
  if (tokens.empty() || tokens[0] != "QUIT") return std::nullopt;
  const std::size_t start = line.find("QUIT") + 4;
  std::string_view rest = line.substr(start);
  while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t')) rest.remove_prefix(1);
  while (!rest.empty() && (rest.back() == ' ' || rest.back() == '\r' || rest.back() == '\n')) rest.remove_suffix(1);
  return std::string(rest);
}

std::string format_quit(std::string_view result) {
  return result.empty() ? std::string("QUIT") : "QUIT " + std::string(result);
}

Parsed<UccMove> parse_move(std::string_view line) {
  const auto tokens = tokens_of(line);
  UccMove move;
  std::string error;
  const std::size_t used = read_move(tokens, move, error);
  if (used == 0) return failure<UccMove>(error);
  if (used != tokens.size()) return failure<UccMove>("unexpected '" + excerpt(tokens[used]) + "' after the move");
  return {move, {}};
}

std::string format_move(const UccMove& move) {
  std::string text = std::to_string(move.x) + " " + std::to_string(move.y) + " " + std::string(direction_name(move.direction));
  if (move.steps > 1) text += " " + std::to_string(move.steps);
  return text;
}

Parsed<Confirmation> parse_confirmation(std::string_view line) {
  const auto tokens = tokens_of(line);
  Confirmation confirmation;
  std::string error;
  const std::size_t used = read_move(tokens, confirmation.move, error);
  if (used == 0) return failure<Confirmation>(error);
  if (used == tokens.size()) return failure<Confirmation>("the outcome is missing");
  std::optional<OutcomeKind> kind = outcome_kind_of(tokens[used]);
  if (!kind) return failure<Confirmation>("unknown outcome '" + excerpt(tokens[used]) + "'");
  confirmation.outcome.kind = *kind;
  const std::size_t expected = used + 1 + (confirmation.outcome.has_ranks() ? 2 : 0);
  if (tokens.size() != expected)
    return failure<Confirmation>(confirmation.outcome.has_ranks() ? "KILLS, DIES and BOTHDIE need the two ranks"
                                                                  : "unexpected text after the outcome");
  if (confirmation.outcome.has_ranks()) {
    std::optional<Rank> attacker = rank_token(tokens[used + 1]);
    std::optional<Rank> defender = rank_token(tokens[used + 2]);
    if (!attacker || !defender) return failure<Confirmation>("a rank must be one of 1-9, s, B, F");
    confirmation.outcome.attacker = *attacker;
    confirmation.outcome.defender = *defender;
  }
  return {confirmation, {}};
}

std::string format_confirmation(const Confirmation& confirmation) {
  std::string text = format_move(confirmation.move) + " " + std::string(outcome_name(confirmation.outcome.kind));
  if (confirmation.outcome.has_ranks()) {
    text += ' ';
    text += piece_letter(confirmation.outcome.attacker);
    text += ' ';
    text += piece_letter(confirmation.outcome.defender);
  }
  return text;
}

std::string format_illegal_answer(std::string_view answer) {
  std::string text;
  for (char c : answer)
    if (c != '\r' && c != '\n') text += c;
  return text.empty() ? std::string("ILLEGAL") : text + " ILLEGAL";
}

// --- pieces ------------------------------------------------------------------------------

char piece_letter(Rank rank) {
  switch (rank) {
    case Rank::Flag: return 'F';
    case Rank::Bomb: return 'B';
    case Rank::Spy: return 's';
    case Rank::Unknown: return '#';
    default: return static_cast<char>('0' + (11 - value(rank)));  // marshal (10) is '1'
  }
}

std::optional<Rank> rank_of_letter(char letter) {
  if (letter == 'F') return Rank::Flag;
  if (letter == 'B') return Rank::Bomb;
  if (letter == 's') return Rank::Spy;
  if (letter >= '1' && letter <= '9') return static_cast<Rank>(11 - (letter - '0'));
  return std::nullopt;
}

// --- board geometry ----------------------------------------------------------------------

Square square_at(int x, int y) {
  return Square{static_cast<std::int8_t>(kBoardSize - 1 - x), static_cast<std::int8_t>(y)};
}

int column_of(Square square) { return kBoardSize - 1 - square.file; }
int row_of(Square square) { return square.rank; }

std::optional<Move> to_engine_move(const UccMove& move) {
  int dx = 0, dy = 0;
  switch (move.direction) {
    case Direction::Up: dy = -1; break;
    case Direction::Down: dy = 1; break;
    case Direction::Left: dx = -1; break;
    case Direction::Right: dx = 1; break;
  }
  const int tx = move.x + dx * move.steps;
  const int ty = move.y + dy * move.steps;
  auto inside = [](int v) { return v >= 0 && v < kBoardSize; };
  if (!inside(move.x) || !inside(move.y) || !inside(tx) || !inside(ty) || move.steps < 1) return std::nullopt;
  Move m;
  m.from = to_sq(square_at(move.x, move.y));
  m.to = to_sq(square_at(tx, ty));
  return m;
}

UccMove to_ucc_move(const Move& move) {
  const Square from = to_square(move.from);
  const Square to = to_square(move.to);
  const int dx = column_of(to) - column_of(from);
  const int dy = row_of(to) - row_of(from);
  UccMove ucc{column_of(from), row_of(from), Direction::Up, 1};
  if (dy < 0) ucc = {ucc.x, ucc.y, Direction::Up, -dy};
  else if (dy > 0) ucc = {ucc.x, ucc.y, Direction::Down, dy};
  else if (dx < 0) ucc = {ucc.x, ucc.y, Direction::Left, -dx};
  else ucc = {ucc.x, ucc.y, Direction::Right, dx};
  return ucc;
}

// --- setup and board rows ----------------------------------------------------------------

namespace {
int first_setup_row(Color side) { return side == Color::Red ? 0 : kBoardSize - kSetupRows; }
}  // namespace

std::vector<std::string> setup_rows(const Setup& setup, Color side) {
  std::vector<std::string> rows(kSetupRows, std::string(kBoardSize, '.'));
  const int top = first_setup_row(side);
  for (const Placement& p : setup.pieces) {
    const int y = row_of(p.square) - top;
    if (y >= 0 && y < kSetupRows) rows[y][column_of(p.square)] = piece_letter(p.rank);
  }
  return rows;
}

Parsed<Setup> parse_setup_rows(const std::vector<std::string>& rows, Color side) {
  if (rows.size() != kSetupRows) return failure<Setup>("a setup is four rows");
  Setup setup;
  const int top = first_setup_row(side);
  for (int y = 0; y < kSetupRows; ++y) {
    std::string_view row = rows[y];
    while (!row.empty() && (row.back() == '\r' || row.back() == '\n')) row.remove_suffix(1);
    if (row.size() != kBoardSize)
      return failure<Setup>("setup row " + std::to_string(y + 1) + " has " + std::to_string(row.size()) +
                            " characters, not 10");
    for (int x = 0; x < kBoardSize; ++x) {
      if (row[x] == '.') continue;
      std::optional<Rank> rank = rank_of_letter(row[x]);
      if (!rank)
        return failure<Setup>("setup row " + std::to_string(y + 1) + ": " + shown(row[x]) + " is not a piece letter");
      setup.pieces.push_back({square_at(x, top + y), *rank});
    }
  }
  return {setup, {}};
}

std::vector<std::string> board_rows(const Observation& view) {
  std::vector<std::string> rows(kBoardSize, std::string(kBoardSize, '.'));
  for (int y = 0; y < kBoardSize; ++y)
    for (int x = 0; x < kBoardSize; ++x) {
      const SquareView square = view.at(square_at(x, y));
      char& c = rows[y][x];
      switch (square.kind) {
        case SquareView::Kind::Empty: c = '.'; break;
        case SquareView::Kind::Lake: c = '+'; break;
        case SquareView::Kind::Own: c = piece_letter(square.rank); break;
        case SquareView::Kind::Enemy: c = '#'; break;
      }
    }
  return rows;
}

std::string board_row_error(std::string_view row) {
  while (!row.empty() && (row.back() == '\r' || row.back() == '\n')) row.remove_suffix(1);
  if (row.size() != kBoardSize) return "a board row has ten characters, not " + std::to_string(row.size());
  for (char c : row)
    if (c != '#' && c != '+' && c != '.' && !rank_of_letter(c))
      return shown(c) + " is not a board character";
  return {};
}

}  // namespace stratego::ucc
