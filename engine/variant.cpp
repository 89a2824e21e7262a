#include "engine/variant.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace stratego {
namespace {

// Army counts in value(Rank) order:
//                 Flag Spy Scout Miner Serg Lieut Capt Major Col Gen Marsh Bomb
constexpr Army kClassicArmy = {1, 1, 8, 5, 4, 4, 4, 3, 2, 1, 1, 6};
constexpr Army kBarrageArmy = {1, 1, 2, 1, 0, 0, 0, 0, 0, 1, 1, 1};
constexpr Army kDuellArmy = {1, 1, 2, 2, 0, 0, 0, 0, 0, 1, 1, 2};
constexpr Army kLightningArmy = {1, 1, 4, 2, 2, 2, 2, 1, 1, 1, 1, 2};
// Seed 004 ("Malé stratego"): no marshal and no lieutenants.
constexpr Army kSmallArmy = {1, 1, 4, 4, 4, 0, 2, 2, 1, 1, 0, 4};

std::vector<Square> classic_lakes() {
  std::vector<Square> lakes;
  for (int f : {2, 3, 6, 7})
    for (int r : {4, 5}) lakes.push_back(Square{static_cast<std::int8_t>(f), static_cast<std::int8_t>(r)});
  return lakes;
}

// Seed 004 leaves the 8x8 lakes open. We put two lakes of one file by two ranks on
// files c and f in the two middle rows, leaving three lanes of two files each: the same
// share of open middle squares (12 of 16) as the classic board has (12 of 20 is close,
// and three lanes keep the classic board's flow of play).
std::vector<Square> small_lakes() {
  return {Square{2, 3}, Square{2, 4}, Square{5, 3}, Square{5, 4}};
}

std::vector<Variant> make_variants() {
  std::vector<Variant> v;
  Variant classic;
  classic.name = "classic";
  classic.gravon_type = "classic";
  classic.title = "Classic (40 pieces)";
  classic.lakes = classic_lakes();
  classic.army = kClassicArmy;
  v.push_back(classic);

  Variant barrage = classic;
  barrage.name = "barrage";
  barrage.gravon_type = "barrage";
  barrage.title = "Barrage (8 pieces)";
  barrage.army = kBarrageArmy;
  v.push_back(barrage);

  Variant duell = barrage;
  duell.name = "duell";
  duell.gravon_type = "duell";
  duell.title = "Duell (10 pieces)";
  duell.army = kDuellArmy;
  v.push_back(duell);

  Variant lightning = barrage;
  lightning.name = "ultimate-lightning";
  lightning.gravon_type = "ultimate lightning";
  lightning.title = "Ultimate Lightning (20 pieces)";
  lightning.army = kLightningArmy;
  lightning.attacker_wins_ties = true;
  lightning.captain_moves_two = true;
  lightning.bombs_single_use = true;
  lightning.rescue = true;
  v.push_back(lightning);

  Variant free = classic;
  free.name = "classic-free";
  free.gravon_type = "classicfree";
  free.title = "Classic, free placement";
  free.free_placement = true;
  v.push_back(free);

  Variant small = classic;
  small.name = "small";
  small.gravon_type = "";
  small.title = "Small Stratego 8x8 (24 pieces)";
  small.width = 8;
  small.height = 8;
  small.lakes = small_lakes();
  small.setup_rows = 3;
  small.army = kSmallArmy;
  small.spy_target = Rank::General;
  v.push_back(small);
  return v;
}

const std::vector<Variant>& table() {
  static const std::vector<Variant> variants = make_variants();
  return variants;
}

}  // namespace

int Variant::army_size() const { return std::accumulate(army.begin(), army.end(), 0); }

std::vector<Square> Variant::squares() const {
  std::vector<Square> all;
  all.reserve(static_cast<std::size_t>(width * height));
  for (int r = 0; r < height; ++r)
    for (int f = 0; f < width; ++f) all.push_back(Square{static_cast<std::int8_t>(f), static_cast<std::int8_t>(r)});
  return all;
}

bool Variant::is_lake(Square s) const { return std::find(lakes.begin(), lakes.end(), s) != lakes.end(); }

bool Variant::in_setup_zone(Color c, Square s) const {
  if (!on_board(s) || is_lake(s)) return false;
  if (free_placement) return true;
  return c == Color::Red ? s.rank < setup_rows : s.rank >= height - setup_rows;
}

Rank Variant::strongest_rank() const {
  for (int r = value(Rank::Marshal); r >= value(Rank::Spy); --r)
    if (army[r] > 0) return static_cast<Rank>(r);
  return Rank::Spy;
}

std::span<const Variant> all_variants() { return table(); }

const Variant* find_variant(std::string_view name) {
  for (const Variant& v : table())
    if (v.name == name || (!v.gravon_type.empty() && v.gravon_type == name)) return &v;
  if (name == "8x8") return find_variant("small");
  if (name == "lightning" || name == "ultimate") return find_variant("ultimate-lightning");
  if (name == "free") return find_variant("classic-free");
  return nullptr;
}

const Variant& variant(std::string_view name) {
  if (const Variant* v = find_variant(name)) return *v;
  throw std::invalid_argument("unknown variant '" + std::string(name) + "'");
}

}  // namespace stratego
