#include "ai/square_set.hpp"

namespace stratego {

const DistanceRings kDistanceRings;

}  // namespace stratego
