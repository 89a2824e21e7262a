// The Elo difference a match result shows, with its 95% confidence interval.
#pragma once

namespace stratego {

struct EloEstimate {
  double diff = 0;  // Elo of A minus Elo of B
  double ci95 = 0;  // half-width of the 95% interval: diff +- ci95
};

// From A's wins, draws and losses. The score s = (wins + draws / 2) / games gives
// diff = -400 log10(1 / s - 1); the interval comes from the standard error of the mean
// score per game. A score of 0 or 1 would be infinitely far: it is taken as half a game
// short of it, so that the estimate stays a number. No games: {0, 0}.
EloEstimate estimate_elo(int wins, int draws, int losses);

// The Elo difference that makes `score` (0 < score < 1) the expected score.
double elo_from_score(double score);

}  // namespace stratego
