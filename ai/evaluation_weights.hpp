// Every weight of the static evaluation (evaluate.cpp), and the two the search adds to it
// (enemy_take_percent, unmoved_reveal_per_nat: search.cpp), by name, so that a tool can fit
// them to the archive's results (tools/tune_evaluation.cpp; the search's two change no static
// evaluation, so it leaves them) and a test can vary one. The defaults are what the strong
// level plays with; ai/README.md says where they come from.
#pragma once

#include <array>
#include <string_view>

namespace stratego {

struct EvaluationWeights {
  // Material, by rank: Flag Spy Scout Miner Sergeant Lieutenant Captain Major Colonel
  // General Marshal Bomb.
  std::array<int, 12> base_value = {0, 60, 25, 45, 30, 45, 70, 110, 170, 270, 400, 45};
  int spy_without_prey = 10;      // the spy once the piece it beats is gone
  int scarce_miner_bonus = 40;    // each of our last two miners while enemy bombs stand
  int bomb_without_miners = 15;   // a bomb once no enemy miner is left
  int shown_dear_divisor = 8;     // a captain or better the enemy has identified loses worth / this
  int shown_cheap_penalty = 3;    // a cheaper one this much
  int unmoved_piece = 8;          // a movable piece that has not moved yet: it may be a bomb or the flag to the enemy
  int prey_divisor = 4;           // a piece adds its prey's worth / (2 + distance) / this
  int flag_approach_step = 3;     // per square nearer the enemy flag, from 20 squares
  int flag_near_bonus = 120;      // divided by the distance, within two squares of it
  int open_flag_side = 20;        // per side of our flag neither a bomb nor a piece of ours closes
  int defender_step = 20;         // per square between an unguarded attacker and our nearest piece that beats it
  int open_line_square = 5;       // per empty square a scout could fly in over to our flag
  int danger_per_square = 50;     // per square an attacker is nearer our flag than six
  int guard_step = 10;            // per square our nearest miner-beater is further than two from our flag
  int per_missing_movable = 60;   // per movable piece fewer than four
  int hanging_known_percent = 75;    // of the worth of a piece beside a known attacker, if the enemy identified it
  int hanging_unknown_percent = 40;  // if it did not
  int oppose_worth_divisor = 48;     // a known enemy major or better costs worth * steps / this
  int unchallenged_percent = 80;     // of the worth of an enemy general or colonel that no hidden piece of ours beats
  int hunted_reveal_percent = 30;    // of the worth of our general or colonel, to show it while the enemy hides what beats it
  int enemy_take_percent = 50;       // of the worth of our piece an enemy attack takes, added to the loss in the search
  // What our attack on an enemy piece that has never moved is worth for what it shows, per
  // nat of our uncertainty about its rank (the search's own determinizations know every rank).
  int unmoved_reveal_per_nat = 6;
};

// Each weight with its name, for tools that print or vary them one at a time.
struct NamedWeight {
  std::string_view name;
  int EvaluationWeights::*field = nullptr;  // null for the base values, found by rank
  int rank = -1;                            // index into base_value when field is null
};

inline int& weight(EvaluationWeights& w, const NamedWeight& n) { return n.field ? w.*n.field : w.base_value[n.rank]; }

inline const std::array<NamedWeight, 33>& named_weights() {
  static const std::array<NamedWeight, 33> all = {{
      {"spy", nullptr, 1},
      {"scout", nullptr, 2},
      {"miner", nullptr, 3},
      {"sergeant", nullptr, 4},
      {"lieutenant", nullptr, 5},
      {"captain", nullptr, 6},
      {"major", nullptr, 7},
      {"colonel", nullptr, 8},
      {"general", nullptr, 9},
      {"marshal", nullptr, 10},
      {"bomb", nullptr, 11},
      {"spy_without_prey", &EvaluationWeights::spy_without_prey},
      {"scarce_miner_bonus", &EvaluationWeights::scarce_miner_bonus},
      {"bomb_without_miners", &EvaluationWeights::bomb_without_miners},
      {"shown_dear_divisor", &EvaluationWeights::shown_dear_divisor},
      {"shown_cheap_penalty", &EvaluationWeights::shown_cheap_penalty},
      {"unmoved_piece", &EvaluationWeights::unmoved_piece},
      {"prey_divisor", &EvaluationWeights::prey_divisor},
      {"flag_approach_step", &EvaluationWeights::flag_approach_step},
      {"flag_near_bonus", &EvaluationWeights::flag_near_bonus},
      {"open_flag_side", &EvaluationWeights::open_flag_side},
      {"defender_step", &EvaluationWeights::defender_step},
      {"open_line_square", &EvaluationWeights::open_line_square},
      {"danger_per_square", &EvaluationWeights::danger_per_square},
      {"guard_step", &EvaluationWeights::guard_step},
      {"per_missing_movable", &EvaluationWeights::per_missing_movable},
      {"hanging_known_percent", &EvaluationWeights::hanging_known_percent},
      {"hanging_unknown_percent", &EvaluationWeights::hanging_unknown_percent},
      {"oppose_worth_divisor", &EvaluationWeights::oppose_worth_divisor},
      {"unchallenged_percent", &EvaluationWeights::unchallenged_percent},
      {"hunted_reveal_percent", &EvaluationWeights::hunted_reveal_percent},
      {"enemy_take_percent", &EvaluationWeights::enemy_take_percent},
      {"unmoved_reveal_per_nat", &EvaluationWeights::unmoved_reveal_per_nat},
  }};
  return all;
}

}  // namespace stratego
