#include "bench/benchmarks.hpp"

#include <benchmark/benchmark.h>

#include <filesystem>
#include <iostream>
#include <map>
#include <random>

#include <nlohmann/json.hpp>

#include "ai/random_player.hpp"
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

// Collects moves_per_s per benchmark while the normal reporter prints.
class Collector : public benchmark::ConsoleReporter {
 public:
  Collector() : ConsoleReporter(OO_Tabular) {}  // no colour codes: the output goes to files and logs
  std::map<std::string, double> rates;
  void ReportRuns(const std::vector<Run>& runs) override {
    for (const Run& run : runs) {
      auto it = run.counters.find("moves_per_s");
      if (it != run.counters.end()) rates[run.run_name.function_name] = it->second.value;
    }
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

  benchmark::RegisterBenchmark("playout/classic_random", random_playouts)->MinTime(options.min_time)->Unit(benchmark::kMillisecond);
  if (have_archive)
    benchmark::RegisterBenchmark("verify/archive", verify_archive, &archive)->MinTime(options.min_time)->Unit(benchmark::kMillisecond);

  Collector reporter;  // rates are per CPU second of the one benchmark thread
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::ClearRegisteredBenchmarks();
  const double playout = reporter.rates["playout/classic_random"];
  const double verify = reporter.rates["verify/archive"];
  if (options.json) {
    nlohmann::json summary{{"playout_moves_per_s", playout}, {"verify_moves_per_s", have_archive ? nlohmann::json(verify) : nlohmann::json(nullptr)}};
    std::cout << summary.dump() << "\n";
  } else {
    std::cout << "random playout: " << static_cast<long long>(playout) << " moves/s (one thread)\n";
    if (have_archive) std::cout << "verify archive: " << static_cast<long long>(verify) << " moves/s (one thread, parsing included)\n";
  }
  return 0;
}

}  // namespace stratego::bench
