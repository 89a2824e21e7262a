#include "protocol/elo.hpp"

#include <algorithm>
#include <cmath>

namespace stratego {

// Adding +0 turns an even score's -0 into 0.
double elo_from_score(double score) { return -400.0 * std::log10(1.0 / score - 1.0) + 0.0; }

EloEstimate estimate_elo(int wins, int draws, int losses) {
  const int games = wins + draws + losses;
  if (games == 0) return {};
  const double n = games;
  const double margin = 0.5 / n;  // half a game
  const double score = std::clamp((wins + 0.5 * draws) / n, margin, 1.0 - margin);
  // The variance of one game's score (1, 1/2 or 0) around the mean; a one-sided result
  // has none, so the clamped score's binomial variance stands in for it.
  double variance = (wins * std::pow(1.0 - score, 2) + draws * std::pow(0.5 - score, 2) + losses * score * score) / n;
  if (wins == games || losses == games || draws == games) variance = std::max(variance, score * (1.0 - score));
  const double error = std::sqrt(variance / n);
  const double low = std::clamp(score - 1.959964 * error, margin, 1.0 - margin);
  const double high = std::clamp(score + 1.959964 * error, margin, 1.0 - margin);
  return {elo_from_score(score), (elo_from_score(high) - elo_from_score(low)) / 2.0};
}

}  // namespace stratego
