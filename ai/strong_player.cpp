#include "ai/strong_player.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <limits>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

#include "ai/belief.hpp"
#include "ai/caution.hpp"
#include "ai/enemy_perception.hpp"
#include "ai/move_inference.hpp"
#include "ai/rescue.hpp"
#include "ai/search.hpp"
#include "ai/setup_generator.hpp"
#include "engine/seed_mix.hpp"

namespace stratego {
namespace {

// The observation's board with every hidden enemy rank filled in from one sample.
Position determinize(const Observation& obs, const Belief& belief, const std::vector<Rank>& ranks) {
  const Position& board = obs.board();
  std::array<Rank, kMailboxSize> sampled{};
  for (std::size_t i = 0; i < ranks.size(); ++i) sampled[belief.hidden()[i].square] = ranks[i];
  Position pos(obs.variant(), obs.rules());
  for (Color c : {Color::Red, Color::Blue})
    for (Sq q : board.squares_of(c)) {
      const Rank known = board.rank_at(q);
      pos.place(c, known == Rank::Unknown ? sampled[q] : known, to_square(q));
    }
  pos.copy_public_state(board);
  return pos;
}

// Three plies pay off where few pieces are left or time is plenty (measured: depth 3 beat
// depth 2 by 15-5 in barrage at 50 ms a move); a full classic board at a short time limit
// does better with more determinizations at two plies. The depth of a fixed number of
// determinizations (--samples), where the clock does not decide.
int fixed_depth(const Observation& obs, int movetime_ms) {
  const Position& board = obs.board();
  const std::size_t pieces = board.squares_of(Color::Red).size() + board.squares_of(Color::Blue).size();
  return pieces <= 24 || movetime_ms >= 500 ? 3 : 2;
}

// On the clock: every iteration searches the same determinizations one ply deeper, from
// kFirstDepth, and the deepest that all of them finished decides, each one's score taken
// from a deeper iteration the clock cut off where that one finished it. The first
// iteration keeps whatever finished in time. When the next depth would not finish in the
// time left (next_depth_fits), the time goes to more determinizations at the last depth.
constexpr int kFirstDepth = 2;
constexpr int kMaxDepth = 12;
constexpr int kDeterminizationsPerDepth = 16;
constexpr int kMaxDeterminizations = 1024;
// The belief's shares of each hidden piece's ranks come from this many samples of their own.
constexpr int kHiddenRankSamples = 256;
constexpr std::uint64_t kHiddenRankSeed = 0x5eed'0f'5a'4e5;
constexpr std::uint64_t kPerceptionSeed = 0x5eed'0f'e4e'3e5;
// The least score of a win: the search scores a flag taken ply plies on as kWinScore - ply.
constexpr int kWinFloor = kWinScore - DeterminizedSearch::kMaxPly;
// After a quiet enemy move, this many samples of the belief are judged by how well the
// enemy's last kJudgedEnemyMoves quiet moves fit them (move_inference.hpp), and the
// determinizations take them in a weighted random order without replacement, the likeliest
// first.
constexpr int kInferenceCandidates = 64;
constexpr int kJudgedEnemyMoves = 1;  // two were no better against DoI and cost twice the time (ai/README.md)
constexpr int kInferenceTimePercent = 30;  // on the clock, judging stops after this share of the move time
constexpr std::uint64_t kInferenceOrderSeed = 0x0de7'5a3b'1e5;

Belief guarded_belief(const Observation& obs, double guard_factor) {
  Belief belief(obs);
  belief.favour_guards(obs, guard_factor);
  return belief;
}

// Runs determinizations on several threads until the clock or the count says stop, and
// keeps each one's root scores by its index, so that the sum does not depend on timing
// when the count decides.
class DeterminizationPool {
 public:
  // tables: one per thread.
  DeterminizationPool(const Observation& obs, const MoveList& root, std::uint64_t seed, const StrongOptions& options,
                      std::vector<TranspositionTable>& tables)
      : obs_(obs),
        belief_(guarded_belief(obs, options.guard_factor)),
        caution_(caution_for(obs, belief_, seed)),
        hidden_ranks_(chance_battles_apply(options.chance_battles, obs.variant())
                          ? std::make_optional<HiddenRanks>(belief_, kHiddenRankSamples, mix_seed(seed, kHiddenRankSeed))
                          : std::nullopt),
        perceived_(options.enemy_perception
                       ? std::make_optional(enemy_perception(obs, kHiddenRankSamples, mix_seed(seed, kPerceptionSeed)))
                       : std::nullopt),
        evaluate_(obs.variant()),
        root_(root),
        seed_(seed),
        options_(options),
        tables_(tables) {}

