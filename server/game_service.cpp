#include "server/game_service.hpp"

#include <algorithm>

#include <spdlog/spdlog.h>

#include "ai/player.hpp"
#include "engine/notation.hpp"
#include "formats/json_record.hpp"
#include "formats/setup_string.hpp"
#include "formats/utf8.hpp"
#include "formats/verify.hpp"
#include "server/game_chat.hpp"
#include "server/game_rebuild.hpp"
#include "server/game_session.hpp"
#include "server/random_text.hpp"
#include "server/user_text.hpp"

namespace stratego::server {

namespace {

template <class... Ts>
struct Overloaded : Ts... {
  using Ts::operator()...;
};
template <class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

// digits: an even number of hexadecimal digits.
std::string random_hex(std::size_t digits) { return random_hex_bytes(digits / 2); }

bool same_secret(std::string_view a, std::string_view b) {
  if (a.size() != b.size() || a.empty()) return false;
  unsigned char difference = 0;
  for (std::size_t i = 0; i < a.size(); ++i) difference |= static_cast<unsigned char>(a[i] ^ b[i]);
  return difference == 0;
}

// The same frame to every connection, whoever views.
void broadcast_to_all(GameSession& session, const nlohmann::json& message) {
  auto text = frame(message);
  broadcast(session, [&](std::optional<Color>) { return text; });
}

void send_to_seat(GameSession& session, Color seat, const nlohmann::json& message) {
  auto text = frame(message);
  for (const Connection& c : session.connections)
    if (c.viewer == seat)
      if (auto subscriber = c.subscriber.lock()) subscriber->deliver(text);
}

std::optional<Color> viewer_of(const GameSession& session, const Subscriber& from) {
  for (const Connection& c : session.connections)
    if (c.key == &from) return c.viewer;
  return std::nullopt;
}

// Which seat a token names; none for a spectator's empty token; 403 for any other.
std::optional<Color> seat_of_token(const GameInfo& info, const std::string& token) {
  if (token.empty()) return std::nullopt;
  for (Color c : {Color::Red, Color::Blue})
    if (!info.seat(c).is_computer() && same_secret(info.seat(c).token, token)) return c;
  throw RequestError(403, "wrong token for game '" + info.id + "'");
}

// The seat of a viewer: the one its token names; without a token, the one its guest
// identity holds, so that a player never reads the spectators' room; none for anyone
// else. A guest that holds both seats (two people at one device) is refused (403).
std::optional<Color> seat_of_viewer(const GameInfo& info, const std::string& token, const std::string& guest) {
  if (!token.empty() || guest.empty()) return seat_of_token(info, token);
  std::optional<Color> held;
  for (Color c : {Color::Red, Color::Blue}) {
    if (info.seat(c).is_computer() || info.seat(c).guest != guest) continue;
    if (held) throw RequestError(403, "you hold both seats of game '" + info.id + "': open each with its token");
    held = c;
  }
  return held;
}

// A name as others will see it: trimmed, UTF-8, short, without control characters.
std::string checked_name(const std::string& name) {
  std::string text = trimmed(name);
  if (std::string problem = name_problem(text); !problem.empty()) throw RequestError(400, problem);
  return text;
}

// The person seat that waits for its invited player.
Color open_seat(const GameInfo& info) {
  const SeatInfo& red = info.seat(Color::Red);
  return !red.is_computer() && red.token.empty() ? Color::Red : Color::Blue;
}

Color creator_color(const std::string& color) {
  if (color == "red") return Color::Red;
  if (color == "blue") return Color::Blue;
  if (color == "random") return random_seed() % 2 == 0 ? Color::Red : Color::Blue;
  throw RequestError(400, "\"color\" must be red, blue or random, not '" + color + "'");
}

void check_level(const std::string& level) {
  const std::vector<std::string> levels = player_levels();
  if (std::find(levels.begin(), levels.end(), level) == levels.end())
    throw RequestError(400, "unknown computer level '" + level + "'");
}

// When a move counts as made: when it was sent, as far as the measured lag tells, but
// never before the mover's turn began.
Millis move_time(const Clocks& clocks, Millis arrived, Millis lag) {
  if (!clocks.running()) return arrived;
  return std::max(arrived - std::clamp<Millis>(lag, 0, kMaxLagCredit), clocks.turn_started());
}

int checked_no_battle_limit(int limit) {
  if (limit < 0 || limit > kMaxNoBattleLimit)
    throw RequestError(400, "\"no_battle_limit\" must be 0 (none) to " + std::to_string(kMaxNoBattleLimit) + " moves");
  return limit;
}

TimeControl checked_time_control(const std::string& text) {
  const std::optional<TimeControl> control = parse_time_control(text);
  if (!control)
    throw RequestError(400, "\"clock\" must be none, isf, fischer:B+I, move:S or days:D, not '" + text + "'");
  return *control;
}

bool between_people(const GameInfo& info) {
  return std::all_of(info.seats.begin(), info.seats.end(), [](const SeatInfo& s) { return !s.is_computer() && !s.token.empty(); });
}


// Called with the session's lock held.
LiveGame live_game_of(const GameSession& session) {
  const GameInfo& info = session.info;
  return {info.id,
          info.variant,
          info.rules,
          info.clock,
          info.seat(Color::Red).display_name(),
          info.seat(Color::Blue).display_name(),
          std::string(phase_of(session.game())),
          static_cast<int>(session.game().moves().size())};
}

constexpr int kMaxGamesListed = 100;

}  // namespace

GameService::GameService(GameStore& store, Executor thinking, ServiceOptions options, std::shared_ptr<Alarms> alarms)
    : store_(store),
      thinking_(std::move(thinking)),
      options_(options),
      alarms_(alarms ? std::move(alarms) : std::make_shared<SystemAlarms>()) {
  for (const std::string& id : store_.unfinished_games_with_clocks()) on_alarm(id);
}

GameService::~GameService() = default;

LiveFacts GameService::live_facts(const GameSession& session) const {
  return {session.presence(), session.away_since, session.clocks(), now(), options_.abandon_after_ms};
}

void GameService::broadcast_state(GameSession& session) {
  const LiveFacts live = live_facts(session);
  broadcast(session, [&](std::optional<Color> viewer) {
    return state_frame(session.info, GameView(session.game(), viewer), live, session.chat_of(viewer), &session.sent_to(viewer));
  });
}

void GameService::broadcast_presence(GameSession& session, std::optional<Color> arriving) {
  LiveFacts live = live_facts(session);
  if (arriving) live.presence[index(*arriving)] = true;
  broadcast(session, [&](std::optional<Color> viewer) { return presence_message(session.info, GameView(session.game(), viewer), live); });
}

// A new game's row from what every new game is asked: variant, rules, clock, no-battle
// limit, and the creator's limit of unfinished games. The seats are the caller's.
StoredGame GameService::new_game_row(const NewGameRequest& request) const {
  const Variant* v = find_variant(request.variant);
  if (!v) throw RequestError(400, "unknown variant '" + request.variant + "'");
  const RuleSet* rules = find_rule_set(request.rules);
  if (!rules) throw RequestError(400, "unknown rule set '" + request.rules + "'");
  StoredGame stored;
  stored.clock = checked_time_control(request.clock).text();
  stored.no_battle_limit = checked_no_battle_limit(request.no_battle_limit);
  const int limit = options_.open_games_per_client;
  if (limit > 0 && store_.open_games_created_by(request.creator) >= limit)
    throw RequestError(429, "you have " + std::to_string(limit) + " unfinished games: finish or resign one first");
  stored.id = random_hex(16);
  stored.variant = v->name;
  stored.rules = rules->name;
  stored.seed = random_seed();
  stored.creator = request.creator;
  return stored;
}

// Stores the new game; its set-up clock, if it runs already, gets its alarm.
void GameService::store_new_game(const StoredGame& stored) {
  store_.create(stored);
  const Millis setup_time = stored_time_control(stored.clock).setup_time;
  if (stored.setup_started_at && setup_time > 0) wake_at(stored.id, Wake::Clock, *stored.setup_started_at + setup_time);
}

GameService::Seated GameService::create_game(const NewGameRequest& request) {
  if (request.opponent != "computer" && request.opponent != "person")
    throw RequestError(400, "\"opponent\" must be computer or person, not '" + request.opponent + "'");
  const bool against_computer = request.opponent == "computer";
  if (against_computer) check_level(request.level);
  const Color mine = creator_color(request.color);
  const std::string name = checked_name(request.name);
  StoredGame stored = new_game_row(request);
  const Variant& v = variant(stored.variant);
  const RuleSet& rules = rule_set(stored.rules);
  stored.seats[index(mine)] = {"person", random_hex(32), name, "", request.guest};
  const Color other = opponent(mine);
  if (against_computer) {
    stored.seats[index(other)] = {"computer", "", "", request.level, ""};
    ComputerOpponent computer(request.level, stored.seed + index(other), options_.think_ms);
    const std::string setup = setup_to_string(v, other, computer.choose_setup(v, rules, other));
    (other == Color::Red ? stored.red_setup : stored.blue_setup) = setup;
    stored.setup_started_at = now();
  } else {
    stored.seats[index(other)] = {"person", "", "", "", ""};
    stored.invite = random_hex(32);
  }
  store_new_game(stored);
  return {stored.id, stored.seats[index(mine)].token, mine, stored.invite};
}

GameService::Seated GameService::join(const std::string& id, const std::string& invite, const std::string& name,
                                      const std::string& guest) {
  const std::string checked = checked_name(name);
  // Registered, so that a connection opened meanwhile sees the new seat.
  auto [session, lock] = lock_registered(id);
  if (!session) throw RequestError(404, "no game '" + id + "'");
  Seated seated;
  std::exception_ptr refusal;
  try {
    seated = take_open_seat(*session, invite, checked, guest);
    arm_alarm(session);
  } catch (const RequestError&) {
    refusal = std::current_exception();
  }
  lock.unlock();
  evict_if_idle(session);
  if (refusal) std::rethrow_exception(refusal);
  return seated;
}

// Called with the session's lock held.
GameService::Seated GameService::take_open_seat(GameSession& session, const std::string& invite, const std::string& name,
                                                const std::string& guest) {
  GameInfo& info = session.info;
  if (info.invite.empty()) throw RequestError(409, "this game has no open seat");
  if (!same_secret(info.invite, invite)) throw RequestError(403, "wrong invitation for game '" + info.id + "'");
  const Color open = open_seat(info);
  const std::string token = random_hex(32);
  const Millis seated_at = now();
  if (!store_.take_invite(info.id, invite, std::string(color_name(open)), token, name, guest, seated_at))
    throw RequestError(409, "the seat was taken meanwhile");
  info.seat(open).token = token;
  info.seat(open).name = name;
  info.seat(open).guest = guest;
  info.invite.clear();
  session.away_since[index(open)] = seated_at;  // until its first connection
  session.driver.start_setup_clock(seated_at);
  broadcast_state(session);
  if (listener_ && between_people(info)) listener_->game_began(live_game_of(session));
  return {info.id, token, open, ""};
}

SessionHandle GameService::find_or_load(const std::string& id) {
  std::lock_guard lock(registry_mutex_);
  return find_or_load_registry_held(id, false);
}

// The registered session, locked before the registry's lock goes: an eviction cannot come
// between, so nothing is ever done to a session that left the registry (a connection added
// to one would meet a game nobody else plays, its moves would be stored beside another's).
GameService::LockedSession GameService::lock_registered(const std::string& id) {
  std::lock_guard registry(registry_mutex_);
  SessionHandle session = find_or_load_registry_held(id, true);
  if (!session) return {};
  std::unique_lock lock(session->mutex);
  return {std::move(session), std::move(lock)};
}

SessionHandle GameService::find_or_load_registry_held(const std::string& id, bool keep) {
  if (auto it = sessions_.find(id); it != sessions_.end()) return it->second;
  std::optional<StoredGame> stored = store_.load(id);
  if (!stored) return nullptr;
  SessionHandle session = rebuild_session(*stored, store_, options_.think_ms, now());
  load_chat(store_, *session);
  if (keep) sessions_.emplace(id, session);
  return session;
}

std::string GameService::state_text(const std::string& id, const std::string& token, const std::string& guest) {
  SessionHandle session = find_or_load(id);
  if (!session) throw RequestError(404, "no game '" + id + "'");
  std::lock_guard lock(session->mutex);
  const std::optional<Color> seat = seat_of_viewer(session->info, token, guest);
  return server::state_text(session->info, GameView(session->game(), seat), live_facts(*session), session->chat_of(seat));
}

nlohmann::json GameService::record(const std::string& id) {
  SessionHandle session = find_or_load(id);
  if (!session) throw RequestError(404, "no game '" + id + "'");
  std::lock_guard lock(session->mutex);
  if (!session->game().result().over()) throw RequestError(409, "the game is not over yet");
  GameRecord record = record_of(session->game());
  record.red_player = session->info.seat(Color::Red).display_name();
  record.blue_player = session->info.seat(Color::Blue).display_name();
  record.metadata["game"] = session->info.id;
  record.metadata["clock"] = session->info.clock;
  if (session->info.no_battle_limit > 0) record.metadata["no_battle_limit"] = std::to_string(session->info.no_battle_limit);
  record.metadata["source"] = "stratego serve";
  return record_to_json(record);
}

SessionHandle GameService::connect(const std::string& id, const std::string& token,
                                   const std::shared_ptr<Subscriber>& subscriber, const Person& guest) {
  auto [session, lock] = lock_registered(id);
  if (!session) throw RequestError(404, "no game '" + id + "'");
  std::optional<Color> seat;
  try {
    seat = seat_of_viewer(session->info, token, guest.guest);
  } catch (const RequestError&) {
    lock.unlock();
    evict_if_idle(session);  // a wrong token keeps nothing in memory
    throw;
  }
  const bool arrives = seat && !session->presence()[index(*seat)];
  if (arrives) session->away_since[index(*seat)].reset();
  if (arrives) broadcast_presence(*session, *seat);  // the others hear that this seat arrived
  session->connections.push_back({subscriber.get(), subscriber, seat, guest.name, std::nullopt});
  settle_clocks(session);
  subscriber->deliver(std::make_shared<const std::string>(
      state_frame(session->info, GameView(session->game(), seat), live_facts(*session), session->chat_of(seat), &session->sent_to(seat))));
  arm_alarm(session);
  schedule_computer(session);  // a game stored while the computer was to move goes on
  return session;
}

void GameService::disconnect(const SessionHandle& session, const Subscriber* subscriber) {
  {
    std::lock_guard lock(session->mutex);
    const Presence before = session->presence();
    std::erase_if(session->connections, [&](const Connection& c) { return c.key == subscriber || c.subscriber.expired(); });
    const Presence after = session->presence();
    if (after != before) {
      for (Color c : {Color::Red, Color::Blue})
        if (before[index(c)] && !after[index(c)]) session->away_since[index(c)] = now();
      broadcast_presence(*session);
    }
  }
  evict_if_idle(session);
}

void GameService::evict_if_idle(const SessionHandle& session) {
  std::lock_guard registry(registry_mutex_);
  std::lock_guard lock(session->mutex);
  std::erase_if(session->connections, [](const Connection& c) { return c.subscriber.expired(); });
  if (!session->connections.empty() || session->thinking) return;
  try {
    store_held_drafts(*session, false);
  } catch (const std::exception& e) {
    spdlog::error("game {}: a draft could not be stored: {}", session->info.id, e.what());
  }
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
    from.deliver(frame(error_message(parsed.error, parsed.id)));
    return;
  }
  std::lock_guard lock(session->mutex);
  const std::optional<Color> seat = viewer_of(*session, from);
  std::string error;
  try {
    settle_clocks(session, now() - std::clamp<Millis>(from.lag_ms(), 0, kMaxLagCredit));  // as when it was sent
    const std::string phase_before(phase_of(session->game()));
    const std::size_t ply_before = session->game().moves().size();
    handle(*session, seat, from, *parsed.intent, error);
    report_progress(*session, phase_before, ply_before);
    if (error.empty() && std::holds_alternative<MoveIntent>(*parsed.intent)) after_move(session);
    if (error.empty() && std::holds_alternative<SetupIntent>(*parsed.intent)) schedule_computer(session);
    arm_alarm(session);
  } catch (const std::exception& e) {  // the store failed: nothing was applied
    spdlog::error("game {}: {}", session->info.id, e.what());
    error = "the server could not store this; nothing changed";
  }
  if (!error.empty()) from.deliver(frame(error_message(error, parsed.id)));
}

