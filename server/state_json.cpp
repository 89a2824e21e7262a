#include "server/state_json.hpp"

#include <utility>

#include "ai/player.hpp"
#include "engine/notation.hpp"
#include "engine/rules.hpp"
#include "formats/json_record.hpp"
#include "formats/verify.hpp"
#include "server/json_text.hpp"
#include "server/json_writer.hpp"

namespace stratego::server {

using nlohmann::json;

namespace {

void write_square(JsonWriter& w, const GameView::SquareSeen& square, Square s, bool spectator) {
  const SquareView& view = square.view;
  const bool piece = view.kind == SquareView::Kind::Own || view.kind == SquareView::Kind::Enemy;
  w.begin_object();
  w.key("color");
  if (square.color) w.value(color_name(*square.color));
  else w.null();
  w.key("kind").value(piece && spectator ? std::string_view("piece") : square_kind_name(view.kind));
  w.key("moved").value(view.moved);
  w.key("rank");
  if (piece) w.value(rank_name(view.rank));
  else w.null();
  w.key("revealed").value(view.revealed);
  w.key("square").value(square_name(s));
  w.end_object();
}

void write_board(JsonWriter& w, const GameView& view) {
  const bool spectator = !view.viewer();
  w.begin_array();
  for (Square s : view.variant().squares()) write_square(w, view.at(s), s, spectator);
  w.end_array();
}

// The fields of a move, inside an object the caller opened.
void write_move_fields(JsonWriter& w, const Move& m) {
  w.key("from").value(square_name(m.from));
  if (m.has_rescue()) {
    w.key("rescue_rank").value(rank_name(m.rescue_rank));
    w.key("rescue_to").value(square_name(m.rescue_to));
  }
  w.key("to").value(square_name(m.to));
}

// Ultimate lightning: what a move onto the enemy back row may bring back, and where.
void write_rescue(JsonWriter& w, const Observation::RescueChoices& choices) {
  w.begin_object().key("ranks").begin_array();
  for (Rank r : choices.ranks) w.value(rank_name(r));
  w.end_array().key("squares").begin_array();
  for (Square s : choices.squares) w.value(square_name(s));
  w.end_array().end_object();
}

void write_legal_moves(JsonWriter& w, const Observation* seat) {
  w.begin_array();
  if (seat && seat->side_to_move() == seat->viewer()) {
    MoveList list;
    seat->legal_moves(list);
    for (const Move& m : list) {
      w.begin_object();
      write_move_fields(w, m);
      if (const Observation::RescueChoices choices = seat->rescue_choices(m); !choices.ranks.empty()) {
        w.key("rescue");
        write_rescue(w, choices);
      }
      w.end_object();
    }
  }
  w.end_array();
}

void write_captured(JsonWriter& w, const Observation* view) {
  w.begin_object();
  for (Color c : {Color::Blue, Color::Red}) {
    w.key(color_name(c)).begin_object();
    for (Rank r : kAllRanks)
      if (view && view->captured(c, r) > 0) w.key(rank_name(r)).value(view->captured(c, r));
    w.end_object();
  }
  w.end_object();
}

void write_battle(JsonWriter& w, const Battle& b, std::optional<Color> viewer) {
  w.begin_object();
  w.key("attacker").value(color_name(b.attacker_color));
  w.key("attacker_rank").value(rank_name(b.attacker));
  w.key("defender_rank").value(rank_name(b.defender));
  w.key("outcome").value(outcome_name(b.outcome));
  w.key("square").value(square_name(b.to));
  w.key("text").begin_object();
  w.key("de").value(explain(b, viewer, Language::German));
  w.key("en").value(explain(b, viewer, Language::English));
  w.end_object().end_object();
}

// One log entry's fields, inside an object the caller opened.
void write_log_entry_fields(JsonWriter& w, const PublicMove& move, int ply, std::optional<Color> viewer) {
  w.key("battle");
  if (move.battle) write_battle(w, *move.battle, viewer);
  else w.null();
  write_move_fields(w, move.move);
  w.key("ply").value(ply);
  w.key("side").value(color_name(move.mover));
}

void write_log_entry(JsonWriter& w, const PublicMove& move, int ply, std::optional<Color> viewer) {
  w.begin_object();
  write_log_entry_fields(w, move, ply, viewer);
  w.end_object();
}

void write_log(JsonWriter& w, const GameView& view, LogText* kept) {
  w.begin_array();
  if (kept) {
    if (const std::string& entries = kept->entries(view); !entries.empty()) w.raw(entries);
  } else if (view.started()) {
    int ply = 0;
    for (const PublicMove& m : view.public_record().history()) write_log_entry(w, m, ++ply, view.viewer());
  }
  w.end_array();
}

void write_pieces(JsonWriter& w, const std::vector<RevealedPiece>& pieces) {
  w.begin_array();
  for (const RevealedPiece& p : pieces) {
    w.begin_object();
    w.key("color").value(color_name(p.color)).key("rank").value(rank_name(p.rank)).key("square").value(square_name(p.square));
    w.end_object();
  }
  w.end_array();
}

std::optional<Millis> away_ms(const SeatInfo& seat, const LiveFacts& live, Color c) {
  const std::optional<Millis> since = live.away_since[index(c)];
  if (seat.is_computer() || live.presence[index(c)] || !since) return std::nullopt;
  return std::max<Millis>(0, live.now - *since);
}

bool connected(const SeatInfo& seat, const LiveFacts& live, Color c) { return seat.is_computer() || live.presence[index(c)]; }

void write_seats(JsonWriter& w, const GameInfo& info, const LiveFacts& live, const GameView& view) {
  w.begin_object();
  for (Color c : {Color::Blue, Color::Red}) {
    const SeatInfo& seat = info.seat(c);
    w.key(color_name(c)).begin_object();
    w.key("away_ms").value(away_ms(seat, live, c));
    w.key("connected").value(connected(seat, live, c));
    w.key("kind").value(seat.is_computer() ? "computer" : "person");
    w.key("level");
    if (seat.is_computer()) w.value(seat.level);
    else w.null();
    w.key("name").value(seat.display_name());
    w.key("set_up").value(view.has_set_up(c));
    w.end_object();
  }
  w.end_object();
}

std::optional<Millis> claim_in_ms(const GameInfo& info, const GameView& view, const LiveFacts& live) {
  return view.viewer() ? claim_wait(info, view, live, *view.viewer()) : std::nullopt;
}

void write_clock(JsonWriter& w, const GameInfo& info, const GameView& view, const LiveFacts& live) {
  const Clocks& clocks = live.clocks;
  if (!clocks.control().has_clock()) {
    w.null();
    return;
  }
  const std::optional<Color> running = clocks.running_side();
  w.begin_object();
  w.key("blue_ms").value(clocks.left(Color::Blue, live.now));
  w.key("control").value(info.clock);
  w.key("free_ms").value(clocks.free_left(live.now));
  w.key("game_ms").value(view.result().over() ? std::nullopt : clocks.game_left(live.now));
  w.key("red_ms").value(clocks.left(Color::Red, live.now));
  w.key("running");
  if (running) w.value(color_name(*running));
  else w.null();
  w.key("setup_ms").value(clocks.setup_left(live.now));
  w.end_object();
}

void write_result(JsonWriter& w, const GameResult& result) {
  if (!result.over()) {
    w.null();
    return;
  }
  w.begin_object();
  w.key("code").value(static_cast<int>(result.ending));
  w.key("ending").value(ending_name(result.ending));
  w.key("winner");
  if (result.winner) w.value(color_name(*result.winner));
  else w.null();
  w.end_object();
}

void write_chat_line_fields(JsonWriter& w, const StoredChat& line) {
  w.key("at").value(line.at_ms);
  w.key("from").value(line.from);
  w.key("name").value(line.name);
  w.key("room").value(line.room);
  w.key("text").value(line.text);
}

void write_chat(JsonWriter& w, const ChatRoom& room) {
  w.begin_array();
  for (const StoredChat& line : room) {
    w.begin_object();
    write_chat_line_fields(w, line);
    w.key("type").value("chat");
    w.end_object();
  }
  w.end_array();
}

// The state's fields that a move may change, inside an object the caller opened. Before the
// start there are no moves or captures to tell.
void write_move_changes(JsonWriter& w, const GameInfo& info, const GameView& view, const LiveFacts& live) {
  const Observation* record = view.started() ? &view.public_record() : nullptr;
  w.key("captured");
  write_captured(w, record);
  w.key("claim_in_ms").value(claim_in_ms(info, view, live));
  w.key("clock");
  write_clock(w, info, view, live);
  w.key("legal_moves");
  write_legal_moves(w, record && !view.result().over() ? view.seat_observation() : nullptr);
  w.key("phase").value(phase_name(view));
  w.key("result");
  write_result(w, view.result());
  w.key("reveal");
  if (view.reveal()) write_pieces(w, *view.reveal());
  else w.null();
  w.key("to_move").value(color_name(view.side_to_move()));
}

// The state's fields, inside an object the caller opened.
void write_state_fields(JsonWriter& w, const GameInfo& info, const GameView& view, const LiveFacts& live, SentToViewer* sent) {
  w.key("board");
  write_board(w, view);
  if (sent) sent->board.keep(view);
  write_move_changes(w, info, view, live);
  w.key("game").value(info.id);
  w.key("height").value(view.variant().height);
  w.key("log");
  write_log(w, view, sent ? &sent->log : nullptr);
  w.key("no_battle_limit").value(info.no_battle_limit);
  w.key("rules").value(info.rules);
  w.key("seats");
  write_seats(w, info, live, view);
  w.key("variant").value(info.variant);
  w.key("width").value(view.variant().width);
  w.key("you");
  if (view.viewer()) w.value(color_name(*view.viewer()));
  else w.null();
}

void write_state(JsonWriter& w, const GameInfo& info, const GameView& view, const LiveFacts& live, const ChatRoom* room) {
  w.begin_object();
  write_state_fields(w, info, view, live, nullptr);
  if (room) {
    w.key("chat");
    write_chat(w, *room);
  }
  w.end_object();
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

json state_json(const GameInfo& info, const GameView& view, const LiveFacts& live) {
  JsonWriter w;
  write_state(w, info, view, live, nullptr);
  return json::parse(w.text());
}

std::string state_text(const GameInfo& info, const GameView& view, const LiveFacts& live, const ChatRoom& room) {
  JsonWriter w;
  write_state(w, info, view, live, &room);
  return w.take();
}

namespace {

// A state frame's size without its log: the board, the legal moves, the rest (a classic
// game's at ply 40 is about 14 KB, of which 4 KB log); the log as kept so far.
std::size_t state_size_hint(const SentToViewer* sent) { return 16 * 1024 + (sent ? sent->log.size() : 0); }

}  // namespace

const std::string& LogText::entries(const GameView& view) {
  const std::size_t plies = view.started() ? view.public_record().history().size() : 0;
  if (plies < plies_ || view.viewer() != viewer_) {  // not the game or the viewer it was kept for
    text_.clear();
    plies_ = 0;
    viewer_ = view.viewer();
  }
  for (; plies_ < plies; ++plies_) {
    JsonWriter entry;
    write_log_entry(entry, view.public_record().history()[plies_], static_cast<int>(plies_) + 1, view.viewer());
    if (plies_ > 0) text_ += ',';
    text_ += entry.text();
  }
  return text_;
}

std::vector<Square> BoardSent::changes(const GameView& view) {
  const std::vector<GameView::SquareSeen> before = std::exchange(squares_, {});
  const bool same_viewer = viewer_ == view.viewer() && before.size() == view.variant().squares().size();
  keep(view);
  std::vector<Square> changed;
  std::size_t i = 0;
  for (Square s : view.variant().squares()) {
    if (!same_viewer || before[i] != squares_[i]) changed.push_back(s);
    ++i;
  }
  return changed;
}

void BoardSent::keep(const GameView& view) {
  squares_.clear();
  for (Square s : view.variant().squares()) squares_.push_back(view.at(s));
  viewer_ = view.viewer();
}

std::string state_frame(const GameInfo& info, const GameView& view, const LiveFacts& live, const ChatRoom& room,
                        SentToViewer* sent) {
  JsonWriter w;
  w.reserve(state_size_hint(sent));
  w.begin_object();
  write_state_fields(w, info, view, live, sent);
  w.key("chat");
  write_chat(w, room);
  w.key("type").value("state");
  w.end_object();
  return w.take();
}

std::string chat_frame(const StoredChat& line) {
  JsonWriter w;
  w.begin_object();
  write_chat_line_fields(w, line);
  w.key("type").value("chat");
  w.end_object();
  return w.take();
}

std::string move_frame(const GameInfo& info, const GameView& view, const LiveFacts& live, int ply, SentToViewer& sent) {
  const PublicMove& move = view.public_record().history().at(static_cast<std::size_t>(ply - 1));
  const bool spectator = !view.viewer();
  JsonWriter w;
  w.reserve(2048);
  w.begin_object();
  write_log_entry_fields(w, move, ply, view.viewer());
  write_move_changes(w, info, view, live);
  w.key("squares").begin_array();
  for (Square s : sent.board.changes(view)) write_square(w, view.at(s), s, spectator);
  w.end_array();
  w.key("type").value("move");
  w.end_object();
  return w.take();
}

json error_message(std::string_view message, const json& id) {
  json error = {{"type", "error"}, {"message", message}};
  if (!id.is_null()) error["id"] = id;
  return error;
}

json draw_offer_message(Color from) { return {{"type", "draw_offer"}, {"from", color_name(from)}}; }

json draw_answer_message(bool accepted) { return {{"type", "draw_answer"}, {"accepted", accepted}}; }

json presence_message(const GameInfo& info, const GameView& view, const LiveFacts& live) {
  json seats = json::object();
  for (Color c : {Color::Red, Color::Blue}) {
    const SeatInfo& seat = info.seat(c);
    const std::optional<Millis> away = away_ms(seat, live, c);
    seats[std::string(color_name(c))] = {{"connected", connected(seat, live, c)}, {"away_ms", away ? json(*away) : json(nullptr)}};
  }
  const std::optional<Millis> claim = claim_in_ms(info, view, live);
  return {{"type", "presence"}, {"seats", seats}, {"claim_in_ms", claim ? json(*claim) : json(nullptr)}};
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

void write_square_content(JsonWriter& w, const Position& position, Sq q) {
  const bool piece = position.has_piece(q);
  w.begin_object().key("color");
  if (piece) w.value(color_name(position.color_at(q)));
  else w.null();
  w.key("rank");
  if (piece) w.value(rank_name(position.rank_at(q)));
  else w.null();
  w.key("square").value(square_name(q)).end_object();
}

// One replay frame: the whole board at the start; after a move, the squares it changed
// (where it came from, where it went, and a rescue's square).
void write_replay_frame(JsonWriter& w, const Game& game, const GameRecord& record) {
  const int ply = static_cast<int>(game.moves().size());
  w.begin_object();
  if (ply == 0) {
    w.key("board");
    write_pieces(w, pieces_on(game.position()));
    w.key("move").null();
  } else {
    const Move& played = record.moves[static_cast<std::size_t>(ply - 1)];
    w.key("changes").begin_array();
    write_square_content(w, game.position(), played.from);
    write_square_content(w, game.position(), played.to);
    if (played.has_rescue()) write_square_content(w, game.position(), played.rescue_to);
    w.end_array();
    w.key("move").begin_object();
    write_log_entry_fields(w, game.moves().back(), ply, std::nullopt);
    w.end_object();
  }
  w.key("ply").value(ply).end_object();
}

}  // namespace

std::string replay_text(const GameRecord& record) {
  if (!record.has_setup()) throw std::invalid_argument("the record has no setup to replay");
  if (record.moves.size() > kMaxReplayPlies)
    throw std::invalid_argument("the record has " + std::to_string(record.moves.size()) + " moves; a replay takes at most " +
                                std::to_string(kMaxReplayPlies));
  JsonWriter frames;
  frames.begin_array();
  std::optional<IllegalMove> illegal;
  replay_record(record, rule_set(record.rules.empty() ? "gravon" : record.rules), &illegal,
                [&](const Game& game) { write_replay_frame(frames, game, record); });
  if (illegal && illegal->move == 0) throw std::invalid_argument(illegal->reason);
  frames.end_array();
  json illegal_json = nullptr;
  if (illegal)
    illegal_json = {{"ply", illegal->move}, {"move", move_text(record.moves[static_cast<std::size_t>(illegal->move - 1)])}, {"reason", illegal->reason}};
  return "{\"illegal\":" + json_text(illegal_json) + ",\"record\":" + json_text(record_to_json(record)) + ",\"frames\":" + frames.take() + "}";
}

}  // namespace stratego::server
