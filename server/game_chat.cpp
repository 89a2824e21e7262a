#include "server/game_chat.hpp"

namespace stratego::server {

namespace {

constexpr double kChatPerSecond = 0.5;  // 5 messages in 10 seconds
constexpr double kChatBurst = 5;
constexpr std::int64_t kMaxChatPerGame = 10'000;

// The token bucket counts on a steady clock; chat's limit reads the service's time (the
// alarms'), so that tests decide it.
SteadyTime as_steady(Millis t) { return SteadyTime(std::chrono::milliseconds(t)); }

StoredChat chat_line(const GameSession& session, const Connection& writer, const std::string& text, Millis at) {
  StoredChat line;
  line.room = writer.viewer ? "players" : "spectators";
  if (writer.viewer) {
    line.from = std::string(color_name(*writer.viewer));
    line.name = session.info.seat(*writer.viewer).display_name();
  } else {
    line.name = writer.guest_name.empty() ? std::string("spectator") : writer.guest_name;
  }
  line.text = text;
  line.at_ms = at;
  return line;
}

}  // namespace

void load_chat(const GameStore& store, GameSession& session) {
  const std::string& id = session.info.id;
  session.chat[kPlayersRoom] = store.recent_chat(id, "players", static_cast<int>(kChatInState));
  session.chat[kSpectatorsRoom] = store.recent_chat(id, "spectators", static_cast<int>(kChatInState));
  session.chat_lines = store.chat_count(id);
}

std::string post_chat(GameStore& store, GameSession& session, const Subscriber& from, const std::string& text, Millis at) {
  Connection* writer = session.connection_of(from);
  if (!writer) return "this connection is not in the game";
  std::optional<TokenBucket>& allowance = writer->chat_allowance;
  if (!allowance) allowance.emplace(kChatPerSecond, kChatBurst, as_steady(at));
  if (session.chat_lines >= kMaxChatPerGame) return "this game's chat is full";
  if (!allowance->take(as_steady(at))) return "too many chat messages: at most 5 in 10 seconds";
  const StoredChat line = chat_line(session, *writer, text, at);
  store.append_chat(session.info.id, line);
  ++session.chat_lines;
  const std::size_t room_index = room_of(writer->viewer);
  ChatRoom& room = session.chat[room_index];
  room.push_back(line);
  if (room.size() > kChatInState) room.erase(room.begin());
  auto text_frame = std::make_shared<const std::string>(chat_frame(line));
  for (const Connection& c : session.connections)
    if (room_of(c.viewer) == room_index)
      if (auto subscriber = c.subscriber.lock()) subscriber->deliver(text_frame);
  return "";
}

}  // namespace stratego::server
