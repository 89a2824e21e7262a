#include "server/state_json.hpp"

#include "ai/player.hpp"
#include "engine/notation.hpp"
#include "engine/rules.hpp"
#include "formats/json_record.hpp"
#include "formats/verify.hpp"
#include "server/json_text.hpp"

namespace stratego::server {

using nlohmann::json;

namespace {

json square_json(const GameView::SquareSeen& square, Square s, bool spectator) {
  const SquareView& view = square.view;
  const bool piece = view.kind == SquareView::Kind::Own || view.kind == SquareView::Kind::Enemy;
  return {{"square", square_name(s)},
          {"kind", piece && spectator ? std::string_view("piece") : square_kind_name(view.kind)},
          {"color", square.color ? json(color_name(*square.color)) : json(nullptr)},
          {"rank", piece ? json(rank_name(view.rank)) : json(nullptr)},
          {"moved", view.moved},
          {"revealed", view.revealed}};
}

json board_json(const GameView& view) {
  json board = json::array();
  const bool spectator = !view.viewer();
  for (Square s : view.variant().squares()) board.push_back(square_json(view.at(s), s, spectator));
  return board;
}

json move_json(const Move& m) {
  json j = {{"from", square_name(m.from)}, {"to", square_name(m.to)}};
  if (m.has_rescue()) {
    j["rescue_to"] = square_name(m.rescue_to);
    j["rescue_rank"] = rank_name(m.rescue_rank);
  }
  return j;
}

// Ultimate lightning: what a move onto the enemy back row may bring back, and where.
json rescue_json(const Observation::RescueChoices& choices) {
  json ranks = json::array();
  for (Rank r : choices.ranks) ranks.push_back(rank_name(r));
  json squares = json::array();
  for (Square s : choices.squares) squares.push_back(square_name(s));
  return {{"ranks", ranks}, {"squares", squares}};
}

json legal_moves_json(const Observation* seat) {
  if (!seat) return json::array();
  const Observation& view = *seat;
  json moves = json::array();
  if (view.side_to_move() != view.viewer()) return moves;
  MoveList list;
  view.legal_moves(list);
  for (const Move& m : list) {
    json move = move_json(m);
    if (const Observation::RescueChoices choices = view.rescue_choices(m); !choices.ranks.empty())
      move["rescue"] = rescue_json(choices);
    moves.push_back(std::move(move));
  }
  return moves;
}

json captured_json(const Observation& view) {
  json captured = json::object();
  for (Color c : {Color::Red, Color::Blue}) {
    json side = json::object();
    for (Rank r : kAllRanks)
      if (view.captured(c, r) > 0) side[std::string(rank_name(r))] = view.captured(c, r);
    captured[std::string(color_name(c))] = side;
  }
  return captured;
}

json log_json(const Observation& record, std::optional<Color> viewer) {
  json log = json::array();
  int ply = 0;
  for (const PublicMove& m : record.history()) log.push_back(log_entry_json(m, ++ply, viewer));
  return log;
}

json pieces_json(const std::vector<RevealedPiece>& pieces) {
  json board = json::array();
  for (const RevealedPiece& p : pieces)
    board.push_back({{"square", square_name(p.square)}, {"color", color_name(p.color)}, {"rank", rank_name(p.rank)}});
  return board;
}

json away_json(const SeatInfo& seat, const LiveFacts& live, Color c) {
  const std::optional<Millis> since = live.away_since[index(c)];
  if (seat.is_computer() || live.presence[index(c)] || !since) return nullptr;
  return std::max<Millis>(0, live.now - *since);
}

json seat_json(const SeatInfo& seat, const LiveFacts& live, Color c) {
  return {{"kind", seat.is_computer() ? "computer" : "person"},
          {"name", seat.display_name()},
          {"level", seat.is_computer() ? json(seat.level) : json(nullptr)},
          {"connected", seat.is_computer() || live.presence[index(c)]},
          {"away_ms", away_json(seat, live, c)}};
}

json optional_ms(std::optional<Millis> ms) { return ms ? json(*ms) : json(nullptr); }

json claim_in_json(const GameInfo& info, const GameView& view, const LiveFacts& live) {
  return optional_ms(view.viewer() ? claim_wait(info, view, live, *view.viewer()) : std::nullopt);
}

json lakes_json(const Variant& v) {
  json lakes = json::array();
  for (Square s : v.squares())
    if (v.is_lake(s)) lakes.push_back(square_name(s));
  return lakes;
}

json army_json(const Army& army) {
  json j = json::object();
  for (Rank r : kAllRanks)
    if (army[value(r)] > 0) j[std::string(rank_name(r))] = army[value(r)];
  return j;
}

}  // namespace

std::string_view phase_name(const GameView& view) {
  if (view.result().over()) return "over";
  return view.started() ? "play" : "setup";
}

json battle_json(const Battle& b, std::optional<Color> viewer) {
  return {{"attacker", color_name(b.attacker_color)},
          {"attacker_rank", rank_name(b.attacker)},
          {"defender_rank", rank_name(b.defender)},
          {"outcome", outcome_name(b.outcome)},
          {"square", square_name(b.to)},
          {"text",
           {{"en", explain(b, viewer, Language::English)}, {"de", explain(b, viewer, Language::German)}}}};
}

json log_entry_json(const PublicMove& move, int ply, std::optional<Color> viewer) {
  json j = move_json(move.move);
  j["ply"] = ply;
  j["side"] = color_name(move.mover);
  j["battle"] = move.battle ? battle_json(*move.battle, viewer) : json(nullptr);
  return j;
}

json result_json(const GameResult& result) {
  if (!result.over()) return nullptr;
  return {{"ending", ending_name(result.ending)},
          {"code", static_cast<int>(result.ending)},
          {"winner", result.winner ? json(color_name(*result.winner)) : json(nullptr)}};
}

json seats_json(const GameInfo& info, const LiveFacts& live, const GameView& view) {
  json seats = json::object();
  for (Color c : {Color::Red, Color::Blue}) {
    json seat = seat_json(info.seat(c), live, c);
    seat["set_up"] = view.has_set_up(c);
    seats[std::string(color_name(c))] = std::move(seat);
  }
  return seats;
}

json clock_json(const GameInfo& info, const GameView& view, const LiveFacts& live) {
  const Clocks& clocks = live.clocks;
  if (!clocks.control().has_clock()) return nullptr;
  const std::optional<Color> running = clocks.running_side();
  return {{"control", info.clock},
          {"red_ms", clocks.left(Color::Red, live.now)},
          {"blue_ms", clocks.left(Color::Blue, live.now)},
          {"running", running ? json(color_name(*running)) : json(nullptr)},
          {"free_ms", clocks.free_left(live.now)},
          {"game_ms", view.result().over() ? json(nullptr) : optional_ms(clocks.game_left(live.now))},
          {"setup_ms", optional_ms(clocks.setup_left(live.now))}};
}

json state_json(const GameInfo& info, const GameView& view, const LiveFacts& live) {
  json state = {{"game", info.id},
                {"variant", info.variant},
                {"rules", info.rules},
                {"you", view.viewer() ? json(color_name(*view.viewer())) : json(nullptr)},
                {"seats", seats_json(info, live, view)},
                {"clock", clock_json(info, view, live)},
                {"no_battle_limit", info.no_battle_limit},
                {"width", view.variant().width},
                {"height", view.variant().height},
                {"phase", phase_name(view)},
                {"to_move", color_name(view.side_to_move())},
                {"board", board_json(view)},
                {"result", result_json(view.result())},
                {"reveal", view.reveal() ? pieces_json(*view.reveal()) : json(nullptr)}};
  state["claim_in_ms"] = claim_in_json(info, view, live);
  if (!view.started()) {
    state["legal_moves"] = json::array();
    state["captured"] = {{"red", json::object()}, {"blue", json::object()}};
    state["log"] = json::array();
    return state;
  }
  state["legal_moves"] = view.result().over() ? json::array() : legal_moves_json(view.seat_observation());
  state["captured"] = captured_json(view.public_record());
  state["log"] = log_json(view.public_record(), view.viewer());
  return state;
}

json state_with_chat(const GameInfo& info, const GameView& view, const LiveFacts& live, const ChatRoom& room) {
  json state = state_json(info, view, live);
  json chat = json::array();
  for (const StoredChat& line : room) chat.push_back(chat_message(line));
  state["chat"] = std::move(chat);
  return state;
}

json state_message(const GameInfo& info, const GameView& view, const LiveFacts& live, const ChatRoom& room) {
  json message = state_with_chat(info, view, live, room);
  message["type"] = "state";
  return message;
}

json chat_message(const StoredChat& line) {
  return {{"type", "chat"},
          {"room", line.room},
          {"from", line.from ? json(*line.from) : json(nullptr)},
          {"name", line.name},
          {"text", line.text},
          {"at", line.at_ms}};
}

json move_message(const GameInfo& info, const GameView& view, const LiveFacts& live, int ply, const ChatRoom& room) {
  const PublicMove& move = view.public_record().history().at(static_cast<std::size_t>(ply - 1));
  json message = log_entry_json(move, ply, view.viewer());
  message["type"] = "move";
  message["state"] = state_with_chat(info, view, live, room);
  return message;
}

json error_message(std::string_view message) { return {{"type", "error"}, {"message", message}}; }

json draw_offer_message(Color from) { return {{"type", "draw_offer"}, {"from", color_name(from)}}; }

json draw_answer_message(bool accepted) { return {{"type", "draw_answer"}, {"accepted", accepted}}; }

json presence_message(const GameInfo& info, const GameView& view, const LiveFacts& live) {
  json seats = json::object();
  for (Color c : {Color::Red, Color::Blue}) {
    const json seat = seat_json(info.seat(c), live, c);
    seats[std::string(color_name(c))] = {{"connected", seat["connected"]}, {"away_ms", seat["away_ms"]}};
  }
  return {{"type", "presence"}, {"seats", seats}, {"claim_in_ms", claim_in_json(info, view, live)}};
}

json variants_json() {
  json variants = json::array();
  for (const Variant& v : all_variants())
    variants.push_back({{"name", v.name},
                        {"title", v.title},
                        {"width", v.width},
                        {"height", v.height},
                        {"setup_rows", v.setup_rows},
                        {"lakes", lakes_json(v)},
                        {"army", army_json(v.army)}});
  json rules = json::array();
  for (const RuleSet& r : all_rule_sets()) rules.push_back(r.name);
  return {{"variants", variants}, {"rules", rules}, {"levels", player_levels()}};
}

namespace {

json square_content_json(const Position& position, Sq q) {
  if (!position.has_piece(q)) return {{"square", square_name(q)}, {"color", nullptr}, {"rank", nullptr}};
  return {{"square", square_name(q)}, {"color", color_name(position.color_at(q))}, {"rank", rank_name(position.rank_at(q))}};
}

// The squares a move changed: where it came from, where it went, and a rescue's square.
json changes_json(const Position& after, const Move& move) {
  json changes = json::array({square_content_json(after, move.from), square_content_json(after, move.to)});
  if (move.has_rescue()) changes.push_back(square_content_json(after, move.rescue_to));
  return changes;
}

}  // namespace

std::string replay_text(const GameRecord& record) {
  if (!record.has_setup()) throw std::invalid_argument("the record has no setup to replay");
  if (record.moves.size() > kMaxReplayPlies)
    throw std::invalid_argument("the record has " + std::to_string(record.moves.size()) + " moves; a replay takes at most " +
                                std::to_string(kMaxReplayPlies));
  std::string frames;
  std::optional<IllegalMove> illegal;
  replay_record(record, rule_set(record.rules.empty() ? "gravon" : record.rules), &illegal, [&](const Game& game) {
    const int ply = static_cast<int>(game.moves().size());
    if (ply == 0) {
      frames = "[" + json_text({{"ply", 0}, {"move", nullptr}, {"board", pieces_json(pieces_on(game.position()))}});
      return;
    }
    const Move& played = record.moves[static_cast<std::size_t>(ply - 1)];
    frames += ",";
    frames += json_text({{"ply", ply}, {"move", log_entry_json(game.moves().back(), ply, std::nullopt)}, {"changes", changes_json(game.position(), played)}});
  });
  if (illegal && illegal->move == 0) throw std::invalid_argument(illegal->reason);
  frames += "]";
  json illegal_json = nullptr;
  if (illegal)
    illegal_json = {{"ply", illegal->move}, {"move", move_text(record.moves[static_cast<std::size_t>(illegal->move - 1)])}, {"reason", illegal->reason}};
  return "{\"illegal\":" + json_text(illegal_json) + ",\"record\":" + json_text(record_to_json(record)) + ",\"frames\":" + frames + "}";
}

}  // namespace stratego::server
