#include "server/game_service.hpp"

#include <random>

#include <spdlog/spdlog.h>

#include "ai/player.hpp"
#include "engine/notation.hpp"
#include "formats/json_record.hpp"
#include "formats/setup_string.hpp"
#include "server/computer_opponent.hpp"
#include "server/json_text.hpp"
#include "server/state_json.hpp"

namespace stratego::server {

struct GameSession {
  GameSession(GameInfo game_info, Game initial, int think_ms)
      : info(std::move(game_info)), game(std::move(initial)), computer(info.level, info.seed, think_ms) {}

  GameInfo info;
  std::mutex mutex;  // guards everything below
  Game game;
  ComputerOpponent computer;
  std::vector<std::pair<const Subscriber*, std::weak_ptr<Subscriber>>> subscribers;
  bool thinking = false;  // a computer move is being chosen on the worker executor
};

namespace {

template <class... Ts>
struct Overloaded : Ts... {
  using Ts::operator()...;
};
template <class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

std::string random_hex(std::size_t digits) {
  static thread_local std::random_device device;
  static constexpr char kHex[] = "0123456789abcdef";
  std::string text;
  while (text.size() < digits) {
    std::uint32_t bits = device();
    for (int i = 0; i < 8 && text.size() < digits; ++i, bits >>= 4) text.push_back(kHex[bits & 15]);
  }
  return text;
}

std::uint64_t random_seed() {
  static thread_local std::random_device device;
  return ((std::uint64_t{device()} << 32) | device()) >> 1;  // fits SQLite's signed integer
}

bool same_secret(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  unsigned char difference = 0;
  for (std::size_t i = 0; i < a.size(); ++i) difference |= static_cast<unsigned char>(a[i] ^ b[i]);
  return difference == 0;
}

std::shared_ptr<const std::string> frame(const nlohmann::json& message) {
  return std::make_shared<const std::string>(json_text(message));
}

void broadcast(GameSession& session, const nlohmann::json& message) {
  auto text = frame(message);
  auto& subscribers = session.subscribers;
  std::erase_if(subscribers, [&](auto& entry) {
    std::shared_ptr<Subscriber> subscriber = entry.second.lock();
    if (!subscriber) return true;
    subscriber->deliver(text);
    return false;
  });
}

void apply_stored_ending(Game& game, const StoredGame& stored) {
  if (!stored.ending || game.result().over()) return;
  const auto ending = static_cast<Ending>(*stored.ending);
  std::optional<Color> winner;
  if (stored.winner) winner = *stored.winner == "blue" ? Color::Blue : Color::Red;
  if (ending == Ending::Resignation && winner) game.resign(opponent(*winner));
  else if (ending == Ending::DrawAgreed) game.agree_draw();
  else game.end(ending, winner);
}

// The game as stored: both setups, then every move in order.
Game rebuild_game(const StoredGame& stored) {
  const Variant& v = variant(stored.variant);
  Game game(v, rule_set(stored.rules));
  if (stored.red_setup && stored.blue_setup) {
    game.set_setup(Color::Red, setup_from_string(v, Color::Red, *stored.red_setup));
    game.set_setup(Color::Blue, setup_from_string(v, Color::Blue, *stored.blue_setup));
    if (std::string error = game.start(); !error.empty()) throw std::runtime_error("game " + stored.id + ": " + error);
  }
  for (const std::string& text : stored.moves) {
    std::optional<Move> move = parse_move(text);
    if (!move || game.play(*move) != MoveError::None)
      throw std::runtime_error("game " + stored.id + ": stored move '" + text + "' cannot be replayed");
  }
  apply_stored_ending(game, stored);
  return game;
}

std::optional<std::string> winner_name(const GameResult& result) {
  if (!result.winner) return std::nullopt;
  return std::string(color_name(*result.winner));
}

}  // namespace

GameService::GameService(GameStore& store, Executor thinking, ServiceOptions options)
    : store_(store), thinking_(std::move(thinking)), options_(options) {}

GameService::~GameService() = default;

GameService::NewGame GameService::create_game(const std::string& variant_name, const std::string& rules,
                                              const std::string& level, const std::string& creator) {
  const Variant* v = find_variant(variant_name);
  if (!v) throw RequestError(400, "unknown variant '" + variant_name + "'");
  if (!find_rule_set(rules)) throw RequestError(400, "unknown rule set '" + rules + "'");
  const std::vector<std::string> levels = player_levels();
  if (std::find(levels.begin(), levels.end(), level) == levels.end())
    throw RequestError(400, "unknown computer level '" + level + "'");
  const int limit = options_.open_games_per_client;
  if (limit > 0 && store_.open_games_created_by(creator) >= limit)
    throw RequestError(429, "you have " + std::to_string(limit) + " unfinished games: finish or resign one first");
  StoredGame stored;
  stored.id = random_hex(16);
  stored.token = random_hex(32);
  stored.variant = v->name;
  stored.rules = rules;
  stored.level = level;
  stored.seed = random_seed();
  stored.creator = creator;
  store_.create(stored);
  return {stored.id, stored.token};
}

SessionHandle GameService::load(const std::string& id) const {
  std::optional<StoredGame> stored = store_.load(id);
  if (!stored) return nullptr;
  GameInfo info{stored->id, stored->token, stored->variant, stored->rules, stored->level, stored->seed};
  return std::make_shared<GameSession>(std::move(info), rebuild_game(*stored), options_.think_ms);
}

SessionHandle GameService::authorized(const std::string& id, const std::string& token) {
  SessionHandle session;
  {
    std::lock_guard lock(registry_mutex_);
    if (auto it = sessions_.find(id); it != sessions_.end()) session = it->second;
  }
  if (!session) session = load(id);  // read only: not registered, so the computer is not woken
  if (!session) throw RequestError(404, "no game '" + id + "'");
  if (!same_secret(session->info.token, token)) throw RequestError(403, "wrong token for game '" + id + "'");
  return session;
}

nlohmann::json GameService::state(const std::string& id, const std::string& token) {
  SessionHandle session = authorized(id, token);
  std::lock_guard lock(session->mutex);
  return state_json(session->info, session->game);
}

nlohmann::json GameService::record(const std::string& id) {
  SessionHandle session;
  {
    std::lock_guard lock(registry_mutex_);
    if (auto it = sessions_.find(id); it != sessions_.end()) session = it->second;
  }
  if (!session) session = load(id);
  if (!session) throw RequestError(404, "no game '" + id + "'");
  std::lock_guard lock(session->mutex);
  if (!session->game.result().over()) throw RequestError(409, "the game is not over yet");
  GameRecord record = record_of(session->game);
  record.red_player = "you";
  record.blue_player = "computer (" + session->info.level + ")";
  record.metadata["game"] = session->info.id;
  record.metadata["source"] = "stratego serve";
  return record_to_json(record);
}

SessionHandle GameService::connect(const std::string& id, const std::string& token,
                                   const std::shared_ptr<Subscriber>& subscriber) {
  SessionHandle session;
  {
    std::lock_guard registry(registry_mutex_);
    if (auto it = sessions_.find(id); it != sessions_.end()) {
      session = it->second;
    } else {
      session = load(id);
      if (!session) throw RequestError(404, "no game '" + id + "'");
      if (!same_secret(session->info.token, token)) throw RequestError(403, "wrong token for game '" + id + "'");
      sessions_.emplace(id, session);
    }
    std::lock_guard lock(session->mutex);
    if (!same_secret(session->info.token, token)) throw RequestError(403, "wrong token for game '" + id + "'");
    session->subscribers.emplace_back(subscriber.get(), subscriber);
    subscriber->deliver(frame(state_message(session->info, session->game)));
  }
  std::lock_guard lock(session->mutex);
  schedule_computer(session);  // a game stored while the computer was to move goes on
  return session;
}

void GameService::disconnect(const SessionHandle& session, const Subscriber* subscriber) {
  {
    std::lock_guard lock(session->mutex);
    std::erase_if(session->subscribers, [&](auto& entry) { return entry.first == subscriber; });
  }
  evict_if_idle(session);
}

void GameService::evict_if_idle(const SessionHandle& session) {
  std::lock_guard registry(registry_mutex_);
  std::lock_guard lock(session->mutex);
  std::erase_if(session->subscribers, [](auto& entry) { return entry.second.expired(); });
  if (!session->subscribers.empty() || session->thinking) return;
  auto it = sessions_.find(session->info.id);
  if (it != sessions_.end() && it->second == session) sessions_.erase(it);
}

std::size_t GameService::games_in_memory() const {
  std::lock_guard registry(registry_mutex_);
  return sessions_.size();
}

void GameService::receive(const SessionHandle& session, Subscriber& from, std::string_view text) {
  ParsedMessage parsed = parse_client_message(text);
  if (!parsed.intent) {
    from.deliver(frame(error_message(parsed.error)));
    return;
  }
  std::lock_guard lock(session->mutex);
  std::string error;
  try {
    std::visit(Overloaded{
                   [&](const SetupIntent& intent) { handle_setup(*session, intent.setup, error); },
                   [&](const MoveIntent& intent) {
                     handle_move(*session, intent, error);
                     if (error.empty()) after_move(session);
                   },
                   [&](const ResignIntent&) { handle_resign(*session, error); },
                   [&](const OfferDrawIntent&) { handle_offer_draw(*session, error); },
                   [&](const SyncIntent&) { from.deliver(frame(state_message(session->info, session->game))); },
               },
               *parsed.intent);
  } catch (const std::exception& e) {  // the store failed: nothing was applied
    spdlog::error("game {}: {}", session->info.id, e.what());
    error = "the server could not store this; nothing changed";
  }
  if (!error.empty()) from.deliver(frame(error_message(error)));
}

void GameService::handle_setup(GameSession& session, const std::string& text, std::string& error) {
  if (session.game.started()) {
    error = "the game has already started";
    return;
  }
  const Variant& v = session.game.variant();
  Setup red;
  try {
    red = setup_from_string(v, kHuman, text);
  } catch (const std::invalid_argument& e) {
    error = std::string("invalid setup: ") + e.what();
    return;
  }
  Game trial = session.game;  // nothing changes unless every step succeeds
  if (std::string reason = trial.set_setup(kHuman, red); !reason.empty()) {
    error = "invalid setup: " + reason;
    return;
  }
  const Setup blue = session.computer.choose_setup(v, session.game.rules(), kComputer);
  if (std::string reason = trial.set_setup(kComputer, blue); !reason.empty()) {
    error = "the computer could not set up: " + reason;
    return;
  }
  if (std::string reason = trial.start(); !reason.empty()) {
    error = "the game cannot start: " + reason;
    return;
  }
  store_.save_setups(session.info.id, setup_to_string(v, kHuman, red), setup_to_string(v, kComputer, blue));
  session.game = std::move(trial);
  if (session.game.result().over()) store_.save_result(session.info.id, static_cast<int>(session.game.result().ending), winner_name(session.game.result()));
  broadcast(session, state_message(session.info, session.game));
}

void GameService::handle_move(GameSession& session, const MoveIntent& intent, std::string& error) {
  Game& game = session.game;
  const Variant& v = game.variant();
  if (!game.started()) error = "the game has not started: send your setup first";
  else if (game.result().over()) error = "the game is over";
  else if (game.side_to_move() != kHuman) error = "it is not your turn: the computer is to move";
  else if (!v.on_board(intent.from) || !v.on_board(intent.to)) error = "that square is not on this board";
  else if (intent.rescue_to && !v.on_board(*intent.rescue_to)) error = "the rescue square is not on this board";
  if (!error.empty()) return;
  Move move{to_sq(intent.from), to_sq(intent.to)};
  if (intent.rescue_to) {
    move.rescue_to = to_sq(*intent.rescue_to);
    move.rescue_rank = intent.rescue_rank;
  }
  if (MoveError e = game.check_move(move); e != MoveError::None) {
    error = "illegal move " + move_text(move) + ": " + std::string(describe(e));
    return;
  }
  store_.append_move(session.info.id, static_cast<int>(game.moves().size()) + 1, move_text(move));
  game.play(move);
}

void GameService::after_move(const SessionHandle& session) {
  const Game& game = session->game;
  if (game.result().over())
    store_.save_result(session->info.id, static_cast<int>(game.result().ending), winner_name(game.result()));
  broadcast(*session, move_message(session->info, game, static_cast<int>(game.moves().size())));
  schedule_computer(session);
}

void GameService::handle_resign(GameSession& session, std::string& error) {
  if (!session.game.started()) error = "the game has not started";
  else if (session.game.result().over()) error = "the game is over";
  if (!error.empty()) return;
  store_.save_result(session.info.id, static_cast<int>(Ending::Resignation), std::string(color_name(kComputer)));
  session.game.resign(kHuman);
  broadcast(session, state_message(session.info, session.game));
}

void GameService::handle_offer_draw(GameSession& session, std::string& error) {
  if (!session.game.started()) error = "the game has not started";
  else if (session.game.result().over()) error = "the game is over";
  if (!error.empty()) return;
  const bool accepted = ComputerOpponent::accepts_draw(session.game.observation(kComputer));
  if (accepted) store_.save_result(session.info.id, static_cast<int>(Ending::DrawAgreed), std::nullopt);
  if (accepted) session.game.agree_draw();
  broadcast(session, draw_answer_message(accepted));
  if (accepted) broadcast(session, state_message(session.info, session.game));
}

// Called with the session's lock held.
void GameService::schedule_computer(const SessionHandle& session) {
  const Game& game = session->game;
  if (session->thinking || !game.started() || game.result().over() || game.side_to_move() != kComputer) return;
  session->thinking = true;
  const std::size_t ply = game.moves().size();
  thinking_([this, session, view = game.observation(kComputer), ply]() {
    std::optional<Move> chosen;
    try {
      chosen = session->computer.choose_move(view);
    } catch (const std::exception& e) {
      spdlog::error("game {}: the computer failed to choose a move: {}", session->info.id, e.what());
    }
    {
      std::lock_guard lock(session->mutex);
      session->thinking = false;
      if (chosen) computer_moves(session, *chosen, ply);
    }
    evict_if_idle(session);
  });
}

// Called with the session's lock held, when the computer has chosen.
void GameService::computer_moves(const SessionHandle& session, const Move& chosen, std::size_t ply) {
  Game& game = session->game;
  if (game.result().over() || game.moves().size() != ply) return;  // the human resigned meanwhile
  Move move = chosen;
  if (game.check_move(move) != MoveError::None) {
    spdlog::error("game {}: the computer chose the illegal move {}", session->info.id, move_text(move));
    MoveList legal;
    game.legal_moves(legal);
    if (legal.size() == 0) return;
    move = legal[0];
  }
  try {
    store_.append_move(session->info.id, static_cast<int>(ply) + 1, move_text(move));
  } catch (const std::exception& e) {
    spdlog::error("game {}: cannot store the computer's move: {}", session->info.id, e.what());
    return;
  }
  game.play(move);
  after_move(session);
}

}  // namespace stratego::server
