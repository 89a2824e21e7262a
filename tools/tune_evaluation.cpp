// Fits the evaluation's weights (ai/evaluation_weights.hpp) to the results of the
// archive's classic games, by Texel's method: positions every --every plies of the training
// months, each predicted as sigmoid(evaluation / K) for the side to move against whether
// that side went on to win; the scale K fitted first, then each weight moved up or down by
// about a fifth while the training months' mean squared error falls, pass after pass (the
// marshal's worth fixed, the ranks from the sergeant up kept in order). It
// prints the error on the training and the held-out months before and after, and the
// fitted weights.
//   tune_evaluation GAMES_FOLDER [--every N] [--passes P] [--material-only]
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "ai/evaluate.hpp"
#include "engine/game.hpp"
#include "formats/archive.hpp"
#include "tools/archive_reveals.hpp"

namespace stratego {
namespace {

struct Example {
  Position position;
  double won;  // 1 when the side to move won, 0 when it lost
};

// The positions every `every` plies (from ply `every` on) of the classic games of the
// months given whose winner the archive records.
std::vector<Example> examples(const std::string& folder, const std::set<std::string>& months, int every) {
  std::vector<Example> out;
  for_each_game_file(folder, [&](const GameFile& file) {
    if (!months.contains(archive_month(file.path))) return;
    const GameRecord record = read_record(file.text, file.path);
    if (record.variant != "classic" || !record.has_setup() || !record.result.winner) return;
    Game game(variant(record.variant), rule_set("gravon"));
    for (Color c : {Color::Red, Color::Blue})
      if (!game.set_setup(c, *record.setups[index(c)]).empty()) return;
    if (!game.start().empty()) return;
    int ply = 0;
    for (const Move& m : record.moves) {
      if (game.result().over()) break;
      const MoveError e = game.play_despite_repetition_rules(m);
      if (e != MoveError::None && e != MoveError::TwoSquareRule && e != MoveError::MoreSquaresRule) break;
      if (++ply % every == 0 && !game.result().over()) {
        const Position& pos = game.position();
        out.push_back({pos, pos.side_to_move() == *record.result.winner ? 1.0 : 0.0});
      }
    }
  });
  return out;
}

// Each example's evaluation with these weights, on two threads.
std::vector<int> evaluations(const std::vector<Example>& set, const EvaluationWeights& weights) {
  std::vector<int> out(set.size());
  const Evaluator evaluate(variant("classic"), weights);
  const std::size_t half = set.size() / 2;
  auto part = [&](std::size_t from, std::size_t to) {
    for (std::size_t i = from; i < to; ++i) out[i] = evaluate(set[i].position);
  };
  std::thread other(part, half, set.size());
  part(0, half);
  other.join();
  return out;
}

double mean_squared_error(const std::vector<Example>& set, const std::vector<int>& evals, double scale) {
  double sum = 0.0;
  for (std::size_t i = 0; i < set.size(); ++i) {
    const double p = 1.0 / (1.0 + std::exp(-evals[i] / scale));
    sum += (set[i].won - p) * (set[i].won - p);
  }
  return sum / static_cast<double>(set.size());
}

double error(const std::vector<Example>& set, const EvaluationWeights& weights, double scale) {
  return mean_squared_error(set, evaluations(set, weights), scale);
}

// The scale that fits the evaluation best (golden-section search on a log scale).
double fitted_scale(const std::vector<Example>& set, const EvaluationWeights& weights) {
  const std::vector<int> evals = evaluations(set, weights);
  double lo = std::log(10.0), hi = std::log(5000.0);
  const double g = (std::sqrt(5.0) - 1) / 2;
  for (int i = 0; i < 40; ++i) {
    const double a = hi - g * (hi - lo), b = lo + g * (hi - lo);
    if (mean_squared_error(set, evals, std::exp(a)) < mean_squared_error(set, evals, std::exp(b))) hi = b;
    else lo = a;
  }
  return std::exp((lo + hi) / 2);
}

bool is_divisor(const NamedWeight& n) { return n.name.ends_with("divisor"); }

// The marshal's worth stays: it sets the scale of every other weight against the win score.
// With material_only, so do all but the pieces' worths.
bool is_tuned(const NamedWeight& n, bool material_only) {
  return n.name != "marshal" && (!material_only || n.field == nullptr);
}

// A higher rank beats all that a lower one beats and more: from the sergeant up, no piece
// may come out worth less than the one below it.
bool ranks_in_order(const EvaluationWeights& w) {
  for (std::size_t r = 5; r <= 10; ++r)
    if (w.base_value[r] < w.base_value[r - 1]) return false;
  return true;
}

// The weight one step up (+1) or down (-1): about a fifth of it, at least 1; a divisor stays
// at least 1, any other weight at least 0.
int stepped(int w, int direction, bool divisor) {
  const int step = std::max(1, std::abs(w) / 5);
  return std::max(divisor ? 1 : 0, w + direction * step);
}

EvaluationWeights tuned(const std::vector<Example>& train, EvaluationWeights weights, double scale, int passes, bool material_only) {
  double best = error(train, weights, scale);
  for (int pass = 1; pass <= passes; ++pass) {
    bool improved = false;
    for (const NamedWeight& n : named_weights()) {
      if (!is_tuned(n, material_only)) continue;
      for (int direction : {+1, -1}) {
        bool moved = false;
        for (;;) {
          EvaluationWeights trial = weights;
          int& w = weight(trial, n);
          const int before = w;
          w = stepped(w, direction, is_divisor(n));
          if (w == before || !ranks_in_order(trial)) break;
          const double e = error(train, trial, scale);
          if (e >= best) break;
          best = e;
          weights = trial;
          moved = improved = true;
        }
        if (moved) break;  // no need to try the other way
      }
      std::fprintf(stderr, "pass %d %-24s %5d  train error %.6f\n", pass, std::string(n.name).c_str(), weight(weights, n), best);
    }
    if (!improved) break;
  }
  return weights;
}

void print(const EvaluationWeights& w) {
  std::printf("base_value = {");
  for (std::size_t r = 0; r < w.base_value.size(); ++r) std::printf("%s%d", r ? ", " : "", w.base_value[r]);
  std::printf("}\n");
  EvaluationWeights copy = w;
  for (const NamedWeight& n : named_weights())
    if (n.field) std::printf("%s = %d\n", std::string(n.name).c_str(), weight(copy, n));
}

}  // namespace
}  // namespace stratego

