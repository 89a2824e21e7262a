// The service's drafts: each seat's arrangement stored at most once per kDraftStoreEveryMs
// (draft_writes.hpp), the one held back stored by an alarm when its interval has passed.
#include "server/game_service.hpp"
#include "server/game_session.hpp"

namespace stratego::server {

// Called with the session's lock held, for a valid draft of a seat still setting up.
void GameService::keep_draft(GameSession& session, Color seat, const std::string& text) {
  const DraftWrites::Decision decision = session.draft_writes[index(seat)].offer(text, now());
  if (decision.store_now) store_.save_draft(session.info.id, std::string(color_name(seat)), *decision.store_now);
  if (decision.wake_at) wake_at(session.info.id, Wake::Draft, *decision.wake_at);
}

// Called with the session's lock held: when an alarm wakes the game, the drafts due; when
// the game leaves memory, every draft held back.
void GameService::store_held_drafts(GameSession& session, bool due_only) {
  for (Color c : {Color::Red, Color::Blue}) {
    DraftWrites& writes = session.draft_writes[index(c)];
    std::optional<std::string> held = due_only ? writes.take_due(now()) : writes.take_waiting();
    if (held && !session.game().started() && !session.game().setup(c)) store_.save_draft(session.info.id, std::string(color_name(c)), *held);
  }
}

}  // namespace stratego::server
