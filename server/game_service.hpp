// The authority over every game: creates games and seats people in them, rebuilds games
// from the store, checks each intent with the engine for the seat that sent it, stores it
// before anyone hears of it, lets the computer think on the worker executor, and sends each
// connection the frames built for its viewer (a seat or a spectator, state_json.hpp); keeps
// each game's two chat rooms, and tells a GameListener (the lobby) how games between people
// go. No networking here: connections are Subscribers.
#pragma once

#include <array>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/game.hpp"
#include "server/alarms.hpp"
#include "server/client_message.hpp"
#include "server/game_store.hpp"
#include "server/live_facts.hpp"
#include "server/worker_pool.hpp"

namespace stratego::server {

// A connection that receives a game's frames. deliver() is called with the game's lock
// held, in the order the frames happen: it must only queue the frame and return.
class Subscriber {
 public:
  virtual ~Subscriber() = default;
  virtual void deliver(std::shared_ptr<const std::string> frame) = 0;
  // How long a message takes from the client to the server, as measured (at most
  // kMaxLagCredit): a move's clock stops that much earlier than the move arrives.
  virtual Millis lag_ms() const { return 0; }
};

// The most a move is credited for the network; a flag falls that much after its deadline
// when no move is on its way.
inline constexpr Millis kMaxLagCredit = 500;

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
  Millis abandon_after_ms = 60'000;  // away this long on its turn, a person's game may be claimed; 0: never
};

// A game between two people, as the lobby lists it.
struct LiveGame {
  std::string id;
  std::string variant;
  std::string rules;
  std::string clock;
  std::string red;  // the players' names
  std::string blue;
  std::string phase;  // "setup" / "play"
  int ply = 0;
  bool operator==(const LiveGame&) const = default;
};

// Hears when a game between two people begins, moves and ends (the lobby). Called with
// the game's lock held: it must only record and queue, never call back into the service.
class GameListener {
 public:
  virtual ~GameListener() = default;
  virtual void game_began(const LiveGame& game) = 0;
  virtual void game_moved(const std::string& id, const std::string& phase, int ply) = 0;
  virtual void game_ended(const std::string& id) = 0;
};

struct GameSession;  // one game in memory (game_service.cpp)
using SessionHandle = std::shared_ptr<GameSession>;

// What a client asks for when it creates a game (POST /api/games).
struct NewGameRequest {
  std::string variant = "classic";
  std::string rules = "gravon";
  std::string opponent = "computer";  // or "person": a seat for whoever presents the invitation
  std::string level = "beginner";     // the computer's
  std::string color = "red";          // the creator's seat: "red", "blue" or "random"
  std::string name = "Guest";         // the creator's name
  std::string clock = "none";         // the time control (docs/web-api.md "Clocks")
  int no_battle_limit = 0;            // moves without a battle that draw the game; 0: none
  std::string creator;                // the client's address, for the limits
  std::string guest;                  // the creator's guest identity; empty when none
};

// A person to seat in a new game between two people (a lobby challenge accepted).
struct Person {
  std::string name;
  std::string guest;
};

class GameService {
 public:
  // alarms: the time and the wake-ups for clocks; none: the system's. Every unfinished game
  // with a clock is looked at once, so that a clock that ran out while the server was down
  // is settled.
  GameService(GameStore& store, Executor thinking, ServiceOptions options = {}, std::shared_ptr<Alarms> alarms = nullptr);
  ~GameService();

  struct Seated {
    std::string id;
    std::string token;   // the seat's secret
    Color color = Color::Red;
    std::string invite;  // for the other seat, when it waits for a person
  };
  // Throws RequestError 400 for anything unknown, a bad name, clock or no-battle limit, 429 when the creator
  // already has as many unfinished games as it may.
  Seated create_game(const NewGameRequest& request);
  // The invited seat, once: RequestError 404, 403 (wrong invitation) or 409 (taken).
  Seated join(const std::string& id, const std::string& invite, const std::string& name, const std::string& guest = "");

  // A game between two people, each seated at once with its own token: Red, then Blue.
  // request gives the variant, rules, clock, no_battle_limit and creator. The listener
  // hears that it began. RequestError 400 or 429 as for create_game.
  struct Match {
    std::string id;
    std::array<std::string, 2> tokens;  // Red's, Blue's
  };
  Match create_match(const NewGameRequest& request, const std::array<Person, 2>& people);

  // GET /api/me: the unfinished games the guest holds a seat in, with the seats' tokens.
  nlohmann::json games_of_guest(const std::string& guest);
  // The unfinished games between people (the lobby's list after a restart), the latest first.
  std::vector<LiveGame> games_between_people();
  // Set once, before any request; nullptr to stop.
  void set_listener(GameListener* listener) { listener_ = listener; }

