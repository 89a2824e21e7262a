#include "client/online_player.hpp"

#include <deque>
#include <memory>
#include <thread>

#include "ai/player.hpp"
#include "client/served_seat.hpp"
#include "client/think_budget.hpp"
#include "engine/seed_mix.hpp"
#include "protocol/player_seat.hpp"
#include "protocol/ucc_process_seat.hpp"
#include "protocol/ucc_variant.hpp"

namespace stratego::client {
namespace {

using Clock = std::chrono::steady_clock;

// How long one receive waits before the loop looks again; the channel's pings, not this,
// notice a server that went away.
constexpr std::chrono::milliseconds kPatience{1000};
// How long one read of the connection waits while the seat thinks about a long move.
constexpr std::chrono::milliseconds kServePoll{50};
constexpr std::chrono::milliseconds kRetryPause{200};
constexpr std::chrono::milliseconds kEngineSetupTime{10000};

std::chrono::milliseconds movetime_of(const OnlineOptions& o) {
  if (o.movetime.count() > 0) return o.movetime;
  return o.engine.empty() ? std::chrono::milliseconds(1000) : std::chrono::milliseconds(2000);
}

std::unique_ptr<Seat> make_seat(const OnlineOptions& o, std::uint64_t seed) {
  if (!o.engine.empty()) return std::make_unique<UccProcessSeat>(o.engine, UccTimeLimits{movetime_of(o), kEngineSetupTime});
  const ThinkLimits limits{static_cast<int>(movetime_of(o).count()), seed};
  return std::make_unique<PlayerSeat>(make_player(o.level, seed), limits);
}

// The game's connection once more, retried while the server restarts, within the timeout.
std::unique_ptr<MessageChannel> reconnect(ServerApi& api, const SeatTicket& ticket) {
  const Clock::time_point deadline = Clock::now() + api.timeout();
  for (;;) {
    try {
      return api.open_game(ticket);
    } catch (const NetworkError& e) {
      if (Clock::now() + kRetryPause >= deadline)
        throw NetworkError(std::string("the connection to game ") + ticket.game + " dropped and could not be made again: " + e.what());
      std::this_thread::sleep_for(kRetryPause);
    }
  }
}

void resign_quietly(MessageChannel& channel) {
  try {
    channel.send(R"({"type":"resign"})");
  } catch (const NetworkError&) {
  }
}

std::optional<SeatTicket> converse(MessageChannel& channel, LobbyConversation& lobby) {
  while (!lobby.matched())
    if (std::optional<std::string> text = channel.receive(kPatience))
      for (const std::string& answer : lobby.receive(*text)) channel.send(answer);
  return lobby.matched();
}

// A seat from the lobby. A dropped lobby connection takes this guest's open challenge with it:
// one new connection starts the conversation again.
SeatTicket lobby_ticket(ServerApi& api, const LobbyRequest& request) {
  try {
    std::unique_ptr<MessageChannel> channel = api.open_lobby();
    LobbyConversation lobby(request);
    return *converse(*channel, lobby);
  } catch (const ConnectionClosed&) {
    std::unique_ptr<MessageChannel> channel = api.open_lobby();
    LobbyConversation lobby(request);
    return *converse(*channel, lobby);
  }
}

}  // namespace

std::string online_options_error(const OnlineOptions& o) {
  if (o.level.empty() == o.engine.empty()) return "give either --level or --engine";
  if (!o.level.empty() && !make_player(o.level, 1)) return "unknown level '" + o.level + "'";
  if (o.games < 1) return "--games must be at least 1";
  if (o.movetime > kMaxThink) return "--movetime is at most " + std::to_string(kMaxThink.count()) + " ms";
  if (o.mode == OnlineOptions::Mode::Invitation && o.games != 1) return "an invitation seats one game: --games 1";
  if (!o.engine.empty() && !o.lobby.variant.empty())
    if (const Variant* v = find_variant(o.lobby.variant))
      if (std::string error = ucc::variant_error(*v); !error.empty()) return error;
  return {};
}

GameSummary play_game(ServerApi& api, const SeatTicket& ticket, Seat& seat, std::chrono::milliseconds movetime) {
  std::unique_ptr<MessageChannel> channel = api.open_game(ticket);
  std::deque<std::string> arrived_while_thinking;
  ServedSeat served(seat, [&] {
    if (std::optional<std::string> text = channel->receive(kServePoll)) arrived_while_thinking.push_back(std::move(*text));
  });
  OnlineGame game(served, ticket.color, movetime);
  bool heard_since_connect = false;  // a connection that drops before its first frame is not tried again
  const auto next = [&]() -> std::optional<std::string> {
    if (arrived_while_thinking.empty()) return channel->receive(kPatience);
    std::string text = std::move(arrived_while_thinking.front());
    arrived_while_thinking.pop_front();
    return text;
  };
  while (!game.over()) {
    try {
      std::vector<std::string> answers;
      if (std::optional<std::string> text = next()) {
        heard_since_connect = true;
        try {
          answers = game.receive(*text, OnlineGame::Clock::now());
        } catch (const SeatFailure&) {
          resign_quietly(*channel);
          throw;
        }
      }
      for (const std::string& answer : game.tick(OnlineGame::Clock::now())) answers.push_back(answer);
      for (const std::string& answer : answers) channel->send(answer);
    } catch (const ConnectionClosed&) {
      if (!heard_since_connect) throw;
      arrived_while_thinking.clear();  // the new connection's state says it all
      channel.reset();
      channel = reconnect(api, ticket);
      heard_since_connect = false;
      game.reconnected();
    }
  }
  return game.summary();
}

void play_online(const OnlineOptions& o, const std::function<void(const GameSummary&)>& finished) {
  if (std::string error = online_options_error(o); !error.empty()) throw std::invalid_argument(error);
  ServerApi api(parse_server_url(o.server), o.timeout);
  std::optional<Invitation> invitation;
  if (o.mode == OnlineOptions::Mode::Invitation) invitation = parse_invitation_link(o.invitation);
  else api.become_guest(o.name);
  LobbyRequest request = o.lobby;
  request.kind = o.mode == OnlineOptions::Mode::Accept ? LobbyRequest::Kind::Accept : LobbyRequest::Kind::Challenge;
  // A UCC bot is told its variant on its own command line: it accepts that one, classic unless said.
  if (!o.engine.empty() && request.kind == LobbyRequest::Kind::Accept && request.variant.empty()) request.variant = "classic";
  for (int i = 0; i < o.games; ++i) {
    const SeatTicket ticket = invitation ? api.join(*invitation, o.name) : lobby_ticket(api, request);
    request.challenge.clear();  // an id names the first game's challenge only
    std::unique_ptr<Seat> seat = make_seat(o, mix_seed(o.seed, static_cast<std::uint64_t>(i)));
    finished(play_game(api, ticket, *seat, movetime_of(o)));
  }
}

}  // namespace stratego::client
