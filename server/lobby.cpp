#include "server/lobby.hpp"

#include <algorithm>

#include <spdlog/spdlog.h>

#include "server/json_text.hpp"
#include "server/random_text.hpp"
#include "server/state_json.hpp"

namespace stratego::server {

namespace {

using nlohmann::json;

template <class... Ts>
struct Overloaded : Ts... {
  using Ts::operator()...;
};
template <class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

std::shared_ptr<const std::string> frame(const json& message) { return std::make_shared<const std::string>(json_text(message)); }

json guest_json(const Guest& guest) { return {{"id", guest.id}, {"name", guest.name}}; }

json live_game_json(const LiveGame& game) {
  return {{"game", game.id},   {"variant", game.variant}, {"rules", game.rules}, {"clock", game.clock},
          {"red", game.red},   {"blue", game.blue},       {"phase", game.phase}, {"ply", game.ply}};
}

// The challenger's seat: its choice, or a coin's for "random".
bool challenger_is_red(const std::string& color) {
  if (color != "random") return color == "red";
  return random_seed() % 2 == 0;
}

}  // namespace

Lobby::Lobby(GameService& games) : games_(games), live_games_(games.games_between_people()) { games_.set_listener(this); }

Lobby::Lobby(GameService& games, Guests& guests) : Lobby(games) {
  guests_ = &guests;
  guests_->set_listener(this);
}

Lobby::~Lobby() {
  games_.set_listener(nullptr);
  if (guests_) guests_->set_listener(nullptr);
}

void Lobby::connect(const std::optional<Guest>& guest, const std::shared_ptr<Subscriber>& subscriber) {
  std::lock_guard lock(mutex_);
  const bool arrives = guest && !is_online(guest->id);
  connections_.push_back({subscriber.get(), subscriber, guest});
  subscriber->deliver(frame(snapshot(guest)));
  if (arrives) broadcast({{"type", "online"}, {"online", online_json()}}, subscriber.get());
}

void Lobby::disconnect(const Subscriber* subscriber) {
  std::lock_guard lock(mutex_);
  auto it = std::find_if(connections_.begin(), connections_.end(), [&](const Connection& c) { return c.key == subscriber; });
  if (it == connections_.end()) return;
  const std::optional<Guest> guest = it->guest;
  connections_.erase(it);
  if (!guest || is_online(guest->id)) return;
  const std::size_t lapsed = std::erase_if(challenges_, [&](const Challenge& c) { return c.by.id == guest->id; });
  broadcast({{"type", "online"}, {"online", online_json()}});
  if (lapsed > 0) broadcast({{"type", "challenges"}, {"challenges", challenges_json()}});
}

void Lobby::receive(Subscriber& from, std::string_view text) {
  const ParsedLobbyMessage parsed = parse_lobby_message(text);
  if (!parsed.intent) return from.deliver(frame(error_message(parsed.error)));
  std::optional<Guest> guest;
  {
    std::lock_guard lock(mutex_);
    guest = guest_of(from);
  }
  if (!guest) return from.deliver(frame(error_message("watchers cannot challenge or accept: POST /api/guest first")));
  std::string error;
  std::visit(Overloaded{
                 [&](const ChallengeIntent& i) {
                   std::lock_guard lock(mutex_);
                   post_challenge(*guest, i, error);
                 },
                 [&](const CancelIntent& i) {
                   std::lock_guard lock(mutex_);
                   cancel(*guest, i.challenge, error);
                 },
                 [&](const AcceptIntent& i) { accept(from, *guest, i.challenge); },
             },
             *parsed.intent);
  if (!error.empty()) from.deliver(frame(error_message(error)));
}

void Lobby::post_challenge(const Guest& by, const ChallengeIntent& terms, std::string& error) {
  const auto own = std::count_if(challenges_.begin(), challenges_.end(), [&](const Challenge& c) { return c.by.id == by.id; });
  if (static_cast<std::size_t>(own) >= kMaxChallengesPerGuest) {
    error = "you have " + std::to_string(kMaxChallengesPerGuest) + " open challenges: cancel one first";
    return;
  }
  challenges_.push_back({random_hex_bytes(6), by, terms});
  broadcast({{"type", "challenges"}, {"challenges", challenges_json()}});
}

void Lobby::cancel(const Guest& by, const std::string& id, std::string& error) {
  auto it = std::find_if(challenges_.begin(), challenges_.end(), [&](const Challenge& c) { return c.id == id; });
  if (it == challenges_.end()) error = "no open challenge has that id";
  else if (it->by.id != by.id) error = "that challenge is not yours to cancel";
  if (!error.empty()) return;
  challenges_.erase(it);
  broadcast({{"type", "challenges"}, {"challenges", challenges_json()}});
}

// Takes the challenge out of the list, so that nobody else can accept it meanwhile.
std::optional<Lobby::Challenge> Lobby::claim(const Guest& taker, const std::string& id, std::string& error) {
  auto it = std::find_if(challenges_.begin(), challenges_.end(), [&](const Challenge& c) { return c.id == id; });
  if (it == challenges_.end()) error = "no open challenge has that id";
  else if (it->by.id == taker.id) error = "you cannot accept your own challenge";
  if (!error.empty()) return std::nullopt;
  Challenge claimed = std::move(*it);
  challenges_.erase(it);
  return claimed;
}

void Lobby::accept(Subscriber& from, const Guest& taker, const std::string& id) {
  std::string error;
  std::optional<Challenge> challenge;
  {
    std::lock_guard lock(mutex_);
    challenge = claim(taker, id, error);
  }
  if (!challenge) return from.deliver(frame(error_message(error)));
  NewGameRequest request;
  request.variant = challenge->terms.variant;
  request.rules = challenge->terms.rules;
  request.clock = challenge->terms.clock;
  request.no_battle_limit = challenge->terms.no_battle_limit;
  request.creator = "guest:" + taker.id;
  const bool red_challenger = challenger_is_red(challenge->terms.color);
  const Person challenger{challenge->by.name, challenge->by.id}, acceptor{taker.name, taker.id};
  GameService::Match match;
  try {
    match = games_.create_match(request, red_challenger ? std::array{challenger, acceptor} : std::array{acceptor, challenger});
  } catch (const std::exception& e) {
    spdlog::warn("lobby: challenge {} cannot start a game: {}", challenge->id, e.what());
    std::lock_guard lock(mutex_);
    if (is_online(challenge->by.id)) challenges_.push_back(*challenge);  // it stands as before
    const auto* refusal = dynamic_cast<const RequestError*>(&e);
    from.deliver(frame(error_message(refusal ? e.what() : "the game could not be created; the challenge stands")));
    return;
  }
  std::lock_guard lock(mutex_);
  auto matched = [&](Color color) {
    return json{{"type", "matched"},
                {"challenge", challenge->id},
                {"game", match.id},
                {"token", match.tokens[index(color)]},
                {"color", color_name(color)}};
  };
  send_to_guest(challenge->by.id, matched(red_challenger ? Color::Red : Color::Blue));
  send_to_guest(taker.id, matched(red_challenger ? Color::Blue : Color::Red));
  broadcast({{"type", "challenges"}, {"challenges", challenges_json()}});
}

void Lobby::game_began(const LiveGame& game) {
  std::lock_guard lock(mutex_);
  if (std::any_of(live_games_.begin(), live_games_.end(), [&](const LiveGame& g) { return g.id == game.id; })) return;
  live_games_.insert(live_games_.begin(), game);
  broadcast({{"type", "games"}, {"games", games_json()}});
}

void Lobby::game_moved(const std::string& id, const std::string& phase, int ply) {
  std::lock_guard lock(mutex_);
  for (LiveGame& g : live_games_)
    if (g.id == id) {
      g.phase = phase;
      g.ply = ply;
    }
}

void Lobby::game_ended(const std::string& id) {
  std::lock_guard lock(mutex_);
  if (std::erase_if(live_games_, [&](const LiveGame& g) { return g.id == id; }) > 0)
    broadcast({{"type", "games"}, {"games", games_json()}});
}

void Lobby::guest_renamed(const Guest& guest) {
  std::lock_guard lock(mutex_);
  const bool online = rename_connections(guest), challenging = rename_challenges(guest);
  std::erase_if(connections_, [](const Connection& c) { return c.subscriber.expired(); });
  auto online_frame = frame({{"type", "online"}, {"online", online_json()}});
  auto challenges_frame = frame({{"type", "challenges"}, {"challenges", challenges_json()}});
  auto own_frame = frame(snapshot(guest));
  for (const Connection& c : connections_) {
    auto subscriber = c.subscriber.lock();
    if (!subscriber) continue;
    if (c.guest && c.guest->id == guest.id) subscriber->deliver(own_frame);
    else {
      if (online) subscriber->deliver(online_frame);
      if (challenging) subscriber->deliver(challenges_frame);
    }
  }
}

bool Lobby::rename_connections(const Guest& guest) {
  bool found = false;
  for (Connection& c : connections_)
    if (c.guest && c.guest->id == guest.id) {
      c.guest->name = guest.name;
      found = true;
    }
  return found;
}

bool Lobby::rename_challenges(const Guest& guest) {
  bool found = false;
  for (Challenge& c : challenges_)
    if (c.by.id == guest.id) {
      c.by.name = guest.name;
      found = true;
    }
  return found;
}

std::optional<Guest> Lobby::guest_of(const Subscriber& from) const {
  for (const Connection& c : connections_)
    if (c.key == &from) return c.guest;
  return std::nullopt;
}

bool Lobby::is_online(const std::string& guest) const {
  return std::any_of(connections_.begin(), connections_.end(), [&](const Connection& c) { return c.guest && c.guest->id == guest; });
}

void Lobby::send_to_guest(const std::string& guest, const json& message) {
  auto text = frame(message);
  for (const Connection& c : connections_)
    if (c.guest && c.guest->id == guest)
      if (auto subscriber = c.subscriber.lock()) subscriber->deliver(text);
}

void Lobby::broadcast(const json& message, const Subscriber* except) {
  auto text = frame(message);
  std::erase_if(connections_, [](const Connection& c) { return c.subscriber.expired(); });
  for (const Connection& c : connections_)
    if (c.key != except)
      if (auto subscriber = c.subscriber.lock()) subscriber->deliver(text);
}

json Lobby::snapshot(const std::optional<Guest>& you) const {
  return {{"type", "lobby"},
          {"you", you ? guest_json(*you) : json(nullptr)},
          {"online", online_json()},
          {"challenges", challenges_json()},
          {"games", games_json()}};
}

// Each guest once, in the order they came.
json Lobby::online_json() const {
  json online = json::array();
  std::vector<std::string> listed;
  for (const Connection& c : connections_) {
    if (!c.guest || std::find(listed.begin(), listed.end(), c.guest->id) != listed.end()) continue;
    listed.push_back(c.guest->id);
    online.push_back(guest_json(*c.guest));
  }
  return online;
}

json Lobby::challenges_json() const {
  json list = json::array();
  for (const Challenge& c : challenges_)
    list.push_back({{"id", c.id},
                    {"by", guest_json(c.by)},
                    {"variant", c.terms.variant},
                    {"rules", c.terms.rules},
                    {"clock", c.terms.clock},
                    {"color", c.terms.color},
                    {"no_battle_limit", c.terms.no_battle_limit}});
  return list;
}

json Lobby::games_json() const {
  json list = json::array();
  for (const LiveGame& g : live_games_) list.push_back(live_game_json(g));
  return list;
}

}  // namespace stratego::server
