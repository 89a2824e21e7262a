#include "server/http_server.hpp"

#include <thread>
#include <vector>

#include <boost/asio/signal_set.hpp>
#include <boost/asio/strand.hpp>
#include <spdlog/spdlog.h>

#include "server/api_routes.hpp"
#include "server/static_files.hpp"
#include "server/websocket_session.hpp"

namespace stratego::server {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;

namespace {

constexpr auto kHttpTimeout = std::chrono::seconds(30);

struct Services {
  GameService& games;
  ApiRoutes routes;
  StaticFiles files;
};

http::response<http::string_body> to_response(const HttpAnswer& answer, const http::request<http::string_body>& request) {
  http::response<http::string_body> response{static_cast<http::status>(answer.status), request.version()};
  response.set(http::field::server, "stratego serve");
  response.set(http::field::content_type, answer.content_type);
  if (request.target().starts_with("/api")) response.set(http::field::cache_control, "no-store");
  response.keep_alive(request.keep_alive());
  response.body() = request.method() == http::verb::head ? std::string() : answer.body;
  response.prepare_payload();
  if (request.method() == http::verb::head) response.content_length(answer.body.size());
  return response;
}

HttpAnswer answer_request(const Services& services, const http::request<http::string_body>& request) {
  HttpRequest plain{std::string(request.method_string()), std::string(request.target()),
                    std::string(request[http::field::authorization]), request.body()};
  if (auto api = services.routes.answer(plain)) return *api;
  if (request.method() != http::verb::get && request.method() != http::verb::head)
    return {405, "application/json", R"({"error": "only GET and HEAD outside /api"})"};
  return services.files.answer(parse_target(plain.target).path);
}

// One HTTP connection: requests in turn (keep-alive), until it upgrades to a WebSocket.
class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(tcp::socket&& socket, Services& services) : stream_(std::move(socket)), services_(services) {}

  void run() {
    net::dispatch(stream_.get_executor(), [self = shared_from_this()] { self->read_next(); });
  }

 private:
  void read_next() {
    parser_.emplace();
    parser_->body_limit(kMaxRequestBody);
    stream_.expires_after(kHttpTimeout);
    http::async_read(stream_, buffer_, *parser_,
                     [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_read(ec); });
  }

  void on_read(beast::error_code ec) {
    if (ec == http::error::end_of_stream) return shut_down();
    if (ec == http::error::body_limit) return reply_too_large();
    if (ec) return;
    http::request<http::string_body> request = parser_->release();
    if (websocket::is_upgrade(request)) {
      if (parse_target(request.target()).path != "/ws") return reply({404, "application/json", R"({"error": "WebSockets live at /ws"})"}, request);
      stream_.expires_never();
      std::make_shared<WebSocketSession>(stream_.release_socket(), services_.games)->start(std::move(request));
      return;
    }
    reply(answer_request(services_, request), request);
  }

  void reply(const HttpAnswer& answer, const http::request<http::string_body>& request) {
    auto response = std::make_shared<http::response<http::string_body>>(to_response(answer, request));
    http::async_write(stream_, *response, [self = shared_from_this(), response](beast::error_code ec, std::size_t) {
      if (ec) return;
      if (response->need_eof()) return self->shut_down();
      self->read_next();
    });
  }

  void reply_too_large() {
    http::request<http::string_body> request;
    request.version(11);
    request.keep_alive(false);
    reply({413, "application/json", R"({"error": "the request body is too large"})"}, request);
  }

  void shut_down() {
    beast::error_code ec;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
  }

  beast::tcp_stream stream_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  Services& services_;
};

}  // namespace

struct HttpServer::Impl {
  Impl(const ServerOptions& options, GameService& games)
      : services{games, ApiRoutes(games), StaticFiles(options.web_root)},
        threads(std::max(1, options.threads)),
        acceptor(ioc) {
    const tcp::endpoint endpoint(net::ip::make_address(options.host), options.port);
    acceptor.open(endpoint.protocol());
    acceptor.set_option(net::socket_base::reuse_address(true));
    acceptor.bind(endpoint);
    acceptor.listen(net::socket_base::max_listen_connections);
  }

  void accept_next() {
    acceptor.async_accept(net::make_strand(ioc), [this](beast::error_code ec, tcp::socket socket) {
      if (ec == net::error::operation_aborted) return;
      if (!ec) {
        beast::error_code ignored;
        socket.set_option(tcp::no_delay(true), ignored);  // frames leave at once, not after a delayed ACK
        std::make_shared<HttpSession>(std::move(socket), services)->run();
      }
      else spdlog::warn("accept: {}", ec.message());
      accept_next();
    });
  }

  Services services;
  int threads;
  net::io_context ioc;
  tcp::acceptor acceptor;
};

HttpServer::HttpServer(const ServerOptions& options, GameService& games) : impl_(std::make_unique<Impl>(options, games)) {}

HttpServer::~HttpServer() = default;

unsigned short HttpServer::port() const { return impl_->acceptor.local_endpoint().port(); }

void HttpServer::run() {
  net::signal_set signals(impl_->ioc, SIGINT, SIGTERM);
  signals.async_wait([this](beast::error_code ec, int) {
    if (!ec) stop();
  });
  impl_->accept_next();
  std::vector<std::thread> extra;
  for (int i = 1; i < impl_->threads; ++i) extra.emplace_back([this] { impl_->ioc.run(); });
  impl_->ioc.run();
  for (std::thread& t : extra) t.join();
}

void HttpServer::stop() { impl_->ioc.stop(); }

}  // namespace stratego::server
