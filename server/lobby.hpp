// The lobby (docs/web-api.md "Lobby"): who is online, the open challenges and the games in
// progress between people, pushed to every lobby connection. Accepting a challenge seats
// both guests in a new game through the GameService, which tells the lobby as its
// GameListener when games between people begin, move and end, and the guests tell it as
// their GuestListener when a guest is renamed. No networking here: connections are
// Subscribers, as the game service's are.
//
// Locks: the lobby's mutex is taken inside a game's lock (the listener calls), so the lobby
// never calls the game service while holding it.
#pragma once

#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "server/game_service.hpp"
#include "server/guests.hpp"
#include "server/live_games.hpp"
#include "server/lobby_message.hpp"

namespace stratego::server {

inline constexpr std::size_t kMaxChallengesPerGuest = 3;

class Lobby : public GameListener, public GuestListener {
 public:
  // Lists the unfinished games between people from the store and listens to the service
  // (and to the guests, when given).
  explicit Lobby(GameService& games);
  Lobby(GameService& games, Guests& guests);
  ~Lobby() override;
  Lobby(const Lobby&) = delete;
  Lobby& operator=(const Lobby&) = delete;

  // A lobby connection, of a guest or (none) of an anonymous watcher: it receives the
  // `lobby` snapshot at once and every push after.
  void connect(const std::optional<Guest>& guest, const std::shared_ptr<Subscriber>& subscriber);
  // When a guest's last connection closes, its challenges lapse.
  void disconnect(const Subscriber* subscriber);
  // One message from a connection; errors go back to that connection alone.
  void receive(Subscriber& from, std::string_view text);

  void game_began(const LiveGame& game) override;
  void game_moved(const std::string& id, const std::string& phase, int ply) override;
  void game_ended(const std::string& id) override;
  // The guest's lists (online, its challenges) name it anew; its own connections get a
  // fresh `lobby` snapshot, whose `you` says the new name.
  void guest_renamed(const Guest& guest) override;

 private:
  struct Connection {
    const Subscriber* key;
    std::weak_ptr<Subscriber> subscriber;
    std::optional<Guest> guest;
  };
  struct Challenge {
    std::string id;
    Guest by;
    ChallengeIntent terms;
  };

  // Called with mutex_ held.
  std::optional<Guest> guest_of(const Subscriber& from) const;
  bool is_online(const std::string& guest) const;
  // The guest's new name in its connections, in its challenges; whether it had any.
  bool rename_connections(const Guest& guest);
  bool rename_challenges(const Guest& guest);
  void post_challenge(const Guest& by, const ChallengeIntent& terms, std::string& error);
  void cancel(const Guest& by, const std::string& id, std::string& error);
  std::optional<Challenge> claim(const Guest& taker, const std::string& id, std::string& error);
  void send_to_guest(const std::string& guest, const nlohmann::json& message);
  void broadcast(const nlohmann::json& message, const Subscriber* except = nullptr);
  void broadcast_games();
  nlohmann::json snapshot(const std::optional<Guest>& you) const;
  nlohmann::json online_json() const;
  nlohmann::json challenges_json() const;
  nlohmann::json games_json() const;

  // Not with mutex_ held: seats both in a new game and tells each its seat.
  void accept(Subscriber& from, const Guest& taker, const std::string& id);

  GameService& games_;
  Guests* guests_ = nullptr;
  mutable std::mutex mutex_;  // guards everything below
  std::vector<Connection> connections_;
  std::vector<Challenge> challenges_;  // oldest first
  LiveGames live_games_;
};

}  // namespace stratego::server
