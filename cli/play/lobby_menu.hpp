// The lobby as the terminal shows it before a game (docs/web-api.md "Lobby"): the open
// challenges of others, numbered, to accept by typing the number, or `c` to post one's own.
// The conversation that follows is client/LobbyConversation's, started with the lobby as it
// stood; `--challenge` and `--accept` start it at once. No terminal and no network here.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "client/frame_reading.hpp"
#include "client/lobby_conversation.hpp"
#include "client/online_game.hpp"

namespace stratego::play {

struct ListedChallenge {
  std::string id;
  std::string by;  // the challenger's name
  std::string terms;  // "barrage, gravon, clock none, challenger random"
};

class LobbyMenu {
 public:
  // `challenge`: the terms of one's own challenge (for `c`).
  explicit LobbyMenu(client::LobbyRequest challenge);

  // A lobby message; returns what to send. Throws client::FrameError, client::ServerError.
  std::vector<std::string> receive(std::string_view text);
  // A typed line: a number accepts that challenge, "c" posts ours. Returns what to send;
  // an empty result with a reason in `problem` when the line is not a choice.
  std::vector<std::string> choose(std::string_view line, std::string& problem);
  // Starts the conversation at once (--challenge, --accept [ID]).
  std::vector<std::string> start(client::LobbyRequest request);
  // After the lobby refused the choice: the menu again.
  void forget_choice() { conversation_.reset(); }
  // A new connection: the conversation starts again from its "lobby" message.
  void reconnected();

  const std::vector<ListedChallenge>& challenges() const { return listed_; }
  bool conversing() const { return conversation_.has_value(); }
  bool posted() const { return conversing() && request_.kind == client::LobbyRequest::Kind::Challenge; }
  std::optional<client::SeatTicket> matched() const;

 private:
  void list(const client::json& challenges);

  client::LobbyRequest own_terms_;
  client::LobbyRequest request_;
  std::optional<client::LobbyConversation> conversation_;
  std::string me_;
  std::string lobby_text_;       // the last "lobby" message, replayed to a new conversation
  std::string challenges_text_;  // and the last "challenges" after it
  std::vector<ListedChallenge> listed_;
};

}  // namespace stratego::play
