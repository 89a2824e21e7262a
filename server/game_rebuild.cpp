#include "server/game_rebuild.hpp"

#include <stdexcept>

#include "engine/notation.hpp"
#include "formats/setup_string.hpp"
#include "formats/verify.hpp"

namespace stratego::server {

namespace {

void apply_stored_ending(Game& game, const StoredGame& stored) {
  if (!stored.ending || game.result().over()) return;
  const auto ending = static_cast<Ending>(*stored.ending);
  std::optional<Color> winner;
  if (stored.winner) winner = *stored.winner == "blue" ? Color::Blue : Color::Red;
  if (ending == Ending::Resignation && winner) game.resign(opponent(*winner));
  else if (ending == Ending::DrawAgreed) game.agree_draw();
  else game.end(ending, winner);
}

GameRecord record_of_stored(const StoredGame& stored) {
  const Variant& v = variant(stored.variant);
  GameRecord record;
  record.variant = v.name;
  record.rules = stored.rules;
  if (stored.red_setup) record.setups[index(Color::Red)] = setup_from_string(v, Color::Red, *stored.red_setup);
  if (stored.blue_setup) record.setups[index(Color::Blue)] = setup_from_string(v, Color::Blue, *stored.blue_setup);
  for (const std::string& text : stored.moves) {
    const std::optional<Move> move = parse_move(text);
    if (!move) throw std::runtime_error("game " + stored.id + ": stored move '" + text + "' cannot be read");
    record.moves.push_back(*move);
  }
  if (stored.no_battle_limit > 0) record.metadata["no_battle_limit"] = std::to_string(stored.no_battle_limit);
  return record;
}

// The game as stored, replayed like any record: the setups made, then every move in order.
Game rebuild_game(const StoredGame& stored) {
  std::optional<IllegalMove> illegal;
  Game game = replay_record(record_of_stored(stored), rule_set(stored.rules), &illegal);
  if (illegal) throw std::runtime_error("game " + stored.id + " cannot be replayed: " + illegal->reason);
  apply_stored_ending(game, stored);
  return game;
}

// The clocks as the stored times wind them: the set-up, the start of play, every move.
Clocks rebuild_clocks(const StoredGame& stored, const Game& game) {
  Clocks clocks(stored_time_control(stored.clock));
  if (stored.setup_started_at) clocks.start_setup(*stored.setup_started_at);
  if (stored.play_started_at) clocks.start_play(*stored.play_started_at);
  for (const std::optional<std::int64_t>& at : stored.move_times)
    if (at) clocks.end_move(*at);
  if (game.result().over()) clocks.stop(stored.ended_at.value_or(clocks.turn_started()));
  return clocks;
}

// A stored draft that no longer reads as a valid setup is dropped: the seat then gets a
// prepared setup, as one that never sent a draft.
std::optional<Setup> rebuild_draft(const Game& game, Color seat, const std::optional<std::string>& stored) {
  if (!stored || game.setup(seat)) return std::nullopt;
  try {
    Setup draft = setup_from_string(game.variant(), seat, *stored);
    if (validate_setup(game.variant(), seat, draft).empty()) return draft;
  } catch (const std::invalid_argument&) {
  }
  return std::nullopt;
}

}  // namespace

SeatInfo seat_info(const StoredSeat& seat) {
  return {seat.kind == "computer" ? SeatInfo::Kind::Computer : SeatInfo::Kind::Person, seat.token, seat.name, seat.level,
          seat.guest};
}

TimeControl stored_time_control(const std::string& text) {
  const std::optional<TimeControl> control = parse_time_control(text);
  if (!control) throw std::runtime_error("unknown time control '" + text + "'");
  return *control;
}

SessionHandle rebuild_session(const StoredGame& stored, GameStore& store, int think_ms, Millis now) {
  GameInfo info{stored.id,     stored.variant, stored.rules,          stored.seed, {seat_info(stored.seats[0]), seat_info(stored.seats[1])},
                stored.invite, stored.clock,   stored.no_battle_limit};
  Game game = rebuild_game(stored);
  Clocks clocks = rebuild_clocks(stored, game);
  auto session = std::make_shared<GameSession>(std::move(info), std::move(game), std::move(clocks), store, think_ms);
  for (Color c : {Color::Red, Color::Blue}) {
    const SeatInfo& seat = session->info.seat(c);
    if (!seat.is_computer() && !seat.token.empty()) session->away_since[index(c)] = now;
    if (std::optional<Setup> draft = rebuild_draft(session->game(), c, stored.drafts[index(c)]))
      session->seats[index(c)].arrange(std::move(*draft));
  }
  return session;
}

}  // namespace stratego::server
