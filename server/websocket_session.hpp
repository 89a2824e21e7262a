// One browser's WebSocket on one game (/ws?game=...) or on the lobby (/ws/lobby): a
// Subscriber of the game service or of the lobby, known by the guest cookie of its upgrade
// request. Frames are queued on the connection's strand and written one at a time; the
// same message and queue limits hold for both. Private to the server's two Beast
// translation units.
#pragma once

#include <atomic>
#include <deque>
#include <memory>
#include <string>

#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include "server/game_service.hpp"
#include "server/guests.hpp"
#include "server/lobby.hpp"
#include "server/rate_limiter.hpp"
#include "server/request_target.hpp"
#include "server/server_limits.hpp"

namespace stratego::server {

inline constexpr std::size_t kMaxWebSocketMessage = 64 * 1024;  // larger frames close the connection

class WebSocketSession : public Subscriber, public std::enable_shared_from_this<WebSocketSession> {
 public:
  struct Services {
    GameService& games;
    Guests& guests;
    Lobby& lobby;
  };
  WebSocketSession(boost::asio::ip::tcp::socket&& socket, const Services& services, const ServerLimits& limits);
  ~WebSocketSession() override;

  // Completes the upgrade, then joins the lobby or the game named in the request's query.
  void start(boost::beast::http::request<boost::beast::http::string_body> upgrade, const RequestTarget& target);
  void deliver(std::shared_ptr<const std::string> frame) override;
  Millis lag_ms() const override { return lag_ms_.load(); }

 private:
  void ping_later();
  void on_pong(std::string_view payload);
  void on_accept(boost::beast::error_code ec, const RequestTarget& target, const std::optional<Guest>& guest);
  void join(const RequestTarget& target, const std::optional<Guest>& guest);
  void join_game(const RequestTarget& target, const std::optional<Guest>& guest);
  void read_next();
  void on_read(boost::beast::error_code ec);
  void handle(const std::string& text);
  void enqueue(std::shared_ptr<const std::string> frame);
  void write_next();
  void on_write(boost::beast::error_code ec);
  void close(boost::beast::websocket::close_code code);
  void send_close();
  void leave();

  boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
  boost::beast::flat_buffer buffer_;
  Services services_;
  const std::size_t max_queued_bytes_;
  const std::chrono::seconds idle_timeout_;
  TokenBucket messages_;
  SessionHandle game_;
  bool in_lobby_ = false;
  std::deque<std::shared_ptr<const std::string>> queue_;
  std::size_t queued_bytes_ = 0;
  bool close_after_writes_ = false;
  bool closing_ = false;
  boost::beast::websocket::close_code close_code_ = boost::beast::websocket::close_code::normal;
  boost::asio::steady_timer ping_timer_;
  std::string ping_payload_;  // of the ping in flight
  std::deque<Millis> round_trips_;  // the last few, in ms
  std::atomic<Millis> lag_ms_{0};
};

}  // namespace stratego::server
