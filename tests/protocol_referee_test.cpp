// Refereed games with real processes: the Python test double (a bot as the 2012 competition
// would have written it) against `stratego engine`, bots that break the protocol, and the
// match runner and `stratego match` with an outside bot.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <tuple>

#include <nlohmann/json.hpp>

#include "formats/json_record.hpp"
#include "formats/record.hpp"
#include "formats/verify.hpp"
#include "protocol/match.hpp"
#include "protocol/player_seat.hpp"
#include "protocol/refereed_game.hpp"
#include "protocol/ucc_process_seat.hpp"

namespace stratego {
namespace {

const std::string kPythonBot = "python3 " STRATEGO_SOURCE_DIR "/tests/bots/ucc_random_bot.py";
const std::string kEngineBot = STRATEGO_BINARY " engine --protocol ucc --level random --movetime 5 --seed ";
const std::string kSetupRows = "printf 'FB8sB479B8\\nBB31555583\\n6724898974\\n967B669999\\n'; ";

UccTimeLimits quick_limits() { return {std::chrono::milliseconds(3000), std::chrono::milliseconds(10000)}; }

void expect_complete_and_fair(const RefereedGame& refereed) {
  EXPECT_FALSE(refereed.offender) << refereed.incident;
  EXPECT_TRUE(refereed.game.result().over());
  EXPECT_GT(refereed.game.moves().size(), 0u);
  // The saved record replays legally to the same ending.
  const GameRecord record = record_of(refereed.game);
  const Verdict verdict = verify_record(read_json_record(write_json_record(record), "game"), rule_set("gravon"));
  EXPECT_FALSE(verdict.illegal) << verdict.illegal->move << ": " << verdict.illegal->reason;
  EXPECT_NE(verdict.ending_consistent, false) << verdict.ending_note;
}

class RefereeWithProcesses : public ::testing::Test {
 protected:
  void SetUp() override {
    if (std::system("python3 -c '' 2>/dev/null") != 0) GTEST_SKIP() << "python3 is not installed";
  }
};

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

TEST_F(RefereeWithProcesses, PythonBotAsRedAgainstOurEngineBot) {
  // The engine bot complains on stderr when a board differs from what the moves told it.
  const std::filesystem::path complaints = std::filesystem::temp_directory_path() / "stratego-engine-bot.stderr";
  UccProcessSeat red(kPythonBot + " 7", quick_limits());
  UccProcessSeat blue(kEngineBot + "11 2>" + complaints.string(), quick_limits());
  expect_complete_and_fair(referee_game(red, blue, variant("classic"), rule_set("gravon")));
  EXPECT_EQ(read_file(complaints), "");
  std::filesystem::remove(complaints);
}

TEST_F(RefereeWithProcesses, OurEngineBotAsRedAgainstThePythonBot) {
  UccProcessSeat red(kEngineBot + "12", quick_limits());
  UccProcessSeat blue(kPythonBot + " 8", quick_limits());
  expect_complete_and_fair(referee_game(red, blue, variant("classic"), rule_set("gravon")));
}

TEST_F(RefereeWithProcesses, PythonBotAgainstAPlayerInThisProcess) {
  PlayerSeat red(make_player("random", 3), ThinkLimits{5, 3});
  UccProcessSeat blue(kPythonBot + " 9", quick_limits());
  expect_complete_and_fair(referee_game(red, blue, variant("classic"), rule_set("gravon")));
}

TEST(RefereeOfBrokenBots, ASilentBotLosesOnTime) {
  UccTimeLimits limits{std::chrono::milliseconds(200), std::chrono::milliseconds(5000)};
  UccProcessSeat red(kSetupRows + "cat > /dev/null", limits);
  PlayerSeat blue(make_player("random", 1), ThinkLimits{5, 1});
  const RefereedGame refereed = referee_game(red, blue, variant("classic"), rule_set("gravon"));
  EXPECT_EQ(refereed.offender, Color::Red);
  EXPECT_EQ(refereed.game.result(), (GameResult{Ending::Timeout, Color::Blue}));
  EXPECT_NE(refereed.incident.find("no move within 200 ms"), std::string::npos) << refereed.incident;
}

TEST(RefereeOfBrokenBots, AnIllegalMoveLoses) {
  // Red's flag sits at x 0, y 0: moving it is illegal.
  UccProcessSeat red(kSetupRows + "echo '0 0 DOWN'; cat > /dev/null", quick_limits());
  PlayerSeat blue(make_player("random", 1), ThinkLimits{5, 1});
  const RefereedGame refereed = referee_game(red, blue, variant("classic"), rule_set("gravon"));
  EXPECT_EQ(refereed.offender, Color::Red);
  EXPECT_EQ(refereed.game.result(), (GameResult{Ending::Forfeit, Color::Blue}));
  EXPECT_NE(refereed.incident.find("illegal move"), std::string::npos) << refereed.incident;
}

TEST(RefereeOfBrokenBots, AnUnreadableMoveLoses) {
  PlayerSeat red(make_player("random", 1), ThinkLimits{5, 1});
  UccProcessSeat blue(kSetupRows + "echo 'SURRENDER'; cat > /dev/null", quick_limits());
  const RefereedGame refereed = referee_game(red, blue, variant("classic"), rule_set("gravon"));
  EXPECT_EQ(refereed.offender, Color::Blue);
  EXPECT_NE(refereed.incident.find("unreadable move 'SURRENDER'"), std::string::npos) << refereed.incident;
}

TEST(RefereeOfBrokenBots, ABadSetupLosesBeforeTheFirstMove) {
  UccProcessSeat red("printf 'F.........\\n..........\\n..........\\n..........\\n'; cat > /dev/null", quick_limits());
  PlayerSeat blue(make_player("random", 1), ThinkLimits{5, 1});
  const RefereedGame refereed = referee_game(red, blue, variant("classic"), rule_set("gravon"));
  EXPECT_FALSE(refereed.game.started());
  EXPECT_EQ(refereed.game.result(), (GameResult{Ending::Forfeit, Color::Blue}));
  EXPECT_NE(verdict_line(refereed, "broken", "random").find("broken RED BAD_SETUP 0"), std::string::npos);
}

TEST(RefereeOfBrokenBots, AMissingProgramLosesAtTheSetup) {
  PlayerSeat red(make_player("random", 1), ThinkLimits{5, 1});
  UccProcessSeat blue("/nonexistent/bot 2>/dev/null", quick_limits());
  const RefereedGame refereed = referee_game(red, blue, variant("classic"), rule_set("gravon"));
  EXPECT_EQ(refereed.offender, Color::Blue);
  EXPECT_NE(refereed.incident.find("exited"), std::string::npos) << refereed.incident;
}

TEST(BotName, IsOneWordFromTheCommand) {
  EXPECT_EQ(bot_name("python3 tests/bots/ucc_random_bot.py 7"), "7");
  EXPECT_EQ(bot_name("python3 /x/y/vixen.py"), "vixen.py");
  EXPECT_EQ(bot_name("./peternlewis"), "peternlewis");
  EXPECT_EQ(bot_name("   "), "bot");
}

TEST_F(RefereeWithProcesses, MatchAgainstThePythonBotHasNoIllegalMoves) {
  MatchOptions options;
  options.a = "random";
  options.b = "cmd:" + kPythonBot;
  options.games = 2;
  options.movetime_ms = 5;
  options.bot_limits = quick_limits();
  options.jobs = 2;
  options.save_dir = (std::filesystem::temp_directory_path() / "stratego-protocol-match-test").string();
  std::filesystem::remove_all(options.save_dir);
  const MatchResult result = run_match(options);
  ASSERT_EQ(result.games.size(), 2u);
  EXPECT_EQ(result.forfeits_a + result.forfeits_b, 0);
  EXPECT_EQ(result.wins_a + result.wins_b + result.draws, 2);
  EXPECT_TRUE(result.games[0].a_is_red);
  EXPECT_FALSE(result.games[1].a_is_red);
  for (const char* file : {"game-0001.json", "game-0001.xml", "game-0002.json", "game-0002.xml"})
    EXPECT_TRUE(std::filesystem::exists(std::filesystem::path(options.save_dir) / file)) << file;
  std::filesystem::remove_all(options.save_dir);
}

// Runs a stratego command line from the source folder; returns its last line, parsed.
nlohmann::json summary_of(const std::string& arguments, std::string* output) {
  const std::string command = "cd " STRATEGO_SOURCE_DIR " && " STRATEGO_BINARY " " + arguments;
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), pclose);
  if (!pipe) return {};
  std::string last;
  char line[4096];
  while (std::fgets(line, sizeof line, pipe.get())) {
    *output += line;
    last = line;
  }
  return nlohmann::json::parse(last, nullptr, false);
}

