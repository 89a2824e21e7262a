#include "cli/play/play_session.hpp"

#include <stdexcept>

#include "cli/play/board_labels.hpp"
#include "cli/play/play_texts.hpp"
#include "cli/play/save_file.hpp"
#include "cli/play/seat_history.hpp"
#include "engine/notation.hpp"
#include "engine/seed_mix.hpp"
#include "formats/json_record.hpp"
#include "formats/verify.hpp"
#include "engine/setup.hpp"

namespace stratego::play {
namespace {

std::unique_ptr<Player> player_for(const std::string& level, std::uint64_t seed) {
  std::unique_ptr<Player> player = make_player(level, seed);
  if (player) return player;
  std::string known;
  for (const std::string& name : player_levels()) known += (known.empty() ? "" : ", ") + name;
  throw std::invalid_argument("unknown level '" + level + "' (" + known + ")");
}

std::string with_detail(Text id, Language language, const std::string& detail) {
  return std::string(text(id, language)) + ": " + detail;
}

Game resumed_game(const GameRecord& record, const RuleSet& rules, const std::string& path, Language language) {
  if (!record.has_setup()) throw std::runtime_error(path + ": " + std::string(text(Text::SavedGameWithoutSetup, language)));
  std::optional<IllegalMove> illegal;
  Game game = replay_record(record, rules, &illegal);
  if (illegal)
    throw std::runtime_error(path + ": " + std::string(text(Text::Move, language)) + " " + std::to_string(illegal->move) + ": " + illegal->reason);
  if (record.result.code >= 0 && !game.result().over())
    game.end(static_cast<Ending>(record.result.code), record.result.winner);
  return game;
}

// The person's setup of a resumed game, or a prepared one.
Setup setup_to_arrange(const Game& game, Player& setup_maker) {
  if (const std::optional<Setup>& saved = game.setup(kPerson)) return *saved;
  return setup_maker.choose_setup(game.variant(), game.rules(), kPerson);
}

std::string metadata_or(const GameRecord& record, const std::string& key, const std::string& fallback) {
  auto it = record.metadata.find(key);
  return it == record.metadata.end() ? fallback : it->second;
}

}  // namespace

PlaySession::PlaySession(const PlayOptions& options)
    : PlaySession(Game(stratego::variant(options.variant), rule_set(options.rules)), options, options.level, options.seed) {}

PlaySession::PlaySession(Game game, const PlayOptions& options, std::string level, std::uint64_t seed)
    : language_(options.language),
      level_(std::move(level)),
      seed_(seed),
      save_path_(options.save_path),
      computer_(player_for(level_, mix_seed(seed_, game.moves().size())), ThinkLimits{options.movetime_ms, seed_}),
      setup_maker_(player_for(level_, mix_seed(~seed_, 0))),
      driver_(person_, computer_, std::move(game), RefereeOptions{0}, this),
      draft_(driver_.game().variant(), kPerson, setup_to_arrange(driver_.game(), *setup_maker_)) {}

PlaySession PlaySession::resume(const PlayOptions& options) {
  const std::optional<std::string> contents = read_text_file(options.save_path);
  if (!contents) throw std::runtime_error(std::string(text(Text::NoSavedGame, options.language)) + " " + options.save_path);
  const GameRecord record = read_json_record(*contents, options.save_path);
  const RuleSet& rules = rule_set(record.rules.empty() ? options.rules : record.rules);
  const std::string level = metadata_or(record, "level", options.level);
  const std::uint64_t seed = std::stoull(metadata_or(record, "seed", std::to_string(options.seed)));
  return PlaySession(resumed_game(record, rules, options.save_path, options.language), options, level, seed);
}

bool PlaySession::unfinished_game_saved(const std::string& path) {
  const std::optional<std::string> contents = read_text_file(path);
  if (!contents) return false;
  try {
    return read_json_record(*contents, path).result.code < 0;
  } catch (const FormatError&) {
    return false;
  }
}

Phase PlaySession::phase() const {
  if (!game().started()) return Phase::Setup;
  return game().result().over() ? Phase::Over : Phase::Play;
}

std::string PlaySession::swap(Square a, Square b) {
  if (phase() != Phase::Setup) return std::string(text(Text::NotInSetup, language_));
  for (const Square s : {a, b})
    if (!variant().in_setup_zone(kPerson, s))
      return with_detail(Text::BadSetup, language_, square_name(s) + " " + std::string(text(Text::OutsideSetupZone, language_)));
  const std::string error = draft_.swap(a, b);
  return error.empty() ? error : with_detail(Text::BadSetup, language_, error);
}

std::string PlaySession::draw_new_setup() {
  if (phase() != Phase::Setup) return std::string(text(Text::NotInSetup, language_));
  const std::string error = draft_.replace(setup_maker_->choose_setup(variant(), rules(), kPerson));
  return error.empty() ? error : with_detail(Text::BadSetup, language_, error);
}

std::string PlaySession::load_setup(const std::string& path) {
  if (phase() != Phase::Setup) return std::string(text(Text::NotInSetup, language_));
  const std::optional<std::string> contents = read_text_file(path);
  if (!contents) return std::string(text(Text::CannotRead, language_)) + " " + path;
  const std::string error = draft_.replace_from_string(*contents);
  return error.empty() ? error : with_detail(Text::BadSetup, language_, path + ": " + error);
}

std::string PlaySession::save_setup(const std::string& path) const {
  try {
    write_file_atomically(path, draft_.to_string() + "\n");
  } catch (const std::runtime_error& e) {
    return std::string(text(Text::CannotWrite, language_)) + " " + path;
  }
  return {};
}

// The driver asks both seats for their setups (the computer chooses its own now) and starts
// the game; the draft is always a valid setup, so only a computer's failure ends it at once.
std::string PlaySession::start() {
  if (phase() != Phase::Setup) return std::string(text(Text::NotInSetup, language_));
  if (const std::string error = validate_setup(variant(), kPerson, draft_.setup()); !error.empty())
    return with_detail(Text::BadSetup, language_, error);
  person_.arrange(draft_.setup());
  driver_.set_up();
  return {};
}

std::vector<Move> PlaySession::moves_from(Square from) const {
  if (!person_to_move()) return {};
  return seat_moves_from(view(), kPerson, from);
}

std::string PlaySession::play(const Move& move) {
  if (phase() == Phase::Setup) return std::string(text(Text::NotInPlay, language_));
  if (phase() == Phase::Over) return std::string(text(Text::GameIsOver, language_));
  if (!person_to_move()) return std::string(text(Text::NotYourTurn, language_));
  const MoveError error = driver_.play(kPerson, move);
  if (error != MoveError::None)
    return with_detail(Text::IllegalMove, language_, move_label(move) + ": " + std::string(move_error_text(error, language_)));
  return {};
}

std::string PlaySession::play(std::string_view typed) {
  const std::optional<Move> move = parse_move(typed);
  if (!move) return std::string(text(Text::UnknownCommand, language_)) + ": " + std::string(typed);
  return play(*move);
}

std::vector<Rank> PlaySession::rescuable_ranks(const Move& move) const {
  const Move plain = move.without_rescue();
  if (!person_to_move() || !view().is_legal(plain)) return {};
  return view().rescue_choices(plain).ranks;
}

std::vector<Square> PlaySession::rescue_squares(const Move& move) const {
  return view().rescue_choices(move.without_rescue()).squares;
}

// A computer that breaks the rules loses by forfeit (the driver's rule).
Move PlaySession::computer_move() {
  if (!computer_to_move() || !game().has_legal_move(kComputer)) return Move{};
  const std::size_t before = game().moves().size();
  driver_.step();
  return game().moves().size() > before ? game().moves().back().move : Move{};
}

std::string PlaySession::resign() {
  if (phase() == Phase::Setup) return std::string(text(Text::NotInPlay, language_));
  if (phase() == Phase::Over) return std::string(text(Text::GameIsOver, language_));
  driver_.resign(kPerson);
  return {};
}

std::vector<std::string> PlaySession::battle_log() const {
  if (!game().started()) return {};
  return battle_log_lines(view(), kPerson, language_);
}

std::optional<Move> PlaySession::last_computer_move() const {
  if (!game().started()) return std::nullopt;
  return last_move_of(view(), kComputer);
}

const Position& PlaySession::revealed_board() const {
  if (phase() != Phase::Over) throw std::logic_error("the board is revealed only when the game is over");
  return game().position();
}

GameRecord PlaySession::record() const {
  GameRecord record = record_of(game());
  record.red_player = "person";
  record.blue_player = "computer (" + level_ + ")";
  record.metadata["program"] = "stratego play";
  record.metadata["level"] = level_;
  record.metadata["seed"] = std::to_string(seed_);
  return record;
}

void PlaySession::save() {
  if (save_path_.empty()) return;
  try {
    write_file_atomically(save_path_, write_json_record(record()));
    save_problem_.clear();
  } catch (const std::runtime_error& e) {
    save_problem_ = std::string(text(Text::CannotWrite, language_)) + " " + save_path_ + ": " + e.what();
  }
}

}  // namespace stratego::play
