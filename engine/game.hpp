// A game from set-up to ending: the true position, the public record, both players'
// observations (kept move by move), the more-squares rule and the endings.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "engine/chase_rule.hpp"
#include "engine/observation.hpp"
#include "engine/position.hpp"
#include "engine/setup.hpp"

namespace stratego {

// Endings; the first five keep Gravon's result type numbers.
enum class Ending : std::uint8_t {
  None = 255,
  NoLegalMove = 0,     // the loser could not move
  FlagCaptured = 1,
  BothCannotMove = 2,  // a draw
  Resignation = 3,
  DrawAgreed = 4,
  MoveLimit = 5,       // the rule set's move limit was reached: a draw
  NoBattleLimit = 6,   // the game's limit of moves without a battle was reached: a draw
  Timeout = 11,        // a player's clock ran out
  GameClock = 12,      // the game clock ran out (ISF): a draw
  Abandoned = 13,      // the loser was away on its turn and the opponent claimed the game
  Forfeit = 14,        // a player left or broke the protocol
};
std::string_view ending_name(Ending e);

struct GameResult {
  Ending ending = Ending::None;
  std::optional<Color> winner;  // none for a draw
  bool over() const { return ending != Ending::None; }
  bool operator==(const GameResult&) const = default;
};

// What a game chooses beyond its rule set.
struct GameOptions {
  // A draw once this many moves in a row (both sides counted) had no battle; 0: never.
  // stratego.com's and Strategus's cure for endless chasing.
  int no_battle_limit = 0;
  bool operator==(const GameOptions&) const = default;
};
inline constexpr int kMaxNoBattleLimit = 10'000;  // what a server accepts

class Game {
 public:
  Game(const Variant& variant, const RuleSet& rules, GameOptions options = {});

  const Variant& variant() const { return *variant_; }
  const RuleSet& rules() const { return *rules_; }
  const GameOptions& options() const { return options_; }

  // --- set-up: both sides, then start ------------------------------------------------
  // Empty when accepted, otherwise the reason. Allowed until the game starts.
  std::string set_setup(Color side, const Setup& setup);
  const std::optional<Setup>& setup(Color side) const { return setups_[index(side)]; }
  // Places both setups and begins play with Red to move. Empty when started.
  std::string start();
  bool started() const { return position_.has_value(); }

  // --- play --------------------------------------------------------------------------
  Color side_to_move() const { return position_->side_to_move(); }
  MoveError check_move(const Move& m) const;
  // Plays m for the side to move; on an error nothing changes.
  MoveError play(const Move& m);
  // For studying records made under other rules: plays m even where only the two-square
  // or more-squares rule forbids it, and returns that verdict. Any other error changes nothing.
  MoveError play_despite_repetition_rules(const Move& m);
  void legal_moves(MoveList& out) const;  // for the side to move, every rule applied
  bool has_legal_move(Color c) const;

  void resign(Color loser);
  void agree_draw();
  void end(Ending ending, std::optional<Color> winner);  // clocks, forfeits: decided outside

  // --- what happened -----------------------------------------------------------------
  const GameResult& result() const { return result_; }
  const std::vector<PublicMove>& moves() const { return moves_; }
  // The whole truth. Only referees, servers and record tools may look: players get
  // observation().
  const Position& position() const { return *position_; }
  const Observation& observation(Color viewer) const { return *observations_[index(viewer)]; }
  int moves_since_battle() const { return moves_since_battle_; }

 private:
  void commit(const Move& m);  // plays a move already checked
  void judge_after_move(const std::optional<Battle>& battle);

  const Variant* variant_;
  const RuleSet* rules_;
  GameOptions options_;
  std::array<std::optional<Setup>, 2> setups_;
  std::optional<Position> position_;
  std::array<std::optional<Observation>, 2> observations_;
  std::vector<PublicMove> moves_;
  ChaseRule chase_;
  GameResult result_;
  int moves_since_battle_ = 0;
};

}  // namespace stratego