void GameService::handle(GameSession& session, std::optional<Color> seat, Subscriber& from, const ClientIntent& intent,
                         std::string& error) {
  if (std::holds_alternative<SyncIntent>(intent)) {
    from.deliver(std::make_shared<const std::string>(state_frame(session.info, GameView(session.game(), seat), live_facts(session), session.chat_of(seat), &session.sent_to(seat))));
    return;
  }
  if (const auto* chat = std::get_if<ChatIntent>(&intent)) {
    error = post_chat(store_, session, from, chat->text, now());
    return;
  }
  if (!seat) {
    error = "spectators cannot act in the game";
    return;
  }
  std::visit(Overloaded{
                 [&](const SetupIntent& i) { handle_setup(session, *seat, i.setup, error); },
                 [&](const DraftIntent& i) { handle_draft(session, *seat, i.setup, error); },
                 [&](const ClaimIntent&) { handle_claim(session, *seat, error); },
                 [&](const MoveIntent& i) { handle_move(session, *seat, i, from.lag_ms(), error); },
                 [&](const ResignIntent&) { handle_resign(session, *seat, error); },
                 [&](const OfferDrawIntent&) { handle_offer_draw(session, *seat, error); },
                 [&](const AnswerDrawIntent& i) { handle_answer_draw(session, *seat, i.accept, error); },
                 [&](const SyncIntent&) {},
                 [&](const ChatIntent&) {},
             },
             intent);
}

