// The one translation unit of the client that includes Boost.Beast. Every operation runs on
// a private io_context until it completes or its deadline passes: a synchronous interface
// whose waits are all bounded.
#include "client/transport.hpp"

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

namespace stratego::client {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;
using Clock = std::chrono::steady_clock;

namespace {

constexpr const char* kUserAgent = "stratego-online";

std::string seconds_text(std::chrono::milliseconds ms) {
  return std::to_string(ms.count() / 1000) + "." + std::to_string(ms.count() % 1000 / 100) + " s";
}

// Runs handlers until `done` or the deadline; whether `done`.
bool run_until(net::io_context& ioc, const bool& done, Clock::time_point deadline) {
  ioc.restart();
  while (!done)
    if (ioc.run_one_until(deadline) == 0) return done;
  return true;
}

std::string failure(const beast::error_code& ec, std::chrono::milliseconds timeout) {
  if (ec == beast::error::timeout) return "no answer within " + seconds_text(timeout);
  return ec.message();
}

void connect(net::io_context& ioc, beast::tcp_stream& stream, const ServerAddress& server, Clock::time_point deadline,
             std::chrono::milliseconds timeout) {
  tcp::resolver resolver(ioc);
  beast::error_code ec;
  tcp::resolver::results_type endpoints;
  bool done = false;
  resolver.async_resolve(server.host, server.port, [&](beast::error_code e, tcp::resolver::results_type r) {
    ec = e;
    endpoints = std::move(r);
    done = true;
  });
  if (!run_until(ioc, done, deadline)) {
    resolver.cancel();
    run_until(ioc, done, Clock::now() + std::chrono::seconds(1));
    throw NetworkError("cannot find the host " + server.host + " within " + seconds_text(timeout));
  }
  if (ec) throw NetworkError("cannot find the host " + server.host + ": " + ec.message());
  done = false;
  stream.expires_at(deadline);
  stream.async_connect(endpoints, [&](beast::error_code e, const tcp::endpoint&) {
    ec = e;
    done = true;
  });
  run_until(ioc, done, deadline + std::chrono::seconds(1));
  if (!done || ec) throw NetworkError("cannot connect to " + server.text() + ": " + failure(ec, timeout));
  stream.socket().set_option(tcp::no_delay(true));
}

HttpAnswer answer_of(const http::response<http::string_body>& response) {
  HttpAnswer answer{static_cast<int>(response.result_int()), response.body(), {}};
  for (const auto& field : response) {
    std::string name(field.name_string());
    for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    answer.headers.emplace_back(name, std::string(field.value()));
  }
  return answer;
}

}  // namespace

std::string HttpAnswer::header(const std::string& lower_case_name) const {
  for (const auto& [name, value] : headers)
    if (name == lower_case_name) return value;
  return {};
}

HttpAnswer http_request(const ServerAddress& server, const std::string& method, const std::string& target,
                        const std::string& body, const std::string& cookie, std::chrono::milliseconds timeout) {
  net::io_context ioc;
  const Clock::time_point deadline = Clock::now() + timeout;
  beast::tcp_stream stream(ioc);
  connect(ioc, stream, server, deadline, timeout);
  http::request<http::string_body> request{http::string_to_verb(method), target, 11};
  request.set(http::field::host, server.host + ":" + server.port);
  request.set(http::field::user_agent, kUserAgent);
  if (!cookie.empty()) request.set(http::field::cookie, cookie);
  if (!body.empty()) {
    request.set(http::field::content_type, "application/json");
    request.body() = body;
  }
  request.prepare_payload();
  beast::error_code ec;
  bool done = false;
  stream.expires_at(deadline);
  http::async_write(stream, request, [&](beast::error_code e, std::size_t) {
    ec = e;
    done = true;
  });
  run_until(ioc, done, deadline + std::chrono::seconds(1));
  if (!done || ec) throw NetworkError(method + " " + target + " to " + server.text() + ": " + failure(ec, timeout));
  beast::flat_buffer buffer;
  http::response_parser<http::string_body> parser;
  parser.body_limit(kMaxAnswerBytes);
  done = false;
  http::async_read(stream, buffer, parser, [&](beast::error_code e, std::size_t) {
    ec = e;
    done = true;
  });
  run_until(ioc, done, deadline + std::chrono::seconds(1));
  if (!done || ec)
    throw NetworkError("the answer to " + method + " " + target + " from " + server.text() + ": " + failure(ec, timeout));
  beast::error_code ignored;
  stream.socket().shutdown(tcp::socket::shutdown_both, ignored);
  return answer_of(parser.get());
}

namespace {

class WebSocketChannel : public MessageChannel {
 public:
  WebSocketChannel(const ServerAddress& server, const std::string& target, const std::string& cookie,
                   std::chrono::milliseconds timeout)
      : ws_(ioc_), timeout_(timeout) {
    const Clock::time_point deadline = Clock::now() + timeout;
    connect(ioc_, beast::get_lowest_layer(ws_), server, deadline, timeout);
    ws_.set_option(websocket::stream_base::decorator([cookie](websocket::request_type& request) {
      request.set(http::field::user_agent, kUserAgent);
      if (!cookie.empty()) request.set(http::field::cookie, cookie);
    }));
    ws_.read_message_max(kMaxAnswerBytes);
    beast::error_code ec;
    bool done = false;
    ws_.async_handshake(server.host + ":" + server.port, target, [&](beast::error_code e) {
      ec = e;
      done = true;
    });
    run_until(ioc_, done, deadline + std::chrono::seconds(1));
    if (!done || ec) throw NetworkError("the WebSocket " + target + " of " + server.text() + ": " + failure(ec, timeout));
    beast::get_lowest_layer(ws_).expires_never();
    websocket::stream_base::timeout limits{timeout, timeout, true};  // pings a silent server
    ws_.set_option(limits);
    ws_.text(true);
  }