int main(int argc, char** argv) {
  using namespace stratego;
  if (argc < 2) {
    std::fprintf(stderr, "usage: tune_evaluation GAMES_FOLDER [--every N] [--passes P] [--material-only]\n");
    return 2;
  }
  int every = 10, passes = 4;
  bool material_only = false;
  for (int i = 2; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--material-only")) material_only = true;
    else if (!std::strcmp(argv[i], "--every") && i + 1 < argc) every = std::max(1, std::atoi(argv[++i]));
    else if (!std::strcmp(argv[i], "--passes") && i + 1 < argc) passes = std::max(1, std::atoi(argv[++i]));
    else {
      std::fprintf(stderr, "tune_evaluation: unexpected argument %s\n", argv[i]);
      return 2;
    }
  }
  const std::vector<Example> train = examples(argv[1], training_months(), every);
  const std::vector<Example> held_out = examples(argv[1], held_out_months(), every);
  std::printf("%zu training positions, %zu held-out, every %d plies\n", train.size(), held_out.size(), every);
  const EvaluationWeights start;
  const double scale = fitted_scale(train, start);
  std::printf("scale %.1f\nbefore: train %.6f held-out %.6f\n", scale, error(train, start, scale), error(held_out, start, scale));
  const EvaluationWeights fitted = tuned(train, start, scale, passes, material_only);
  const double refit = fitted_scale(train, fitted);
  std::printf("after: train %.6f held-out %.6f (scale %.1f; refitted %.1f: train %.6f held-out %.6f)\n", error(train, fitted, scale),
              error(held_out, fitted, scale), scale, refit, error(train, fitted, refit), error(held_out, fitted, refit));
  print(fitted);
  return 0;
}