void GameService::handle_setup(GameSession& session, Color seat, const std::string& text, std::string& error) {
  if (session.game().started()) {
    error = "the game has already started";
    return;
  }
  if (session.game().setup(seat)) {
    error = "you have already set up";
    return;
  }
  Setup setup;
  try {
    setup = setup_from_string(session.game().variant(), seat, text);
  } catch (const std::invalid_argument& e) {
    error = std::string("invalid setup: ") + e.what();
    return;
  }
  const Millis at = now();
  error = session.driver.place_setup(seat, setup, at);
  if (!error.empty()) return;
  const Color other = opponent(seat);
  if (!session.game().setup(other) && session.computers[index(other)]) session.driver.set_up(at);  // a game of the first version
  broadcast_state(session);
}

void GameService::handle_draft(GameSession& session, Color seat, const std::string& text, std::string& error) {
  if (session.game().started() || session.game().setup(seat)) {
    error = "a draft is only for a set-up not yet made";
    return;
  }
  const Variant& v = session.game().variant();
  try {
    Setup draft = setup_from_string(v, seat, text);
    if (std::string reason = validate_setup(v, seat, draft); !reason.empty()) {
      error = "invalid draft: " + reason;
      return;
    }
    keep_draft(session, seat, text);
    session.seats[index(seat)].arrange(std::move(draft));
  } catch (const std::invalid_argument& e) {
    error = std::string("invalid draft: ") + e.what();
  }
}

