// The project's benchmarks (Google Benchmark), run by `stratego bench`.
#pragma once

#include <string>

namespace stratego::bench {

struct BenchOptions {
  std::string archive;     // folder of Gravon archives for the verify benchmark
  bool json = false;       // print Google Benchmark's JSON, then the summary object
  double min_time = 1.0;   // seconds per benchmark
};

// Registers and runs every benchmark; prints figures. Returns the process status.
int run_benchmarks(const BenchOptions& options);

}  // namespace stratego::bench