// The command line exactly as the issue names it.
TEST_F(RefereeWithProcesses, MatchCommandCompletesWithoutIllegalMoves) {
  std::string output;
  const nlohmann::json summary =
      summary_of("match random 'cmd:python3 tests/bots/ucc_random_bot.py' --games 2 --movetime 5 --json", &output);
  EXPECT_EQ(summary["games"], 2) << output;
  EXPECT_EQ(summary["forfeits_a"], 0) << output;
  EXPECT_EQ(summary["forfeits_b"], 0) << output;
  EXPECT_EQ(summary["wins_a"].get<int>() + summary["wins_b"].get<int>() + summary["draws"].get<int>(), 2);
  for (const char* key : {"elo_diff", "elo_ci95"}) EXPECT_TRUE(summary[key].is_number()) << key;
}

// A 2012 bot knows no two-square rule. The referee keeps the 2012 manager's rules unless
// told otherwise, so such a bot shuttles on until the move limit; under Gravon's rules the
// same bot loses by an illegal move.
TEST_F(RefereeWithProcesses, ABotThatShuttlesPlaysOnUnderTheManagersRules) {
  const std::string bots =
      "referee 'python3 tests/bots/ucc_random_bot.py 1 --shuttle' 'python3 tests/bots/ucc_random_bot.py 2 --shuttle' "
      "--games 2 --max-plies 40 --json";
  std::string output;
  const nlohmann::json managers = summary_of(bots, &output);
  EXPECT_EQ(managers["draws"], 2) << output;
  EXPECT_EQ(managers["forfeits_a"].get<int>() + managers["forfeits_b"].get<int>(), 0) << output;
  const nlohmann::json gravon = summary_of(bots + " --rules gravon", &output);
  EXPECT_EQ(gravon["forfeits_a"].get<int>() + gravon["forfeits_b"].get<int>(), 2) << output;
}