  ~WebSocketChannel() override {
    if (closed_) return;
    bool done = false;
    ws_.async_close(websocket::close_code::normal, [&](beast::error_code) { done = true; });
    run_until(ioc_, done, Clock::now() + std::chrono::seconds(1));
  }

  void send(const std::string& text) override {
    if (closed_) throw ConnectionClosed("the connection is closed");
    outgoing_ = text;
    beast::error_code ec;
    bool done = false;
    ws_.async_write(net::buffer(outgoing_), [&](beast::error_code e, std::size_t) {
      ec = e;
      done = true;
    });
    if (!run_until(ioc_, done, Clock::now() + timeout_)) {
      beast::get_lowest_layer(ws_).close();
      run_until(ioc_, done, Clock::now() + std::chrono::seconds(1));
      closed_ = true;
      throw ConnectionClosed("the server took no message within " + seconds_text(timeout_));
    }
    if (ec) {
      closed_ = true;
      throw ConnectionClosed("sending to the server: " + ec.message());
    }
  }

  std::optional<std::string> receive(std::chrono::milliseconds wait) override {
    if (closed_) throw ConnectionClosed("the connection is closed");
    if (!reading_) start_read();
    if (!run_until(ioc_, read_done_, Clock::now() + wait)) return std::nullopt;
    reading_ = false;
    read_done_ = false;
    if (read_error_) {
      closed_ = true;
      if (read_error_ == websocket::error::closed)
        throw ConnectionClosed("the server closed the connection" +
                               (ws_.reason().reason.empty() ? std::string() : " (" + std::string(ws_.reason().reason.data(), ws_.reason().reason.size()) + ")"));
      throw ConnectionClosed("the connection broke: " + failure(read_error_, timeout_));
    }
    std::string text = beast::buffers_to_string(buffer_.data());
    buffer_.consume(buffer_.size());
    return text;
  }

 private:
  void start_read() {
    reading_ = true;
    read_done_ = false;
    ws_.async_read(buffer_, [this](beast::error_code e, std::size_t) {
      read_error_ = e;
      read_done_ = true;
    });
  }

  net::io_context ioc_;
  websocket::stream<beast::tcp_stream> ws_;
  std::chrono::milliseconds timeout_;
  beast::flat_buffer buffer_;
  std::string outgoing_;
  bool reading_ = false;
  bool read_done_ = false;
  beast::error_code read_error_;
  bool closed_ = false;
};

}  // namespace

std::unique_ptr<MessageChannel> open_websocket(const ServerAddress& server, const std::string& target,
                                               const std::string& cookie, std::chrono::milliseconds timeout) {
  return std::make_unique<WebSocketChannel>(server, target, cookie, timeout);
}

}  // namespace stratego::client
