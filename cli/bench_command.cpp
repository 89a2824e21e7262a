// stratego bench [--json] [--archive DIR] [--min-time S]
#include "bench/benchmarks.hpp"
#include "cli/commands.hpp"

namespace stratego::cli {

void add_bench_command(CLI::App& app) {
  auto options = std::make_shared<bench::BenchOptions>();
  options->archive = "../shared/gravon/games";
  CLI::App* cmd = app.add_subcommand("bench", "Run the benchmarks (single-threaded engine speed)");
  cmd->add_flag("--json", options->json, "End with {\"playout_moves_per_s\", \"search_nodes_per_s\", \"verify_moves_per_s\"}");
  cmd->add_option("--archive", options->archive, "Folder with Gravon archives for the verify benchmark")->capture_default_str();
  cmd->add_option("--min-time", options->min_time, "Seconds per benchmark")->capture_default_str();
  cmd->callback([options] { exit_code() = guarded("bench", [&] { return bench::run_benchmarks(*options); }); });
}

}  // namespace stratego::cli