// --- variants beyond the 2012 manual's classic army (protocol/ucc_variant.hpp) -----------

// Our engine as a UCC bot told `variant`; its complaints go to `errors`.
std::string engine_bot(const std::string& level, const std::string& variant, int seed,
                       const std::filesystem::path& errors) {
  return STRATEGO_BINARY " engine --protocol ucc --level " + level + " --variant " + variant + " --movetime 5 --seed " +
         std::to_string(seed) + " 2>>" + errors.string();
}

// Two of our bots through the real protocol, each a `stratego engine` process told the
// variant, to the end: no forfeit, the record valid for the variant, no bot complaining
// that a board differs from what the moves told it.
void expect_protocol_game(const std::string& name, int seed) {
  const std::filesystem::path errors = std::filesystem::temp_directory_path() / ("stratego-ucc-" + name + ".stderr");
  std::filesystem::remove(errors);
  UccProcessSeat red(engine_bot("beginner", name, seed, errors), quick_limits());
  UccProcessSeat blue(engine_bot("beginner", name, seed + 1, errors), quick_limits());
  const RefereedGame refereed = referee_game(red, blue, variant(name), rule_set("gravon"));
  expect_complete_and_fair(refereed);
  EXPECT_EQ(record_of(refereed.game).variant, name);
  EXPECT_EQ(refereed.game.setup(Color::Red)->pieces.size(), static_cast<std::size_t>(variant(name).army_size()));
  EXPECT_EQ(read_file(errors), "");
  std::filesystem::remove(errors);
}

TEST(UccVariantGames, ABarrageGameBetweenTwoEngineBots) { expect_protocol_game("barrage", 31); }

TEST(UccVariantGames, ADuellGameBetweenTwoEngineBots) { expect_protocol_game("duell", 41); }

// A bot told another variant than the manager plays sends another army: it forfeits at the
// setup with the reason, before any move.
RefereedGame with_bot_told(const std::string& told, const std::string& played) {
  UccProcessSeat red(engine_bot("random", told, 5, "/dev/null"), quick_limits());
  PlayerSeat blue(make_player("random", 1), ThinkLimits{5, 1});
  return referee_game(red, blue, variant(played), rule_set("gravon"));
}

