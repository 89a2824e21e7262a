#include "ai/draw_answer.hpp"

namespace stratego {

bool accepts_draw(const Observation& view) {
  int lost_by_me = 0;
  int lost_by_opponent = 0;
  for (Rank r : kAllRanks) {
    lost_by_me += view.captured(view.viewer(), r);
    lost_by_opponent += view.captured(opponent(view.viewer()), r);
  }
  return lost_by_me > lost_by_opponent;
}

}  // namespace stratego
