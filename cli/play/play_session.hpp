// One game of a person (red) against the computer (blue), from the setup to the end, run by
// the referee's GameDriver (protocol/game_driver.hpp): the person's moves are pushed into it,
// the computer's PlayerSeat is asked for its own. The save file is the
// driver's observer: rewritten after every move so that the game can be interrupted and
// continued later (seed 003). No terminal code here.
//
// What the person is shown comes from view(), red's Observation; the true position is
// handed out only after the game has ended (revealed_board()).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/player.hpp"
#include "cli/play/play_options.hpp"
#include "cli/play/setup_draft.hpp"
#include "engine/game.hpp"
#include "cli/play/person_seat.hpp"
#include "formats/record.hpp"
#include "protocol/game_driver.hpp"
#include "protocol/player_seat.hpp"

namespace stratego::play {

enum class Phase { Setup, Play, Over };

inline constexpr Color kPerson = Color::Red;
inline constexpr Color kComputer = Color::Blue;

class PlaySession : private GameObserver {
 public:
  // A new game: the computer sets up now; the person gets a prepared setup to arrange.
  // Throws std::invalid_argument for an unknown variant, rule set or level.
  explicit PlaySession(const PlayOptions& options);
  // Continues the game saved at options.save_path: variant, rules, level and seed come
  // from the file. Throws std::runtime_error when there is no readable saved game.
  static PlaySession resume(const PlayOptions& options);
  // Whether the file holds a saved game that has not ended (one that --resume continues).
  static bool unfinished_game_saved(const std::string& path);
  // The driver holds the seats by address: a session stays where it was made.
  PlaySession(const PlaySession&) = delete;
  PlaySession& operator=(const PlaySession&) = delete;

  Phase phase() const;
  Language language() const { return language_; }
  const Variant& variant() const { return game().variant(); }
  const RuleSet& rules() const { return game().rules(); }
  const std::string& level() const { return level_; }
  const std::string& save_path() const { return save_path_; }
  // Why the last save failed; empty when it worked.
  const std::string& save_problem() const { return save_problem_; }

  // --- setup phase: each returns empty when done, otherwise a message; a refusal changes nothing
  const SetupDraft& draft() const { return draft_; }
  std::string swap(Square a, Square b);
  std::string draw_new_setup();
  std::string load_setup(const std::string& path);
  std::string save_setup(const std::string& path) const;
  // Accepts the draft and starts the game (red moves first); saves it.
  std::string start();

  // --- play ---
  const Observation& view() const { return game().observation(kPerson); }
  bool person_to_move() const { return phase() == Phase::Play && game().side_to_move() == kPerson; }
  bool computer_to_move() const { return phase() == Phase::Play && game().side_to_move() == kComputer; }
  // The person's legal moves from a square (empty when it is not the person's turn).
  std::vector<Move> moves_from(Square from) const;
  // The person's move; saves the game. Empty when played, otherwise why not. A rescue that
  // goes with an attack the person's piece loses does not happen (the engine's rule).
  std::string play(const Move& move);
  std::string play(std::string_view typed);
  // --- ultimate lightning rescues ---
  // The person's captured ranks that this move may bring back, strongest first. Empty
  // unless the variant has rescues and the move is the person's legal move onto the enemy
  // back row.
  std::vector<Rank> rescuable_ranks(const Move& move) const;
  // Where a piece brought back with this move may stand: every square empty after it
  // (empty when the move cannot rescue).
  std::vector<Square> rescue_squares(const Move& move) const;

  // The computer chooses and plays its move (this may take its time); saves the game.
  Move computer_move();
  std::string resign();

  const GameResult& result() const { return game().result(); }
  // Every battle and rescue so far, numbered by move, explained from the person's side.
  std::vector<std::string> battle_log() const;
  // The computer's last move, if it has made one.
  std::optional<Move> last_computer_move() const;
  // The whole truth; throws std::logic_error while the game is not over.
  const Position& revealed_board() const;
  GameRecord record() const;

 private:
  PlaySession(Game game, const PlayOptions& options, std::string level, std::uint64_t seed);
  const Game& game() const { return driver_.game(); }
  void changed(const Game&) override { save(); }
  void save();

  Language language_;
  std::string level_;
  std::uint64_t seed_;
  std::string save_path_;
  std::string save_problem_;
  PersonSeat person_;
  PlayerSeat computer_;
  std::unique_ptr<Player> setup_maker_;  // prepares the person's setups
  GameDriver driver_;
  SetupDraft draft_;
};

}  // namespace stratego::play
