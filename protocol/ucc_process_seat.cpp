#include "protocol/ucc_process_seat.hpp"

#include <vector>

#include "formats/excerpt.hpp"
#include "protocol/ucc_messages.hpp"
#include "protocol/ucc_variant.hpp"

namespace stratego {
namespace {

std::string milliseconds_text(std::chrono::milliseconds ms) { return std::to_string(ms.count()) + " ms"; }

ucc::Outcome outcome_of(const PublicMove& event, const GameResult& after) {
  if (after.ending == Ending::NoLegalMove && after.winner == event.mover) return {ucc::OutcomeKind::VictoryAttrition};
  if (!event.battle) return {ucc::OutcomeKind::Ok};
  const Battle& b = *event.battle;
  if (b.reason == BattleReason::FlagCaptured) return {ucc::OutcomeKind::VictoryFlag};
  const ucc::OutcomeKind kind = b.attacker_survives()   ? ucc::OutcomeKind::Kills
                                : b.defender_survives() ? ucc::OutcomeKind::Dies
                                                        : ucc::OutcomeKind::BothDie;
  return {kind, b.attacker, b.defender};
}

}  // namespace

std::string bot_name(const std::string& command) {
  std::string last;
  std::string word;
  for (char c : command + " ") {
    if (c == ' ' || c == '\t') {
      if (!word.empty()) last = word;
      word.clear();
    } else {
      word += c;
    }
  }
  const std::size_t slash = last.find_last_of('/');
  if (slash != std::string::npos) last.erase(0, slash + 1);
  std::string name;
  for (char c : last)
    if (c > ' ' && c < 127) name += c;
  return name.empty() ? std::string("bot") : name;
}

UccProcessSeat::UccProcessSeat(const std::string& command, const UccTimeLimits& limits)
    : process_(command), name_(bot_name(command)), limits_(limits) {}

SeatSetup UccProcessSeat::setup(const Variant& variant, const RuleSet&, Color side, const std::string& opponent) {
  if (std::string error = ucc::variant_error(variant); !error.empty()) return {std::nullopt, error};
  if (!process_.send(ucc::format_setup_query({side, opponent, ucc::kBoardSize, ucc::kBoardSize})))
    return {std::nullopt, "the program exited before the setup"};
  const auto deadline = std::chrono::steady_clock::now() + limits_.setup;
  std::vector<std::string> rows;
  while (rows.size() < ucc::kSetupRows) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    std::string line;
    const BotProcess::Read read = process_.read_line(line, std::max(left, std::chrono::milliseconds(0)));
    if (read == BotProcess::Read::Timeout) return {std::nullopt, "no setup within " + milliseconds_text(limits_.setup)};
    if (read == BotProcess::Read::Closed) return {std::nullopt, "the program exited during the setup"};
    rows.push_back(line);
  }
  ucc::Parsed<Setup> setup = ucc::parse_setup_rows(rows, side);
  if (!setup) return {std::nullopt, setup.error};
  return {*setup, {}};
}

SeatAnswer UccProcessSeat::move(const Observation& view) {
  SeatAnswer answer;
  bool sent = true;
  if (!started_ && view.viewer() == Color::Red) sent = process_.send("START");
  started_ = true;
  for (const std::string& row : ucc::board_rows(view)) sent = sent && process_.send(row);
  if (!sent) {
    answer.failure = "the program exited";
    return answer;
  }
  const BotProcess::Read read = process_.read_line(answer.text, limits_.move);
  if (read == BotProcess::Read::Timeout) {
    answer.failure = "no move within " + milliseconds_text(limits_.move);
    answer.timed_out = true;
    return answer;
  }
  if (read == BotProcess::Read::Closed) {
    answer.failure = "the program exited";
    return answer;
  }
  ucc::Parsed<ucc::UccMove> move = ucc::parse_move(answer.text);
  if (!move) {
    answer.failure = "unreadable move '" + excerpt(answer.text) + "': " + move.error;
    return answer;
  }
  answer.move = ucc::to_engine_move(*move);
  if (!answer.move) answer.failure = "the move '" + excerpt(answer.text) + "' leaves the board";
  return answer;
}

void UccProcessSeat::told(const PublicMove& event, const GameResult& after) {
  process_.send(ucc::format_confirmation({ucc::to_ucc_move(event.move), outcome_of(event, after)}));
}

void UccProcessSeat::told_illegal(const SeatAnswer& answer) { process_.send(ucc::format_illegal_answer(answer.text)); }

void UccProcessSeat::finish(const std::string& result) {
  process_.send(ucc::format_quit(result));
  process_.finish(std::chrono::milliseconds(1000));
}

}  // namespace stratego