void GameService::handle_claim(GameSession& session, Color seat, std::string& error) {
  const std::optional<Millis> wait = claim_wait(session.info, GameView(session.game(), seat), live_facts(session), seat);
  if (!wait) error = "there is nothing to claim: your opponent is here, or the game does not wait for them";
  else if (*wait > 0) error = "your opponent may come back: you can claim the game in " + std::to_string((*wait + 999) / 1000) + " s";
  if (!error.empty()) return;
  session.driver.end(Ending::Abandoned, seat, now());
  broadcast_state(session);
}

void GameService::handle_move(GameSession& session, Color seat, const MoveIntent& intent, Millis lag, std::string& error) {
  const Game& game = session.game();
  const Variant& v = game.variant();
  if (!game.started()) error = "the game has not started: both sides set up first";
  else if (game.result().over()) error = "the game is over";
  else if (game.side_to_move() != seat) error = "it is not your turn";
  else if (!v.on_board(intent.from) || !v.on_board(intent.to)) error = "that square is not on this board";
  else if (intent.rescue_to && !v.on_board(*intent.rescue_to)) error = "the rescue square is not on this board";
  if (!error.empty()) return;
  Move move{to_sq(intent.from), to_sq(intent.to)};
  if (intent.rescue_to) {
    move.rescue_to = to_sq(*intent.rescue_to);
    move.rescue_rank = intent.rescue_rank;
  }
  if (MoveError e = session.driver.play(seat, move, move_time(session.clocks(), now(), lag)); e != MoveError::None)
    error = "illegal move " + move_text(move) + ": " + std::string(describe(e));
}

