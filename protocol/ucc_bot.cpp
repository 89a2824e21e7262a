#include "protocol/ucc_bot.hpp"

#include <istream>
#include <ostream>

#include "engine/seed_mix.hpp"
#include "formats/excerpt.hpp"
#include "protocol/ucc_observation_keeper.hpp"
#include "protocol/ucc_variant.hpp"

namespace stratego::ucc {
namespace {

enum class Step { Continue, Quit, Broken };

// Manager lines are a few dozen bytes: a longer one is garbage, and reading it whole could
// take any amount of memory.
constexpr std::size_t kMaxLineBytes = 64 * 1024;

enum class LineRead { Line, End, TooLong };

LineRead read_bounded_line(std::istream& in, std::string& line) {
  line.clear();
  std::streambuf& buffer = *in.rdbuf();
  for (int c = buffer.sbumpc(); c != std::char_traits<char>::eof(); c = buffer.sbumpc()) {
    if (c == '\n') return LineRead::Line;
    if (line.size() >= kMaxLineBytes) return LineRead::TooLong;
    line += static_cast<char>(c);
  }
  return line.empty() ? LineRead::End : LineRead::Line;
}

// A step onto any square that is neither a lake nor our own: for the rare turn on which our
// rules (two-square) leave no move but a manager without them still wants one.
std::optional<Move> any_step(const Observation& view) {
  for (Sq from : view.board().squares_of(view.viewer())) {
    if (!is_movable(view.board().rank_at(from))) continue;
    for (int d : kDirections) {
      const Sq to = static_cast<Sq>(from + d);
      if (view.board().is_playable(to) && !(view.board().has_piece(to) && view.board().color_at(to) == view.viewer()))
        return Move{from, to};
    }
  }
  return std::nullopt;
}

class Session {
 public:
  Session(Player& player, const BotOptions& options, std::istream& in, std::ostream& out, std::ostream& log)
      : player_(player), options_(options), rules_(options.rules ? *options.rules : rule_set("gravon")),
        variant_(options.variant ? *options.variant : variant("classic")), in_(in), out_(out), log_(log) {}

  int run() {
    if (std::string error = variant_error(variant_); !error.empty()) return broken(error);
    std::string line;
    if (const LineRead read = next_line(line); read != LineRead::Line)
      return read == LineRead::TooLong ? broken_line() : broken("the input ended before the setup query");
    if (parse_quit(line)) return 0;
    Parsed<SetupQuery> query = parse_setup_query(line);
    if (!query) return broken(query.error + ": '" + excerpt(line) + "'");
    me_ = query->colour;
    const Setup setup = player_.choose_setup(variant_, rules_, me_);
    const std::vector<std::string> rows = setup_rows(setup, me_);
    // Free placement lets a player stand anywhere; the rows show the four home rows only.
    if (const Parsed<Setup> sent = parse_setup_rows(rows, me_); !sent || sent->pieces.size() != setup.pieces.size())
      return broken("our setup does not fit the four home rows");
    for (const std::string& row : rows) out_ << row << '\n';
    out_.flush();
    keeper_.emplace(variant_, rules_, me_, setup);
    for (;;) {
      if (const LineRead read = next_line(line); read != LineRead::Line) return read == LineRead::TooLong ? broken_line() : 0;
      const Step step = handle(line);
      if (step == Step::Quit) return 0;
      if (step == Step::Broken) return 1;
    }
  }

 private:
  // The next line that is not blank, without trailing blanks; End or TooLong (a line over
  // kMaxLineBytes) when there is none.
  LineRead next_line(std::string& line) {
    for (;;) {
      const LineRead read = read_bounded_line(in_, line);
      if (read != LineRead::Line) return read;
      while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
      if (!line.empty()) return LineRead::Line;
    }
  }

  int broken_line() { return broken("a line longer than " + std::to_string(kMaxLineBytes) + " bytes"); }

  int broken(const std::string& reason) {
    log_ << "stratego engine (ucc): " << reason << "\n";
    return 1;
  }

  Step handle(const std::string& line) {
    if (parse_quit(line)) return Step::Quit;
    if (is_start(line)) return answer();
    Parsed<Confirmation> confirmation = parse_confirmation(line);
    if (!confirmation) {
      // The manager repeats an unreadable answer followed by ILLEGAL: the game is over.
      if (line.size() >= 7 && line.ends_with("ILLEGAL")) return Step::Continue;
      broken(confirmation.error + ": '" + excerpt(line) + "'");
      return Step::Broken;
    }
    if (std::string error = keeper_->record(*confirmation); !error.empty()) {
      broken(error);
      return Step::Broken;
    }
    if (keeper_->game_over()) return Step::Continue;
    const bool my_turn = !keeper_->ready() || keeper_->observation().side_to_move() == me_;
    return my_turn ? answer() : Step::Continue;
  }

  Step answer() {
    std::vector<std::string> rows;
    std::string line;
    while (static_cast<int>(rows.size()) < kBoardSize) {
      if (const LineRead read = next_line(line); read != LineRead::Line) {
        if (read == LineRead::End) return Step::Quit;
        broken_line();
        return Step::Broken;
      }
      if (parse_quit(line)) return Step::Quit;
      if (std::string error = board_row_error(line); !error.empty()) {
        broken(error + ": '" + excerpt(line) + "'");
        return Step::Broken;
      }
      rows.push_back(line);
    }
    const BoardCheck board = keeper_->see_board(rows);
    if (!board.error.empty()) {
      broken("a board that cannot be: " + board.error);
      return Step::Broken;
    }
    if (!board.differences.empty())
      log_ << "stratego engine (ucc): the board differs from the moves: " << board.differences << "\n";
    const std::optional<Move> move = choose();
    out_ << (move ? format_move(to_ucc_move(*move)) : std::string("NO_MOVE")) << '\n';
    out_.flush();
    return Step::Continue;
  }

  // None only when no piece of ours can step anywhere.
  std::optional<Move> choose() {
    const Observation& view = keeper_->observation();
    MoveList moves;
    view.legal_moves(moves);
    if (moves.empty()) return any_step(view);
    ThinkLimits limits = options_.limits;
    limits.seed = mix_seed(options_.limits.seed, static_cast<std::uint64_t>(view.ply()));
    return player_.choose_move(view, limits);
  }

  Player& player_;
  const BotOptions& options_;
  const RuleSet& rules_;
  const Variant& variant_;
  std::istream& in_;
  std::ostream& out_;
  std::ostream& log_;
  Color me_ = Color::Red;
  std::optional<ObservationKeeper> keeper_;
};

}  // namespace

int run_bot(Player& player, const BotOptions& options, std::istream& in, std::ostream& out, std::ostream& log) {
  return Session(player, options, in, out, log).run();
}

}  // namespace stratego::ucc