  // The `state` object for the seat the token names; without a token, for the seat the
  // guest identity holds, or a spectator's. RequestError 404 (no such game) or 403 (wrong
  // token, or a guest that holds both seats).
  // As text, as GET /api/games/<id> sends it; state() is the same as a value.
  std::string state_text(const std::string& id, const std::string& token, const std::string& guest = "");
  nlohmann::json state(const std::string& id, const std::string& token, const std::string& guest = "") {
    return nlohmann::json::parse(state_text(id, token, guest));
  }
  // The JSON game record of a finished game; RequestError 404, or 409 while it goes on.
  nlohmann::json record(const std::string& id);

  // Joins a game as the seat the token names; without a token, as the seat the guest
  // identity holds, or as a spectator (named in the spectators' chat by the guest's name):
  // the subscriber receives its current state at once and every frame after. RequestError
  // as for state().
  SessionHandle connect(const std::string& id, const std::string& token, const std::shared_ptr<Subscriber>& subscriber,
                        const Person& guest = {});
  void disconnect(const SessionHandle& session, const Subscriber* subscriber);
  // One message from a connection. Errors go back to that connection alone.
  void receive(const SessionHandle& session, Subscriber& from, std::string_view text);

  std::size_t games_in_memory() const;

 private:
  StoredGame new_game_row(const NewGameRequest& request) const;
  void store_new_game(const StoredGame& stored);
  // The registered session, or one loaded for the caller alone (to read, not to change).
  SessionHandle find_or_load(const std::string& id);
  // keep: a session loaded here is registered.
  SessionHandle find_or_load_registry_held(const std::string& id, bool keep);
  struct LockedSession {
    SessionHandle session;  // null: no such game
    std::unique_lock<std::mutex> lock;
  };
  LockedSession lock_registered(const std::string& id);
  Seated take_open_seat(GameSession& session, const std::string& invite, const std::string& name, const std::string& guest);
  void report_progress(const GameSession& session, std::string_view phase_before, std::size_t ply_before);
  void handle(GameSession& session, std::optional<Color> seat, Subscriber& from, const ClientIntent& intent, std::string& error);
  void handle_setup(GameSession& session, Color seat, const std::string& setup, std::string& error);
  void handle_draft(GameSession& session, Color seat, const std::string& setup, std::string& error);
  void handle_claim(GameSession& session, Color seat, std::string& error);
  void handle_move(GameSession& session, Color seat, const MoveIntent& intent, Millis lag, std::string& error);
  void handle_resign(GameSession& session, Color seat, std::string& error);
  void handle_offer_draw(GameSession& session, Color seat, std::string& error);
  void handle_answer_draw(GameSession& session, Color seat, bool accept, std::string& error);
  void after_move(const SessionHandle& session);
  void schedule_computer(const SessionHandle& session);
  void computer_moves(const SessionHandle& session, const Move& chosen, std::size_t ply);
  void evict_if_idle(const SessionHandle& session);
  Millis now() const { return alarms_->now(); }
  LiveFacts live_facts(const GameSession& session) const;
  void broadcast_state(GameSession& session);
  // arriving: a seat whose first connection is about to be added
  void broadcast_presence(GameSession& session, std::optional<Color> arriving = std::nullopt);
  // moment: the time to judge by; none: now.
  bool settle_clocks(const SessionHandle& session, std::optional<Millis> moment = std::nullopt);
  void arm_alarm(const SessionHandle& session);
  // A game has one alarm for its clocks and one for its held drafts; setting one again
  // replaces it.
  enum class Wake { Clock, Draft };
  void wake_at(const std::string& id, Wake why, Millis when);
  void on_alarm(const std::string& id);
  // draft_keeping.cpp: a seat's draft into the store, at most once per kDraftStoreEveryMs.
  void keep_draft(GameSession& session, Color seat, const std::string& text);
  void store_held_drafts(GameSession& session, bool due_only);

  GameStore& store_;
  Executor thinking_;
  ServiceOptions options_;
  GameListener* listener_ = nullptr;
  mutable std::mutex registry_mutex_;
  std::unordered_map<std::string, SessionHandle> sessions_;  // games with connections
  // An alarm that outlives the service (one the caller owns) finds it gone.
  std::shared_ptr<GameService*> self_ = std::make_shared<GameService*>(this);
  std::shared_ptr<Alarms> alarms_;  // last: its thread stops before anything it may call goes
};

}  // namespace stratego::server
