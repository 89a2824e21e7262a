#include "server/websocket_session.hpp"

#include <algorithm>
#include <charconv>
#include <vector>

#include <spdlog/spdlog.h>

#include "server/json_text.hpp"
#include "server/state_json.hpp"

namespace stratego::server {

namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace net = boost::asio;

namespace {

constexpr auto kPingEvery = std::chrono::seconds(3);
constexpr std::size_t kRoundTripsKept = 5;

// The queue's marker for a ping: the writes, pings among them, go out one at a time.
const std::shared_ptr<const std::string>& ping_marker() {
  static const auto marker = std::make_shared<const std::string>();
  return marker;
}

Millis steady_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

}  // namespace

WebSocketSession::WebSocketSession(net::ip::tcp::socket&& socket, const Services& services, const ServerLimits& limits)
    : ws_(std::move(socket)),
      services_(services),
      max_queued_bytes_(limits.max_queued_bytes),
      idle_timeout_(std::chrono::seconds(limits.idle_seconds)),
      messages_(limits.messages_per_second, 2.0 * limits.messages_per_second, std::chrono::steady_clock::now()),
      ping_timer_(ws_.get_executor()) {}

WebSocketSession::~WebSocketSession() = default;

void WebSocketSession::start(beast::http::request<beast::http::string_body> upgrade, const RequestTarget& target) {
  // A browser that vanished without closing (a phone that lost its network) answers no
  // ping (sent after half the idle time): then it is gone, its seat away, its game claimable.
  websocket::stream_base::timeout timeouts = websocket::stream_base::timeout::suggested(beast::role_type::server);
  timeouts.idle_timeout = idle_timeout_;
  timeouts.keep_alive_pings = true;
  ws_.set_option(timeouts);
  ws_.read_message_max(kMaxWebSocketMessage);
  std::optional<Guest> guest;
  try {
    guest = services_.guests.find(guest_secret(upgrade[beast::http::field::cookie]));
  } catch (const std::exception& e) {
    spdlog::error("websocket: cannot read the guest: {}", e.what());
  }
  ws_.async_accept(upgrade, [self = shared_from_this(), target, guest](beast::error_code ec) { self->on_accept(ec, target, guest); });
}

void WebSocketSession::on_accept(beast::error_code ec, const RequestTarget& target, const std::optional<Guest>& guest) {
  if (ec) return;
  ws_.control_callback([this](websocket::frame_type kind, beast::string_view payload) {
    if (kind == websocket::frame_type::pong) on_pong(payload);
  });
  join(target, guest);
  read_next();
  ping_later();
}

// Pings carry the time they were sent; their pongs measure the round trip.
void WebSocketSession::ping_later() {
  ping_timer_.expires_after(kPingEvery);
  ping_timer_.async_wait([self = shared_from_this()](beast::error_code ec) {
    if (ec || self->closing_ || (!self->game_ && !self->in_lobby_)) return;
    self->enqueue(ping_marker());
    self->ping_later();
  });
}

// The lag is half the median of the last round trips, within kMaxLagCredit: a client that
// delays its pongs gains no more than that a move.
void WebSocketSession::on_pong(std::string_view payload) {
  Millis sent = 0;
  const auto [end, error] = std::from_chars(payload.data(), payload.data() + payload.size(), sent);
  if (error != std::errc() || end != payload.data() + payload.size() || sent > steady_ms()) return;  // not one of ours
  round_trips_.push_back(steady_ms() - sent);
  if (round_trips_.size() > kRoundTripsKept) round_trips_.pop_front();
  std::vector<Millis> sorted(round_trips_.begin(), round_trips_.end());
  std::nth_element(sorted.begin(), sorted.begin() + sorted.size() / 2, sorted.end());
  lag_ms_ = std::min(kMaxLagCredit, sorted[sorted.size() / 2] / 2);
}

void WebSocketSession::join(const RequestTarget& target, const std::optional<Guest>& guest) {
  if (target.path != "/ws/lobby") return join_game(target, guest);
  services_.lobby.connect(guest, shared_from_this());
  in_lobby_ = true;
}

void WebSocketSession::join_game(const RequestTarget& target, const std::optional<Guest>& guest) {
  auto field = [&](const char* name) {
    auto it = target.query.find(name);
    return it == target.query.end() ? std::string() : it->second;
  };
  try {
    if (field("game").empty()) throw RequestError(400, "connect to /ws?game=<id>&token=<token>, or /ws?game=<id> to watch");
    game_ = services_.games.connect(field("game"), field("token"), shared_from_this(), guest ? Person{guest->name, guest->id} : Person{});
  } catch (const std::exception& e) {
    enqueue(std::make_shared<const std::string>(json_text(error_message(e.what()))));
    close_after_writes_ = true;
  }
}

void WebSocketSession::read_next() {
  ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_read(ec); });
}

