#include "ai/setup_generator.hpp"

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "ai/random_player.hpp"
#include "ai/setup_prior.hpp"

namespace stratego {
namespace {

class SetupSampler {
 public:
  SetupSampler(const Variant& variant, Color side, std::mt19937_64& rng)
      : variant_(variant), side_(side), prior_(variant), rng_(rng) {
    for (int row = 0; row < variant.setup_rows; ++row)
      for (int file = 0; file < variant.width; ++file) {
        const OwnSquare own{row, file};
        const Square s = board_square(variant, side, own);
        if (variant.on_board(s) && !variant.is_lake(s)) free_.push_back(own);
      }
    left_ = variant.army;
    zone_size_ = free_.size();
  }

  Setup sample() {
    if (left_[value(Rank::Flag)] > 0) place_flag_and_its_bombs();
    place_all(Rank::Bomb, [](OwnSquare) { return 1.0; });
    const Rank top = variant_.strongest_rank();
    place_all(top, [](OwnSquare) { return 1.0; });
    if (top == Rank::Marshal) place_all(Rank::General, [this](OwnSquare s) { return apart_from(Rank::Marshal, s); });
    place_all(Rank::Spy, [this](OwnSquare s) { return close_to(Rank::General, s); });
    for (int r = value(Rank::Colonel); r >= value(Rank::Scout); --r)
      place_all(static_cast<Rank>(r), [](OwnSquare) { return 1.0; });
    return setup_;
  }

 private:
  // Bombs on every neighbour as often as players did that, otherwise one bomb beside the
  // flag as often as that, otherwise none.
  void place_flag_and_its_bombs() {
    // Gravon's barrage players sometimes bluff with a flag up front; a sound setup does not.
    const OwnSquare flag = place(Rank::Flag, [this](OwnSquare s) { return flag_row_bias(s); });
    std::vector<OwnSquare> around;
    for (const OwnSquare& s : free_)
      if (std::abs(s.row - flag.row) + std::abs(s.file - flag.file) == 1) around.push_back(s);
    std::uniform_real_distribution<double> chance(0.0, 1.0);
    const double u = chance(rng_);
    std::size_t bombs = 0;
    if (u < prior_.flag_fully_bombed()) bombs = around.size();
    else if (u < prior_.flag_some_bomb() || sparse()) bombs = 1;
    std::shuffle(around.begin(), around.end(), rng_);
    // In a sparse army open files reach the flag: the first bomb closes the one in front.
    if (sparse())
      std::stable_partition(around.begin(), around.end(), [&](const OwnSquare& s) { return s.row == flag.row + 1; });
    for (std::size_t i = 0; i < bombs && i < around.size() && left_[value(Rank::Bomb)] > 0; ++i)
      put(Rank::Bomb, around[i]);
    if (sparse()) guard_open_sides(around);
  }

  // In a sparse army a flag on the back row is far safer; in a corner it has the fewest sides.
  double flag_row_bias(OwnSquare s) const {
    if (!sparse()) return s.row <= 1 ? 1.0 : 0.02;
    const bool corner = s.file == 0 || s.file == variant_.width - 1;
    return s.row == 0 ? (corner ? 3.0 : 1.0) : 0.0;
  }

  // Sparse armies leave lanes open to the flag (barrage: one bomb, seven pieces for forty
  // squares), and a scout flies down any of them: every side of the flag that no bomb
  // closes gets the cheapest piece left as its guard.
  void guard_open_sides(const std::vector<OwnSquare>& around) {
    for (const OwnSquare& s : around) {
      if (!is_free(s)) continue;
      const Rank guard = cheapest_left();
      if (guard == Rank::Unknown) return;
      put(guard, s);
    }
  }

  bool is_free(OwnSquare s) const {
    return std::any_of(free_.begin(), free_.end(), [&](const OwnSquare& o) { return o.row == s.row && o.file == s.file; });
  }

  Rank cheapest_left() const {
    for (Rank r : {Rank::Scout, Rank::Sergeant, Rank::Lieutenant, Rank::Miner, Rank::Captain})
      if (left_[value(r)] > 0) return r;
    return Rank::Unknown;
  }

  bool sparse() const { return variant_.army_size() < static_cast<int>(zone_size_); }

  double apart_from(Rank r, OwnSquare s) const {
    for (const Placement& p : setup_.pieces)
      if (p.rank == r && std::abs(own_view(variant_, side_, p.square).file - s.file) <= 2) return 0.2;
    return 1.0;
  }

  double close_to(Rank r, OwnSquare s) const {
    for (const Placement& p : setup_.pieces) {
      if (p.rank != r) continue;
      const OwnSquare o = own_view(variant_, side_, p.square);
      if (std::abs(o.row - s.row) + std::abs(o.file - s.file) <= 2) return 12.0;
    }
    return 1.0;
  }

  template <typename Bias>
  void place_all(Rank r, Bias bias) {
    while (left_[value(r)] > 0) place(r, bias);
  }

  template <typename Bias>
  OwnSquare place(Rank r, Bias bias) {
    std::vector<double> weights;
    weights.reserve(free_.size());
    for (const OwnSquare& s : free_) weights.push_back(prior_.weight(side_, board_square(variant_, side_, s), r) * bias(s));
    std::discrete_distribution<std::size_t> pick(weights.begin(), weights.end());
    const OwnSquare chosen = free_[pick(rng_)];
    put(r, chosen);
    return chosen;
  }

  void put(Rank r, OwnSquare s) {
    setup_.pieces.push_back({board_square(variant_, side_, s), r});
    --left_[value(r)];
    free_.erase(std::find_if(free_.begin(), free_.end(),
                             [&](const OwnSquare& o) { return o.row == s.row && o.file == s.file; }));
  }

  const Variant& variant_;
  Color side_;
  SetupPriorView prior_;
  std::mt19937_64& rng_;
  std::vector<OwnSquare> free_;
  std::size_t zone_size_ = 0;
  Army left_{};
  Setup setup_;
};

}  // namespace

Setup generate_setup(const Variant& variant, Color side, std::mt19937_64& rng) {
  Setup setup = SetupSampler(variant, side, rng).sample();
  // The sampler only uses free zone squares and the army's counts, so this never triggers;
  // it keeps the promise of a valid setup even for a future variant it does not fit.
  if (!validate_setup(variant, side, setup).empty()) return random_setup(variant, side, rng);
  return setup;
}

}  // namespace stratego