  std::vector<long long> run(int movetime_ms) {
    const auto start = std::chrono::steady_clock::now();
    const auto deadline = start + std::chrono::milliseconds(std::max(1, movetime_ms * 9 / 10));
    if (options_.infer_from_last_move) {
      const auto judging_ends = start + std::chrono::milliseconds(movetime_ms * kInferenceTimePercent / 100);
      order_by_last_move(options_.determinizations > 0 ? std::nullopt : std::make_optional(judging_ends));
    }
    std::map<int, std::vector<int>> results;
    if (options_.determinizations > 0) {
      const int depth = options_.depth > 0 ? options_.depth : fixed_depth(obs_, movetime_ms);
      results = run_iteration(depth, 0, options_.determinizations, std::nullopt, true);
      stats_.depth = depth;
    } else {
      results = deepen(options_.depth > 0 ? options_.depth : kMaxDepth, deadline);
    }
    std::vector<long long> total(root_.size(), 0);
    for (const auto& [k, scores] : results)
      for (std::size_t i = 0; i < scores.size(); ++i) total[i] += counted_score(scores[i], kWinFloor);
    stats_.determinizations = static_cast<int>(results.size());
    return total;
  }

  const SearchStats& stats() const { return stats_; }
  const Caution& caution() const { return caution_; }

 private:
  using Clock = std::chrono::steady_clock;

  std::map<int, std::vector<int>> deepen(int last_depth, Clock::time_point deadline) {
    std::map<int, std::vector<int>> results;
    for (int depth = kFirstDepth; depth <= last_depth; ++depth) {
      const auto start = Clock::now();
      auto found = run_iteration(depth, 0, kDeterminizationsPerDepth, deadline, depth == kFirstDepth);
      const bool complete = static_cast<int>(found.size()) == kDeterminizationsPerDepth;
      if (complete || depth == kFirstDepth) {
        results = std::move(found);
        stats_.depth = depth;
      } else {
        for (auto& [k, scores] : found) results[k] = std::move(scores);  // deeper where it finished
      }
      if (!complete) break;
      const auto now = Clock::now();
      if (depth < last_depth && next_depth_fits(now - start, deadline - now)) continue;
      if (now < deadline) results.merge(run_iteration(depth, kDeterminizationsPerDepth, kMaxDeterminizations, deadline, false));
      break;
    }
    return results;
  }

  // Determinizations first..count-1 searched depth plies deep, by index; those the deadline
  // cut off are missing, except that with first_must_finish the first always finishes, so
  // that there is an answer.
  std::map<int, std::vector<int>> run_iteration(int depth, int first, int count, std::optional<Clock::time_point> deadline,
                                                bool first_must_finish) {
    Iteration it(depth, first, count, first_must_finish);
    const int threads = std::max(1, std::min(static_cast<int>(tables_.size()), count - first));
    std::vector<std::thread> workers;
    for (int t = 0; t < threads; ++t) workers.emplace_back([this, &it, t] { work(it, tables_[static_cast<std::size_t>(t)]); });
    if (deadline) {
      std::unique_lock lock(mutex_);
      if (!done_.wait_until(lock, *deadline, [&] { return it.finished == threads; })) it.stop = true;
    }
    for (auto& w : workers) w.join();
    return std::move(it.results);
  }

  struct Iteration {
    Iteration(int d, int from, int n, bool first) : depth(d), count(n), first_must_finish(first), next(from) {}
    int depth;
    int count;
    bool first_must_finish;
    std::atomic<int> next = 0;
    std::atomic<bool> stop = false;
    int finished = 0;
    std::map<int, std::vector<int>> results;
  };

  // Sample k of the belief, the same on every call.
  Position sample(int k) const {
    std::mt19937_64 rng(mix_seed(seed_, static_cast<std::uint64_t>(k)));
    return determinize(obs_, belief_, belief_.sample(rng));
  }

  // Determinization k searches the judged sample order_[k] where there is one, else sample k.
  Position determinization(int k) const {
    if (k >= static_cast<int>(order_.size())) return sample(k);
    return judged_[static_cast<std::size_t>(order_[static_cast<std::size_t>(k)])];
  }

