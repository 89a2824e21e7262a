#include "protocol/refereed_game.hpp"

namespace stratego {

RefereedGame referee_game(Seat& red, Seat& blue, const Variant& variant, const RuleSet& rules,
                          const RefereeOptions& options) {
  GameDriver driver(red, blue, Game(variant, rules), options);
  if (driver.set_up())
    while (driver.step()) {
    }
  driver.finish();
  return RefereedGame{std::move(driver.game()), driver.offender(), driver.incident()};
}

}  // namespace stratego