void GameService::after_move(const SessionHandle& session) {
  GameSession& s = *session;
  s.draw_offered_by.reset();
  const LiveFacts live = live_facts(s);
  const int ply = static_cast<int>(s.game().moves().size());
  broadcast(s, [&](std::optional<Color> viewer) {
    return move_frame(s.info, GameView(s.game(), viewer), live, ply, s.sent_to(viewer));
  });
  schedule_computer(session);
}

void GameService::handle_resign(GameSession& session, Color seat, std::string& error) {
  if (!session.game().started()) error = "the game has not started";
  else if (session.game().result().over()) error = "the game is over";
  if (!error.empty()) return;
  session.driver.resign(seat, now());
  broadcast_state(session);
}

void GameService::handle_offer_draw(GameSession& session, Color seat, std::string& error) {
  if (!session.game().started()) error = "the game has not started";
  else if (session.game().result().over()) error = "the game is over";
  if (!error.empty()) return;
  const Color other = opponent(seat);
  if (!session.info.seat(other).is_computer()) {
    session.draw_offered_by = seat;
    send_to_seat(session, other, draw_offer_message(seat));
    return;
  }
  const bool accepted = ComputerOpponent::accepts_draw(session.game().observation(other));
  if (accepted) session.driver.agree_draw(now());
  broadcast_to_all(session, draw_answer_message(accepted));
  if (accepted) broadcast_state(session);
}