void WebSocketSession::on_read(beast::error_code ec) {
  if (ec) {
    if (ec == websocket::error::message_too_big) spdlog::info("websocket: a message over {} bytes; closing", kMaxWebSocketMessage);
    leave();
    return;
  }
  const std::string text = beast::buffers_to_string(buffer_.data());
  buffer_.consume(buffer_.size());
  if (!messages_.take(std::chrono::steady_clock::now()))
    enqueue(std::make_shared<const std::string>(json_text(error_message("too many messages: this one was ignored; slow down", message_id(text)))));
  else if ((game_ || in_lobby_) && !close_after_writes_) handle(text);
  read_next();
}

// Whatever goes wrong with one message, the connection and the server go on.
void WebSocketSession::handle(const std::string& text) {
  try {
    if (in_lobby_) services_.lobby.receive(*this, text);
    else services_.games.receive(game_, *this, text);
  } catch (const std::exception& e) {
    spdlog::error("websocket message: {}", e.what());
    enqueue(std::make_shared<const std::string>(json_text(error_message("internal error; nothing changed", message_id(text)))));
  }
}

void WebSocketSession::deliver(std::shared_ptr<const std::string> frame) {
  net::post(ws_.get_executor(), [self = shared_from_this(), frame = std::move(frame)]() mutable {
    self->enqueue(std::move(frame));
  });
}

void WebSocketSession::enqueue(std::shared_ptr<const std::string> frame) {
  if (closing_) return;
  if (!queue_.empty() && queued_bytes_ + frame->size() > max_queued_bytes_) {
    spdlog::warn("websocket: a client fell {} bytes behind; closing", queued_bytes_);
    close(websocket::close_code::policy_error);
    return;
  }
  queued_bytes_ += frame->size();
  queue_.push_back(std::move(frame));
  if (queue_.size() == 1) write_next();
}

void WebSocketSession::write_next() {
  if (queue_.front() == ping_marker()) {
    ping_payload_ = std::to_string(steady_ms());
    ws_.async_ping(websocket::ping_data(ping_payload_.c_str()), [self = shared_from_this()](beast::error_code ec) { self->on_write(ec); });
    return;
  }
  ws_.text(true);
  ws_.async_write(net::buffer(*queue_.front()),
                  [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_write(ec); });
}

void WebSocketSession::on_write(beast::error_code ec) {
  if (ec) {
    queue_.clear();
    queued_bytes_ = 0;
    leave();
    return;
  }
  queued_bytes_ -= queue_.front()->size();
  queue_.pop_front();
  if (closing_) send_close();
  else if (!queue_.empty()) write_next();
  else if (close_after_writes_) close(websocket::close_code::policy_error);
}

// At most one write is in flight: a close waits for it (see on_write).
void WebSocketSession::close(websocket::close_code code) {
  if (closing_) return;
  closing_ = true;
  ping_timer_.cancel();
  close_code_ = code;
  if (queue_.empty()) send_close();
  else queue_.erase(queue_.begin() + 1, queue_.end());
  if (!queue_.empty()) queued_bytes_ = queue_.front()->size();
}

void WebSocketSession::send_close() {
  queue_.clear();
  queued_bytes_ = 0;
  ws_.async_close(close_code_, [self = shared_from_this()](beast::error_code) {});
}

void WebSocketSession::leave() {
  ping_timer_.cancel();
  if (in_lobby_) services_.lobby.disconnect(this);
  in_lobby_ = false;
  if (!game_) return;
  services_.games.disconnect(game_, this);
  game_.reset();
}

}  // namespace stratego::server