  // Weighted random order without replacement (Efraimidis and Spirakis: the largest
  // log(u) / weight first) of the first kInferenceCandidates samples, each weighted by how
  // well the enemy's last moves fit it. Samples not judged by `until` keep the weight 1.
  void order_by_last_move(std::optional<Clock::time_point> until) {
    const std::vector<Move> recent = judged_moves(obs_, kJudgedEnemyMoves);
    if (recent.empty()) return;
    for (int k = 0; k < kInferenceCandidates; ++k) judged_.push_back(sample(k));
    std::vector<double> fit(kInferenceCandidates, 1.0);
    std::atomic<int> next = 0;
    std::vector<std::thread> workers;
    for (TranspositionTable& table : tables_)
      workers.emplace_back([&, this] {
        for (int k = next++; k < kInferenceCandidates && !(until && Clock::now() > *until); k = next++)
          fit[static_cast<std::size_t>(k)] = enemy_moves_fit(judged_[static_cast<std::size_t>(k)], recent, evaluate_, table);
      });
    for (auto& w : workers) w.join();
    std::mt19937_64 rng(mix_seed(seed_, kInferenceOrderSeed));
    std::uniform_real_distribution<double> unit(std::numeric_limits<double>::min(), 1.0);
    std::vector<std::pair<double, int>> keyed;
    for (int k = 0; k < kInferenceCandidates; ++k) keyed.push_back({std::log(unit(rng)) / fit[static_cast<std::size_t>(k)], k});
    std::sort(keyed.begin(), keyed.end(), std::greater<>());
    for (const auto& [key, k] : keyed) order_.push_back(k);
  }

  void work(Iteration& it, TranspositionTable& table) {
    for (int k = it.next++; k < it.count && !it.stop; k = it.next++) {
      Position pos = determinization(k);
      DeterminizedSearch search(pos, evaluate_, caution_, table, k == 0 && it.first_must_finish ? nullptr : &it.stop,
                                hidden_ranks_ ? &*hidden_ranks_ : nullptr, perceived_ ? &*perceived_ : nullptr);
      std::vector<int> scores;
      const bool complete = search.score_root_moves(root_, it.depth, scores);
      std::lock_guard lock(mutex_);
      stats_.nodes += search.nodes();
      if (!complete) break;
      it.results.emplace(k, std::move(scores));
    }
    std::lock_guard lock(mutex_);
    ++it.finished;
    done_.notify_all();
  }

  const Observation& obs_;
  const Belief belief_;
  const Caution caution_;
  const std::optional<HiddenRanks> hidden_ranks_;  // with StrongOptions::chance_battles
  const std::optional<HiddenRanks> perceived_;     // with StrongOptions::enemy_perception
  const Evaluator evaluate_;
  const MoveList& root_;
  std::uint64_t seed_;
  StrongOptions options_;
  std::vector<TranspositionTable>& tables_;
  std::vector<Position> judged_;  // the samples judged by the enemy's last moves
  std::vector<int> order_;         // of judged_, by how well those moves fit them; empty: none judged
  std::mutex mutex_;
  std::condition_variable done_;
  SearchStats stats_;
};

// The best root move by total score; one the caution forbids only when all are forbidden or
// every other loses the game on average over the determinizations.
std::size_t best_move(const MoveList& root, const std::vector<long long>& total, const Caution& caution,
                      const Position& board, int determinizations) {
  std::size_t best = root.size();
  for (std::size_t i = 0; i < root.size(); ++i)
    if (!caution.forbids(board, root[i]) && (best == root.size() || total[i] > total[best])) best = i;
  const long long lost = -static_cast<long long>(kWinScore / 2) * std::max(1, determinizations);
  if (best < root.size() && total[best] > lost) return best;
  return static_cast<std::size_t>(std::max_element(total.begin(), total.end()) - total.begin());
}

}  // namespace

bool chance_battles_apply(ChanceBattles chance_battles, const Variant& variant) {
  switch (chance_battles) {
    case ChanceBattles::Never: return false;
    case ChanceBattles::WhereBeliefLearned: return has_learned_evidence(variant);
    case ChanceBattles::Always: return true;
  }
  return false;
}

Setup StrongPlayer::choose_setup(const Variant& variant, const RuleSet&, Color side) {
  return generate_setup(variant, side, rng_);
}

Move StrongPlayer::choose_move(const Observation& observation, const ThinkLimits& limits) {
  MoveList legal;
  observation.legal_moves(legal);
  if (legal.size() == 1) return with_rescue(observation, legal[0]);
  const std::uint64_t seed = mix_seed(seed_, limits.seed);
  // A seeded shuffle makes the first of equally good moves vary from game to game.
  std::vector<Move> shuffled(legal.begin(), legal.end());
  std::mt19937_64 rng(seed);
  std::shuffle(shuffled.begin(), shuffled.end(), rng);
  MoveList root;
  for (const Move& m : shuffled) root.push(m);

  if (tables_.empty()) tables_.resize(static_cast<std::size_t>(std::max(1, options_.threads)));
  DeterminizationPool pool(observation, root, seed, options_, tables_);
  const std::vector<long long> total = pool.run(limits.movetime_ms);
  stats_ = pool.stats();
  for (std::size_t i = 0; i < root.size(); ++i) stats_.root_moves.push_back({root[i], total[i]});
  return with_rescue(observation, root[best_move(root, total, pool.caution(), observation.board(), stats_.determinizations)]);
}

}  // namespace stratego