void GameService::handle_answer_draw(GameSession& session, Color seat, bool accept, std::string& error) {
  if (session.game().result().over()) error = "the game is over";
  else if (session.draw_offered_by != opponent(seat)) error = "there is no draw offer to answer";
  if (!error.empty()) return;
  session.draw_offered_by.reset();
  if (accept) session.driver.agree_draw(now());
  broadcast_to_all(session, draw_answer_message(accept));
  if (accept) broadcast_state(session);
}

// Called with the session's lock held.
void GameService::schedule_computer(const SessionHandle& session) {
  const Game& game = session->game();
  if (session->thinking || !game.started() || game.result().over()) return;
  const Color mover = game.side_to_move();
  std::optional<ComputerOpponent>& computer = session->computers[index(mover)];
  if (!computer) return;
  session->thinking = true;
  const std::size_t ply = game.moves().size();
  thinking_([this, session, &computer, view = game.observation(mover), ply]() {
    std::optional<Move> chosen;
    try {
      chosen = computer->choose_move(view);
    } catch (const std::exception& e) {
      spdlog::error("game {}: the computer failed to choose a move: {}", session->info.id, e.what());
    }
    {
      std::lock_guard lock(session->mutex);
      session->thinking = false;
      settle_clocks(session);
      if (chosen) computer_moves(session, *chosen, ply);
      arm_alarm(session);
    }
    evict_if_idle(session);
  });
}

