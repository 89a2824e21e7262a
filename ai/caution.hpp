// What the determinized search must not take from its samples. Each sample shows every
// rank to both sides (strategy fusion), so on its own the search would send the marshal
// into an unmoved piece whenever some samples put the flag behind it, would step a known
// marshal beside hidden pieces wherever a sample puts the spy elsewhere, and would count
// our flag lost to any enemy piece beside it although the enemy cannot tell it from a bomb.
#pragma once

#include <array>
#include <cstdint>

#include "ai/belief.hpp"
#include "engine/observation.hpp"

namespace stratego {

struct Caution {
  // Unmoved enemy pieces (by square at the root) that may well be bombs and are less likely
  // to be the flag than a bomb (or unlikely to be it), even when no piece below major is left
  // to probe them: a major lost on a bomb at the end of a game loses the game more often
  // than waiting does.
  std::array<bool, kMailboxSize> bomb_suspect{};
  // The share of samples in which the hidden enemy piece (by square at the root) is the
  // spy, while the enemy knows which piece of ours the spy beats (our marshal has been
  // revealed); zero otherwise.
  std::array<float, kMailboxSize> spy_share{};
  // The chance that an enemy piece able to take our flag does so: one in the number of our
  // pieces it has never seen move or fight, at least 1/4. Otherwise it is as if it had made
  // a quiet move.
  double flag_guess = 1.0;

  // Whether m sends one of our major and better into a bomb suspect, or ends with the piece
  // the spy beats where the spy may well stand beside it.
  bool forbids(const Position& pos, const Move& m) const;

 private:
  bool steps_beside_likely_spy(const Position& pos, const Move& m) const;
};

// Whether an unmoved enemy piece, a bomb and the flag in these shares of the samples, is a
// bomb suspect: it may well be a bomb, and it is not the flag as likely as a bomb.
bool is_bomb_suspect(double bomb_share, double flag_share);

// Draws of the belief behind the caution's shares, drawn anew each move. The bars above
// were set with 64, whose noise lets a dear piece past a share just above a bar now and
// then; with 512 (the same verdicts for any seed) the strong level lost more often against
// DoI (ai/README.md), so more draws need the bars set again with them.
inline constexpr int kCautionSamples = 64;

// The caution for the viewer's move, from the belief's marginals over `samples` draws.
Caution caution_for(const Observation& observation, const Belief& belief, std::uint64_t seed,
                    int samples = kCautionSamples);

}  // namespace stratego