TEST(UccVariantGames, ABotToldAnotherVariantForfeitsAtTheSetupWithTheReason) {
  for (const auto& [told, played, reason] : {std::tuple{"classic", "barrage", "too many"},
                                             std::tuple{"barrage", "classic", "too few"},
                                             std::tuple{"duell", "barrage", "too many"},
                                             std::tuple{"barrage", "duell", "too few"}}) {
    const RefereedGame refereed = with_bot_told(told, played);
    EXPECT_FALSE(refereed.game.started()) << told << " in " << played;
    EXPECT_EQ(refereed.offender, Color::Red) << told << " in " << played;
    EXPECT_EQ(refereed.game.result(), (GameResult{Ending::Forfeit, Color::Blue}));
    EXPECT_NE(refereed.incident.find(reason), std::string::npos) << refereed.incident;
  }
}

TEST(UccVariantGames, UltimateLightningIsRefusedWithTheReasonOnBothSides) {
  UccProcessSeat red(engine_bot("random", "classic", 5, "/dev/null"), quick_limits());
  const SeatSetup setup = red.setup(variant("ultimate-lightning"), rule_set("gravon"), Color::Red, "x");
  EXPECT_FALSE(setup.setup);
  EXPECT_NE(setup.failure.find("cannot carry ultimate-lightning"), std::string::npos) << setup.failure;
  red.finish("");
  MatchOptions options;
  options.a = "random";
  options.b = "cmd:" + engine_bot("random", "ultimate-lightning", 5, "/dev/null");
  options.variant = "ultimate-lightning";
  EXPECT_NE(match_options_error(options).find("cannot carry ultimate-lightning"), std::string::npos);
  std::string output;
  summary_of("engine --protocol ucc --variant ultimate-lightning --seed 1 </dev/null 2>&1", &output);
  EXPECT_NE(output.find("stratego engine: the UCC protocol cannot carry ultimate-lightning"), std::string::npos)
      << output;
}

// The command line of the brief: our strong level against a beginner bot in barrage.
TEST(UccVariantGames, MatchCommandPlaysBarrageAgainstAUccBot) {
  std::string output;
  const nlohmann::json summary = summary_of(
      "match strong 'cmd:" STRATEGO_BINARY
      " engine --protocol ucc --level beginner --variant barrage --seed 3' --games 4 --variant barrage --samples 8 "
      "--seed 1 --json",
      &output);
  EXPECT_EQ(summary["games"], 4) << output;
  EXPECT_EQ(summary["forfeits_a"], 0) << output;
  EXPECT_EQ(summary["forfeits_b"], 0) << output;
}

// The setup a UCC engine bot sends when asked to play red; its stderr goes to `errors`.
std::string engine_setup(const std::string& options, const std::filesystem::path& errors) {
  const std::string command =
      "printf 'RED x 10 10\\n' | " STRATEGO_BINARY " engine --level strong " + options + " 2>" + errors.string();
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), pclose);
  std::string out;
  for (int c; (c = std::fgetc(pipe.get())) != EOF;) out += static_cast<char>(c);
  return out;
}

// A manager runs every game with the same command: without --seed the engine draws a
// fresh seed, says which on stderr, and that seed given back plays the same setup.
TEST(EngineSeed, WithoutASeedTheEngineTellsTheOneItDrewAndThatSeedReplaysIt) {
  const std::filesystem::path errors = std::filesystem::temp_directory_path() / "stratego-engine-seed.stderr";
  const std::string drawn = engine_setup("", errors);
  const std::string told = read_file(errors);
  const std::string prefix = "stratego engine: seed ";
  ASSERT_EQ(told.rfind(prefix, 0), 0u) << told;
  const std::string seed = told.substr(prefix.size(), told.find('\n') - prefix.size());
  EXPECT_EQ(drawn.size(), 4u * 11u) << drawn;  // four rows of ten, each with its newline
  EXPECT_EQ(engine_setup("--seed " + seed, errors), drawn);
  EXPECT_EQ(read_file(errors), "");  // a given seed is not repeated
  std::filesystem::remove(errors);
}

}  // namespace
}  // namespace stratego