// Called with the session's lock held, when the computer has chosen.
void GameService::computer_moves(const SessionHandle& session, const Move& chosen, std::size_t ply) {
  const Game& game = session->game();
  if (game.result().over() || game.moves().size() != ply) return;  // the person resigned meanwhile
  Move move = chosen;
  if (game.check_move(move) != MoveError::None) {
    spdlog::error("game {}: the computer chose the illegal move {}", session->info.id, move_text(move));
    MoveList legal;
    game.legal_moves(legal);
    if (legal.size() == 0) return;
    move = legal[0];
  }
  try {
    if (session->driver.play(game.side_to_move(), move, now()) != MoveError::None) return;  // its flag fell
  } catch (const std::exception& e) {
    spdlog::error("game {}: cannot store the computer's move: {}", session->info.id, e.what());
    return;
  }
  after_move(session);
}

GameService::Match GameService::create_match(const NewGameRequest& request, const std::array<Person, 2>& people) {
  StoredGame stored = new_game_row(request);
  for (Color c : {Color::Red, Color::Blue})
    stored.seats[index(c)] = {"person", random_hex(32), checked_name(people[index(c)].name), "", people[index(c)].guest};
  stored.setup_started_at = now();
  store_new_game(stored);
  if (listener_)
    listener_->game_began({stored.id, stored.variant, stored.rules, stored.clock, stored.seats[0].name, stored.seats[1].name,
                           "setup", 0});
  return {stored.id, {stored.seats[0].token, stored.seats[1].token}};
}

// Read from the store alone, without loading any game's moves: moves alternate, Red first.
nlohmann::json GameService::games_of_guest(const std::string& guest) {
  nlohmann::json games = nlohmann::json::array();
  for (const GuestSeat& seat : store_.seats_of_guest(guest, kMaxGamesListed)) {
    const SeatInfo other = seat_info(seat.opponent);
    const Color to_move = seat.started && seat.plies % 2 == 1 ? Color::Blue : Color::Red;
    const bool open = !other.is_computer() && other.token.empty();
    games.push_back({{"game", seat.game},
                     {"color", seat.color},
                     {"token", seat.token},
                     {"variant", seat.variant},
                     {"rules", seat.rules},
                     {"clock", seat.clock},
                     {"phase", seat.started ? "play" : "setup"},
                     {"opponent", open ? nlohmann::json(nullptr) : nlohmann::json(other.display_name())},
                     {"to_move", color_name(to_move)}});
  }
  return games;
}

std::vector<LiveGame> GameService::games_between_people() {
  std::vector<LiveGame> games;
  for (const std::string& id : store_.games_between_people(kMaxGamesListed)) {
    SessionHandle session = find_or_load(id);
    if (!session) continue;
    std::lock_guard lock(session->mutex);
    games.push_back(live_game_of(*session));
  }
  return games;
}

// Called with the session's lock held, after an intent of a person.
void GameService::report_progress(const GameSession& session, std::string_view phase_before, std::size_t ply_before) {
  if (!listener_ || !between_people(session.info)) return;
  const std::string_view phase = phase_of(session.game());
  const std::size_t ply = session.game().moves().size();
  if (phase == phase_before && ply == ply_before) return;
  if (phase == "over") listener_->game_ended(session.info.id);
  else listener_->game_moved(session.info.id, std::string(phase), static_cast<int>(ply));
}

}  // namespace stratego::server
