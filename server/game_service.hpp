// The authority over every game: creates games, rebuilds them from the store, checks each
// intent with the engine, stores it before anyone hears of it, lets the computer think on
// the worker executor, and sends every connection of a game the same frames, all built
// from Red's observation (state_json.hpp). No networking here: connections are Subscribers.
#pragma once

#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "server/client_message.hpp"
#include "server/game_store.hpp"
#include "server/worker_pool.hpp"

namespace stratego::server {

// A connection that receives a game's frames. deliver() is called with the game's lock
// held, in the order the frames happen: it must only queue the frame and return.
class Subscriber {
 public:
  virtual ~Subscriber() = default;
  virtual void deliver(std::shared_ptr<const std::string> frame) = 0;
};

// A request the service refuses, with the HTTP status that says why.
class RequestError : public std::runtime_error {
 public:
  RequestError(int status, const std::string& message) : std::runtime_error(message), status_(status) {}
  int status() const { return status_; }

 private:
  int status_;
};

struct ServiceOptions {
  int think_ms = 800;              // the computer's time for one move
  int open_games_per_client = 0;   // unfinished games one creator may hold; 0: no limit
};

struct GameSession;  // one game in memory (game_service.cpp)
using SessionHandle = std::shared_ptr<GameSession>;

class GameService {
 public:
  GameService(GameStore& store, Executor thinking, ServiceOptions options = {});
  ~GameService();

  struct NewGame {
    std::string id;
    std::string token;
  };
  // Throws RequestError(400) for an unknown variant, rule set or level, 429 when the
  // creator (a client's address) already has as many unfinished games as it may.
  NewGame create_game(const std::string& variant, const std::string& rules, const std::string& level,
                      const std::string& creator = {});

  // The `state` object; RequestError 404 (no such game) or 403 (wrong token).
  nlohmann::json state(const std::string& id, const std::string& token);
  // The JSON game record of a finished game; RequestError 404, or 409 while it goes on.
  nlohmann::json record(const std::string& id);

  // Joins a game: the subscriber receives the current state at once and every frame after.
  SessionHandle connect(const std::string& id, const std::string& token, const std::shared_ptr<Subscriber>& subscriber);
  void disconnect(const SessionHandle& session, const Subscriber* subscriber);
  // One message from a connection. Errors go back to that connection alone.
  void receive(const SessionHandle& session, Subscriber& from, std::string_view text);

  std::size_t games_in_memory() const;

 private:
  SessionHandle load(const std::string& id) const;  // nullptr when unknown
  SessionHandle authorized(const std::string& id, const std::string& token);
  void handle_setup(GameSession& session, const std::string& setup, std::string& error);
  void handle_move(GameSession& session, const MoveIntent& intent, std::string& error);
  void handle_resign(GameSession& session, std::string& error);
  void handle_offer_draw(GameSession& session, std::string& error);
  void after_move(const SessionHandle& session);
  void schedule_computer(const SessionHandle& session);
  void computer_moves(const SessionHandle& session, const Move& chosen, std::size_t ply);
  void evict_if_idle(const SessionHandle& session);

  GameStore& store_;
  Executor thinking_;
  ServiceOptions options_;
  mutable std::mutex registry_mutex_;
  std::unordered_map<std::string, SessionHandle> sessions_;  // games with connections
};

}  // namespace stratego::server
