// One game in memory, as the service holds it (internal to the server): the game driver
// with the engine's game, the clocks and the two seats (their computers, their drafts),
// kept in the store by its observer; the connections with their viewers, the chat rooms;
// and how a frame reaches the connections. Everything in a session is guarded by its
// mutex; every function here is called with it held.
#pragma once

#include <array>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game.hpp"
#include "engine/time_control.hpp"
#include "protocol/game_driver.hpp"
#include "server/computer_opponent.hpp"
#include "server/draft_writes.hpp"
#include "server/game_service.hpp"
#include "server/game_store.hpp"
#include "server/game_view.hpp"
#include "server/json_text.hpp"
#include "server/live_facts.hpp"
#include "server/rate_limiter.hpp"
#include "server/server_seat.hpp"
#include "server/state_json.hpp"
#include "server/store_writer.hpp"

namespace stratego::server {

struct Connection {
  const Subscriber* key;
  std::weak_ptr<Subscriber> subscriber;
  std::optional<Color> viewer;  // the seat, none for a spectator
  std::string guest_name;       // a spectator's, for the chat
  std::optional<TokenBucket> chat_allowance;  // made with the first chat message
};

inline constexpr std::size_t kPlayersRoom = 0;
inline constexpr std::size_t kSpectatorsRoom = 1;
inline std::size_t room_of(std::optional<Color> viewer) { return viewer ? kPlayersRoom : kSpectatorsRoom; }

struct GameSession {
  // The game and its clocks as they stand; every change from now on goes to the store.
  GameSession(GameInfo game_info, Game game, Clocks clocks, GameStore& store, int think_ms);
  GameSession(const GameSession&) = delete;
  GameSession& operator=(const GameSession&) = delete;

  GameInfo info;
  std::mutex mutex;  // guards everything below
  std::array<std::optional<ComputerOpponent>, 2> computers;  // for computer seats
  std::array<ServerSeat, 2> seats;
  StoreWriter store_writer;
  GameDriver driver;
  std::vector<Connection> connections;
  bool thinking = false;                 // a computer move is being chosen on the worker executor
  std::optional<Color> draw_offered_by;  // a person's standing offer
  std::array<DraftWrites, 2> draft_writes;            // when each seat's draft reaches the store
  std::array<std::optional<Millis>, 2> away_since{};  // a person seat without a connection: since when
  std::optional<Millis> armed;                        // the deadline an alarm is set for
  std::array<ChatRoom, 2> chat;                       // the last messages of the players' and the spectators' rooms
  std::int64_t chat_lines = 0;                        // stored for this game
  std::array<SentToViewer, 3> sent;                   // what Red, Blue and the spectators were told so far

  SentToViewer& sent_to(std::optional<Color> viewer) { return sent[viewer ? index(*viewer) : 2]; }

  const Game& game() const { return driver.game(); }
  const Clocks& clocks() const { return driver.clocks(); }
  const ChatRoom& chat_of(std::optional<Color> viewer) const { return chat[room_of(viewer)]; }

  Presence presence() const {
    Presence p{};
    for (const Connection& c : connections)
      if (c.viewer && !c.subscriber.expired()) p[index(*c.viewer)] = true;
    return p;
  }

  Connection* connection_of(const Subscriber& from) {
    for (Connection& c : connections)
      if (c.key == &from) return &c;
    return nullptr;
  }
};

// "setup", "play" or "over", as the lobby lists a game.
inline std::string_view phase_of(const Game& game) {
  if (game.result().over()) return "over";
  return game.started() ? "play" : "setup";
}

inline std::shared_ptr<const std::string> frame(const nlohmann::json& message) {
  return std::make_shared<const std::string>(json_text(message));
}

namespace detail {
inline std::shared_ptr<const std::string> as_frame(const nlohmann::json& message) { return frame(message); }
inline std::shared_ptr<const std::string> as_frame(std::shared_ptr<const std::string> text) { return text; }
inline std::shared_ptr<const std::string> as_frame(std::string text) { return std::make_shared<const std::string>(std::move(text)); }
inline std::size_t viewer_slot(std::optional<Color> viewer) { return viewer ? index(*viewer) : 2; }
}  // namespace detail

// Sends every connection the frame built for its viewer (build(viewer) gives a JSON message
// or a frame's text); each viewer's frame is built once. Connections that went away are
// dropped.
template <class Build>
void broadcast(GameSession& session, Build build) {
  std::array<std::shared_ptr<const std::string>, 3> frames;
  std::erase_if(session.connections, [&](Connection& c) {
    std::shared_ptr<Subscriber> subscriber = c.subscriber.lock();
    if (!subscriber) return true;
    std::shared_ptr<const std::string>& text = frames[detail::viewer_slot(c.viewer)];
    if (!text) text = detail::as_frame(build(c.viewer));
    subscriber->deliver(text);
    return false;
  });
}

}  // namespace stratego::server
