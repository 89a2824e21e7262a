// What is public about each piece after each ply of a finished game, tracked from the true
// game: a piece's rank is public once it fought and survived, or once it moved like a scout.
// The servers' tests hold every frame a viewer received against it.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/game.hpp"
#include "formats/record.hpp"

namespace stratego::testing {

struct PublicKnowledge {
  std::vector<Position> truth;                       // after each ply (0: the start)
  std::vector<std::array<bool, kMailboxSize>> known;  // the rank on the square is public
};

PublicKnowledge public_knowledge_of(const GameRecord& record);

// Fails the test when the state that one viewer's frames tell (a seat, or none for a
// spectator; move frames applied to the state before them) holds, after any frame, a rank
// that is neither the viewer's own nor public, or the whole board before the end, or when an
// error came. Returns how many ranks of the other side (or, for a spectator, of either side)
// the states after move frames of the game in play showed, summed.
int expect_no_hidden_rank(const std::vector<nlohmann::json>& frames, const PublicKnowledge& knowledge, std::optional<Color> viewer);

}  // namespace stratego::testing
