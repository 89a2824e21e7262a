// The service's clock keeping: whatever ran out is settled (a set-up time, a flag, the game
// clock), and an alarm wakes the game at its clocks' next deadline.
#include <spdlog/spdlog.h>

#include "engine/notation.hpp"
#include "formats/setup_string.hpp"
#include "server/game_service.hpp"
#include "server/game_session.hpp"

namespace stratego::server {

// Called with the session's lock held: applies whatever ran out by now (a late alarm, a
// server that was down: one expiry may lead to the next). True when something did.
bool GameService::settle_clocks(const SessionHandle& session, std::optional<Millis> moment) {
  const std::string phase_before(phase_of(session->game));
  const std::size_t ply_before = session->game.moves().size();
  bool settled = false;
  while (!session->game.result().over()) {
    const std::optional<Expiry> expiry = session->clocks.expired(moment.value_or(now()));
    if (!expiry) break;
    settled = true;
    switch (expiry->kind) {
      case Expiry::Kind::SetUp: set_up_absent_seats(session, expiry->at); break;
      case Expiry::Kind::Flag: end_by_clock(*session, Ending::Timeout, opponent(*expiry->loser), expiry->at); break;
      case Expiry::Kind::GameClock: end_by_clock(*session, Ending::GameClock, std::nullopt, expiry->at); break;
    }
  }
  if (settled) report_progress(*session, phase_before, ply_before);
  return settled;
}

// The set-up time ran out: a seat that has not set up gets its draft, or a prepared setup.
void GameService::set_up_absent_seats(const SessionHandle& session, Millis at) {
  GameSession& s = *session;
  Game trial = s.game;
  const Variant& v = trial.variant();
  std::array<std::optional<std::string>, 2> given;
  for (Color c : {Color::Red, Color::Blue}) {
    if (trial.setup(c)) continue;
    const Setup setup = s.drafts[index(c)] ? *s.drafts[index(c)] : prepared_setup(v, trial.rules(), c, s.info.seed + 2 + index(c));
    if (std::string reason = trial.set_setup(c, setup); !reason.empty())
      throw std::runtime_error("game " + s.info.id + ": a set-up for the absent " + std::string(color_name(c)) + ": " + reason);
    given[index(c)] = setup_to_string(v, c, setup);
  }
  if (std::string reason = trial.start(); !reason.empty()) throw std::runtime_error("game " + s.info.id + ": " + reason);
  const Color last = given[index(Color::Blue)] ? Color::Blue : Color::Red;
  for (Color c : {Color::Red, Color::Blue})
    if (given[index(c)])
      store_.save_setup(s.info.id, std::string(color_name(c)), *given[index(c)],
                        c == last ? std::optional<std::int64_t>(at) : std::nullopt);
  start_play(s, trial, at);
  schedule_computer(session);
}

void GameService::end_by_clock(GameSession& session, Ending ending, std::optional<Color> winner, Millis at) {
  store_.save_result(session.info.id, static_cast<int>(ending),
                     winner ? std::optional<std::string>(color_name(*winner)) : std::nullopt, at);
  session.game.end(ending, winner);
  session.clocks.stop(at);
  broadcast_state(session);
}

// Called with the session's lock held: an alarm for the clocks' next deadline, once.
void GameService::arm_alarm(const SessionHandle& session) {
  const std::optional<Millis> deadline = session->clocks.next_deadline();
  if (!deadline || session->game.result().over() || session->armed == deadline) return;
  session->armed = deadline;
  wake_at(session->info.id, *deadline + kMaxLagCredit);  // a move sent in time may be on its way
}

void GameService::wake_at(const std::string& id, Millis when) {
  alarms_->at(when, [alive = std::weak_ptr<GameService*>(self_), id] {
    if (std::shared_ptr<GameService*> service = alive.lock()) (*service)->on_alarm(id);
  });
}

void GameService::on_alarm(const std::string& id) {
  SessionHandle session = find_or_load(id, true);
  if (!session) return;
  {
    std::lock_guard lock(session->mutex);
    if (session->armed && *session->armed <= now()) session->armed.reset();
    try {
      store_held_drafts(*session, true);
      settle_clocks(session);
      arm_alarm(session);
    } catch (const std::exception& e) {
      spdlog::error("game {}: the clocks could not be settled: {}", id, e.what());
    }
  }
  evict_if_idle(session);
}

}  // namespace stratego::server
