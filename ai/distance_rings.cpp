#include "ai/distance_rings.hpp"

namespace stratego {

const DistanceRings kDistanceRings;

}  // namespace stratego
