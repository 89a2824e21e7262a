#define NCURSES_NOMACROS
#include "cli/play/online_terminal.hpp"

#include <curses.h>

#include <optional>

#include "cli/play/lobby_menu.hpp"
#include "cli/play/network_link.hpp"
#include "cli/play/online_screen.hpp"
#include "cli/play/online_texts.hpp"
#include "cli/play/terminal_keys.hpp"
#include "client/online_game.hpp"
#include "client/server_api.hpp"

namespace stratego::play {
namespace {

using Clock = OnlineMatch::Clock;

bool is_quit(const std::string& line) { return line == "quit" || line == "ende" || line == "exit" || line == "q"; }

ConnectionView connection_of(const NetworkLink& link) { return {link.connected(), link.connections() > 0}; }

// The lobby until a game is matched; nullopt when the person quits first.
std::optional<client::SeatTicket> lobby_ticket(client::ServerApi& api, const OnlinePlayOptions& o, OnlineScreen& screen) {
  NetworkLink link([&api] { return api.open_lobby(); });
  LobbyMenu menu(o.lobby);
  if (o.mode == OnlinePlayOptions::Mode::Challenge || o.mode == OnlinePlayOptions::Mode::Accept) {
    client::LobbyRequest request = o.lobby;
    request.kind = o.mode == OnlinePlayOptions::Mode::Accept ? client::LobbyRequest::Kind::Accept : client::LobbyRequest::Kind::Challenge;
    menu.start(request);
  }
  int connections = 0;
  std::string typed;
  std::string message;
  bool quit = false;
  while (!quit && !menu.matched()) {
    if (link.connections() != connections) {
      if (connections > 0) menu.reconnected();
      connections = link.connections();
    }
    try {
      while (std::optional<std::string> text = link.next())
        for (std::string& answer : menu.receive(*text)) link.send(std::move(answer));
    } catch (const client::ServerError& e) {
      if (o.mode != OnlinePlayOptions::Mode::Menu) throw;
      message = e.what();
      menu.forget_choice();
    }
    screen.draw_lobby(menu, o.language, typed, message, connection_of(link));
    const int key = screen.read_key();
    if (key == ERR) continue;
    if (key == kControlC) quit = true;
    edit_line(typed, key, [&](const std::string& line) {
      if (is_quit(line)) return void(quit = true);
      if (menu.conversing()) return;
      std::string problem;
      for (std::string& answer : menu.choose(line, problem)) link.send(std::move(answer));
      message = problem.empty() ? std::string() : std::string(online_text(OnlineText::NotANumber, o.language)) + ": " + problem;
    });
  }
  return menu.matched();
}

std::string ending_line(const OnlineMatch& match) {
  if (!match.result()) return {};
  const client::FrameResult& r = *match.result();
  const std::string verdict = r.winner ? std::string(color_name(*r.winner)) + " wins" : std::string("a draw");
  return verdict + ", " + client::printable(r.ending);
}

std::string play(client::ServerApi& api, const client::SeatTicket& ticket, const OnlinePlayOptions& o, OnlineScreen& screen) {
  NetworkLink link([&api, ticket] { return api.open_game(ticket); });
  OnlineMatch match(ticket.color, o.language, o.seed);
  OnlineController controller(match);
  std::string typed;
  while (!controller.quit_requested()) {
    const Clock::time_point now = Clock::now();
    controller.connection(link.connected(), link.connections());
    while (std::optional<std::string> text = link.next()) controller.receive(*text, now);
    for (std::string& message : controller.take_outgoing()) link.send(std::move(message));
    screen.draw_game(controller, typed, connection_of(link), now);
    const int key = screen.read_key();
    if (key != ERR) handle_key(controller, typed, key);
  }
  return ending_line(match);
}

}  // namespace

std::string run_online_game(const OnlinePlayOptions& o) {
  client::ServerApi api(client::parse_server_url(o.server), o.timeout);
  api.become_guest(o.name);
  std::optional<client::SeatTicket> ticket;
  if (o.mode == OnlinePlayOptions::Mode::Invitation) ticket = api.join(client::parse_invitation_link(o.invitation), o.name);
  OnlineScreen screen;
  if (!ticket) ticket = lobby_ticket(api, o, screen);
  if (!ticket) return {};
  return play(api, *ticket, o, screen);
}

}  // namespace stratego::play
