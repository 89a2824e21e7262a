#include "formats/verify.hpp"

#include "engine/notation.hpp"
#include "formats/checked_number.hpp"

namespace stratego {
namespace {

std::string color_text(std::optional<Color> c) { return c ? std::string(color_name(*c)) : std::string("nobody"); }

std::optional<bool> judge_ending(const Game& game, const RecordedResult& recorded, std::string& note) {
  const GameResult& actual = game.result();
  auto expect = [&](Ending ending, std::optional<Color> winner) -> std::optional<bool> {
    if (actual.ending == ending && actual.winner == winner) return true;
    note = "the moves lead to '" + std::string(ending_name(actual.ending)) + "' (winner " + color_text(actual.winner) +
           "), the record says '" + std::string(ending_name(ending)) + "' (winner " + color_text(winner) + ")";
    return false;
  };
  if ((recorded.code == 0 || recorded.code == 1) && !recorded.winner) {
    note = "ending " + std::to_string(recorded.code) + " without a winner";
    return false;
  }
  switch (recorded.code) {
    case 0: return expect(Ending::NoLegalMove, recorded.winner);
    case 1: return expect(Ending::FlagCaptured, recorded.winner);
    case 2: return expect(Ending::BothCannotMove, std::nullopt);
    case static_cast<int>(Ending::NoBattleLimit):
      if (game.options().no_battle_limit > 0) return expect(Ending::NoBattleLimit, std::nullopt);
      [[fallthrough]];
    default:
      if (actual.over()) {
        note = "the moves already end the game by '" + std::string(ending_name(actual.ending)) + "', the record says ending " +
               std::to_string(recorded.code);
        return false;
      }
      return std::nullopt;  // resignation, agreed draw, clocks: nothing on the board to check
  }
}

GameOptions options_of(const GameRecord& record) {
  GameOptions options;
  if (auto it = record.metadata.find("no_battle_limit"); it != record.metadata.end())
    options.no_battle_limit = checked_int(it->second, 0, 1'000'000).value_or(0);
  return options;
}

}  // namespace

Game replay_record(const GameRecord& record, const RuleSet& rules, std::optional<IllegalMove>* illegal,
                   const ReplayObserver& observer) {
  Game game(variant(record.variant), rules, options_of(record));
  auto stop = [&](int move, std::string reason) {
    if (illegal) *illegal = IllegalMove{move, std::move(reason)};
    return game;
  };
  if (illegal) illegal->reset();
  for (Color c : {Color::Red, Color::Blue}) {
    if (!record.setups[index(c)]) continue;
    std::string error = game.set_setup(c, *record.setups[index(c)]);
    if (!error.empty()) return stop(0, std::string(color_name(c)) + " setup: " + error);
  }
  if (!record.has_setup()) return game;
  if (std::string error = game.start(); !error.empty()) return stop(0, error);
  if (observer) observer(game);
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    const Move& m = record.moves[i];
    MoveError error = game.play(m);
    if (error == MoveError::GameOver && game.result().over())
      return stop(static_cast<int>(i + 1), move_text(m) + ": the game was already over (" +
                                               std::string(ending_name(game.result().ending)) + ")");
    if (error != MoveError::None) return stop(static_cast<int>(i + 1), move_text(m) + ": " + std::string(describe(error)));
    if (observer) observer(game);
  }
  return game;
}

std::optional<int> count_repetition_refusals(const GameRecord& record, const RuleSet& rules) {
  GameRecord setup_only = record;
  setup_only.moves.clear();
  std::optional<IllegalMove> illegal;
  Game game = replay_record(setup_only, rules, &illegal);
  if (illegal || !game.started()) return std::nullopt;
  int refusals = 0;
  for (const Move& m : record.moves) {
    const MoveError e = game.play_despite_repetition_rules(m);
    if (e == MoveError::TwoSquareRule || e == MoveError::MoreSquaresRule) ++refusals;
    else if (e != MoveError::None) return std::nullopt;
  }
  return refusals;
}

Verdict verify_record(const GameRecord& record, const RuleSet& rules) {
  Verdict verdict;
  verdict.variant = record.variant;
  verdict.moves = static_cast<int>(record.moves.size());
  verdict.ending = record.result.code;
  if (!record.has_setup()) {
    verdict.skipped = true;
    return verdict;
  }
  Game game = replay_record(record, rules, &verdict.illegal);
  const bool two_square = verdict.illegal && verdict.illegal->reason.find(describe(MoveError::TwoSquareRule)) != std::string::npos;
  if (two_square && !rules.game_option.empty()) {
    // The server may have let this game choose its option; the record cannot say.
    std::optional<IllegalMove> under_option;
    Game alternative = replay_record(record, rule_set(rules.game_option), &under_option);
    if (!under_option) {
      verdict.illegal.reset();
      verdict.option = rules.game_option;
      game = std::move(alternative);
    }
  }
  if (!verdict.illegal) verdict.ending_consistent = judge_ending(game, record.result, verdict.ending_note);
  return verdict;
}

}  // namespace stratego
