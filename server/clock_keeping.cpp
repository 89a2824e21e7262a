// The service's clock keeping: whatever ran out is settled (a set-up time, a flag, the game
// clock), and an alarm wakes the game at its clocks' next deadline.
#include <spdlog/spdlog.h>

#include "server/game_service.hpp"
#include "server/game_session.hpp"

namespace stratego::server {

// Called with the session's lock held: the driver applies whatever ran out by now (a late
// alarm, a server that was down: one expiry may lead to the next), and everyone sees it.
// True when anything did.
bool GameService::settle_clocks(const SessionHandle& session, std::optional<Millis> moment) {
  const std::string phase_before(phase_of(session->game()));
  const std::size_t ply_before = session->game().moves().size();
  if (!session->driver.settle(moment.value_or(now()))) return false;
  broadcast_state(*session);
  report_progress(*session, phase_before, ply_before);
  schedule_computer(session);  // the set-up time ran out and the computer moves first
  return true;
}

// Called with the session's lock held: an alarm for the clocks' next deadline, once.
void GameService::arm_alarm(const SessionHandle& session) {
  const std::optional<Millis> deadline = session->clocks().next_deadline();
  if (!deadline || session->game().result().over() || session->armed == deadline) return;
  session->armed = deadline;
  wake_at(session->info.id, Wake::Clock, *deadline + kMaxLagCredit);  // a move sent in time may be on its way
}

void GameService::wake_at(const std::string& id, Wake why, Millis when) {
  alarms_->at(id + (why == Wake::Clock ? "/clock" : "/draft"), when, [alive = std::weak_ptr<GameService*>(self_), id] {
    if (std::shared_ptr<GameService*> service = alive.lock()) (*service)->on_alarm(id);
  });
}

void GameService::on_alarm(const std::string& id) {
  auto [session, lock] = lock_registered(id);
  if (!session) return;
  if (session->armed && *session->armed <= now()) session->armed.reset();
  try {
    store_held_drafts(*session, true);
    settle_clocks(session);
    arm_alarm(session);
  } catch (const std::exception& e) {
    spdlog::error("game {}: the clocks could not be settled: {}", id, e.what());
  }
  lock.unlock();
  evict_if_idle(session);
}

}  // namespace stratego::server
