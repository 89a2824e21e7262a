// Setups like good players make them, sampled from the Gravon priors: the flag on a back
// square, usually walled in by bombs, the other bombs where players put them, marshal and
// general apart, the spy close to the general, everything else by its square frequencies.
#pragma once

#include <random>

#include "engine/rules.hpp"
#include "engine/setup.hpp"

namespace stratego {

// A valid setup for side in any variant (free-placement variants get one in the home rows).
Setup generate_setup(const Variant& variant, Color side, std::mt19937_64& rng);

}  // namespace stratego
