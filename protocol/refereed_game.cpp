#include "protocol/refereed_game.hpp"

namespace stratego {

RefereedGame referee_game(Seat& red, Seat& blue, const Variant& variant, const RuleSet& rules,
                          const RefereeOptions& options) {
  GameDriver driver(red, blue, Game(variant, rules), options);
  if (driver.set_up())
    while (driver.step()) {
    }
  driver.finish();
  const std::optional<Color> offender = driver.offender();
  std::string incident = driver.incident();
  return RefereedGame{std::move(driver).take_game(), offender, std::move(incident)};
}

}  // namespace stratego
