#include "bench/benchmarks.hpp"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <map>
#include <random>
#include <tuple>

#include <nlohmann/json.hpp>

#include "ai/caution.hpp"
#include "ai/evaluate.hpp"
#include "ai/random_player.hpp"
#include "ai/search.hpp"
#include "engine/playout.hpp"
#include "formats/archive.hpp"
#include "formats/verify.hpp"

namespace stratego::bench {
namespace {

Position random_classic_position(std::mt19937_64& rng) {
  const Variant& classic = variant("classic");
  Position position(classic, rule_set("gravon"));
  for (Color c : {Color::Red, Color::Blue})
    for (const Placement& p : random_setup(classic, c, rng).pieces) position.place(c, p.rank, p.square);
  return position;
}

// Random playouts from random classic setups, single-threaded: moves per second.
void random_playouts(benchmark::State& state) {
  std::mt19937_64 setup_rng(1);
  FastRng rng(2);
  std::int64_t moves = 0;
  for (auto _ : state) {
    state.PauseTiming();
    Position position = random_classic_position(setup_rng);
    state.ResumeTiming();
    moves += random_playout(position, rng, 3000).plies;
  }
  state.SetItemsProcessed(moves);
  state.counters["moves_per_s"] = benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kIsRate);
}

// Plays plies random moves, each drawn from the legal moves sorted by their squares, so
// that the positions do not change with the generator's order (the figures of two commits
// then compare the same positions). False when the game ends first.
bool play_random_moves(Position& position, FastRng& rng, int plies) {
  for (int ply = 0; ply < plies; ++ply) {
    MoveList legal;
    position.generate_moves(legal);
    if (legal.empty()) return false;
    std::vector<Move> moves(legal.begin(), legal.end());
    std::ranges::sort(moves, [](const Move& a, const Move& b) { return std::tie(a.from, a.to) < std::tie(b.from, b.to); });
    Position::Undo undo;
    const auto battle = position.make(moves[rng.below(static_cast<std::uint32_t>(moves.size()))], undo);
    if (battle && battle->reason == BattleReason::FlagCaptured) return false;
  }
  return true;
}

// Classic positions some way into a game: random setups, then random moves. The search sees
// every rank, as it does in each of the strong level's determinizations.
std::vector<Position> middle_game_positions(int count) {
  std::mt19937_64 setup_rng(3);
  FastRng rng(4);
  std::vector<Position> positions;
  while (static_cast<int>(positions.size()) < count) {
    Position position = random_classic_position(setup_rng);
    if (play_random_moves(position, rng, 20 + static_cast<int>(rng.below(60)))) positions.push_back(position);
  }
  return positions;
}

// The strong level's search on one determinization: every root move scored two plies deep
// (then captures only), single-threaded. Each iteration searches every position once, so
// that its node count is always the same: nodes per iteration and per second.
void determinized_search(benchmark::State& state, const std::vector<Position>* positions) {
  const Evaluator evaluate(variant("classic"));
  const Caution caution;  // no bomb suspects: the search alone
  TranspositionTable table;
  std::int64_t nodes = 0;
  for (auto _ : state) {
    for (Position position : *positions) {
      MoveList root;
      position.generate_moves(root);
      DeterminizedSearch search(position, evaluate, caution, table, nullptr);
      std::vector<int> scores;
      search.score_root_moves(root, 2, scores);
      nodes += static_cast<std::int64_t>(search.nodes());
    }
  }
  state.counters["nodes"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kAvgIterations);
  state.counters["nodes_per_s"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}

struct Archive {
  std::vector<GameFile> files;
};

// Replays every archived game from its text (XML parsing included): moves per second.
void verify_archive(benchmark::State& state, const Archive* archive) {
  const RuleSet& rules = rule_set("gravon");
  std::int64_t moves = 0;
  for (auto _ : state) {
    for (const GameFile& file : archive->files) {
      Verdict v = verify_record(read_record(file.text, file.path), rules);
      moves += v.moves;
      benchmark::DoNotOptimize(v);
    }
  }
  state.SetItemsProcessed(moves);
  state.counters["moves_per_s"] = benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kIsRate);
}

// Collects each benchmark's rate (moves_per_s or nodes_per_s) while the normal reporter prints.
class Collector : public benchmark::ConsoleReporter {
 public:
  Collector() : ConsoleReporter(OO_Tabular) {}  // no colour codes: the output goes to files and logs
  std::map<std::string, double> rates;
  void ReportRuns(const std::vector<Run>& runs) override {
    for (const Run& run : runs)
      for (const char* rate : {"moves_per_s", "nodes_per_s"})
        if (auto it = run.counters.find(rate); it != run.counters.end())
          rates[run.run_name.function_name] = it->second.value;
    ConsoleReporter::ReportRuns(runs);
  }
};

}  // namespace

int run_benchmarks(const BenchOptions& options) {
  static Archive archive;
  archive.files.clear();
  const bool have_archive = std::filesystem::exists(options.archive);
  if (have_archive) for_each_game_file(options.archive, [](const GameFile& f) { archive.files.push_back(f); });
  else std::cerr << "verify benchmark skipped: " << options.archive << " is absent\n";

  const std::vector<Position> search_positions = middle_game_positions(16);
  benchmark::RegisterBenchmark("playout/classic_random", random_playouts)->MinTime(options.min_time)->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("search/classic_depth2", determinized_search, &search_positions)->MinTime(options.min_time)->Unit(benchmark::kMillisecond);
  if (have_archive)
    benchmark::RegisterBenchmark("verify/archive", verify_archive, &archive)->MinTime(options.min_time)->Unit(benchmark::kMillisecond);

  Collector reporter;  // rates are per CPU second of the one benchmark thread
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::ClearRegisteredBenchmarks();
  const double playout = reporter.rates["playout/classic_random"];
  const double search = reporter.rates["search/classic_depth2"];
  const double verify = reporter.rates["verify/archive"];
  if (options.json) {
    nlohmann::json summary{{"playout_moves_per_s", playout},
                           {"search_nodes_per_s", search},
                           {"verify_moves_per_s", have_archive ? nlohmann::json(verify) : nlohmann::json(nullptr)}};
    std::cout << summary.dump() << "\n";
  } else {
    std::cout << "random playout: " << static_cast<long long>(playout) << " moves/s (one thread)\n";
    std::cout << "search: " << static_cast<long long>(search) << " nodes/s (one thread, classic, two plies and captures)\n";
    if (have_archive) std::cout << "verify archive: " << static_cast<long long>(verify) << " moves/s (one thread, parsing included)\n";
  }
  return 0;
}

}  // namespace stratego::bench
