#include "server/http_server.hpp"

#include <thread>
#include <vector>

#include <boost/asio/signal_set.hpp>
#include <boost/asio/strand.hpp>
#include <spdlog/spdlog.h>

#include "server/api_routes.hpp"
#include "server/json_text.hpp"
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

// The client's scripts, styles and connections come from this server only; no other site
// may frame the page (clickjacking) and no answer is read as another type than it says.
constexpr const char* kContentSecurityPolicy =
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

struct Services {
  GameService& games;
  Guests& guests;
  Lobby& lobby;
  ApiRoutes routes;
  StaticFiles files;
  const ServerLimits& limits;
};

using Request = http::request<http::string_body>;
using Response = http::response<http::string_body>;

void set_security_headers(Response& response) {
  response.set("Content-Security-Policy", kContentSecurityPolicy);
  response.set(http::field::x_frame_options, "DENY");
  response.set("X-Content-Type-Options", "nosniff");
  response.set("Referrer-Policy", "no-referrer");  // game tokens travel in URLs
}

Response to_response(const HttpAnswer& answer, const Request& request) {
  Response response{static_cast<http::status>(answer.status), request.version()};
  response.set(http::field::server, "stratego serve");
  response.set(http::field::content_type, answer.content_type);
  set_security_headers(response);
  if (request.target().starts_with("/api")) response.set(http::field::cache_control, "no-store");
  if (!answer.set_cookie.empty()) response.set(http::field::set_cookie, answer.set_cookie);
  response.keep_alive(request.keep_alive() && answer.status < 500);
  response.body() = request.method() == http::verb::head ? std::string() : answer.body;
  response.prepare_payload();
  if (request.method() == http::verb::head) response.content_length(answer.body.size());
  return response;
}

HttpRequest plain_request(const Request& request, const std::string& client) {
  return {std::string(request.method_string()), std::string(request.target()),
          std::string(request[http::field::authorization]), std::string(request[http::field::content_type]),
          std::string(request[http::field::origin]), std::string(request[http::field::host]), client, request.body(),
          std::string(request[http::field::cookie])};
}

HttpAnswer answer_request(Services& services, const HttpRequest& request) {
  const std::optional<RequestTarget> target = parse_request_target(request.target);
  if (!target) return error_answer(400, "the request target is not a valid URL path");
  if (auto api = services.routes.answer(request, *target)) return *api;
  if (request.method != "GET" && request.method != "HEAD") return error_answer(405, "only GET and HEAD outside /api");
  return services.files.answer(target->path);
}

// Whatever goes wrong inside, the client gets an answer and the server goes on.
HttpAnswer guarded_answer(Services& services, const HttpRequest& request) {
  try {
    return answer_request(services, request);
  } catch (const std::exception& e) {
    spdlog::error("{} {}: {}", request.method, json_text(request.target), e.what());
  } catch (...) {
    spdlog::error("{} {}: an unknown exception", request.method, json_text(request.target));
  }
  return error_answer(500, "internal error");
}

std::size_t header_fields_size(const Request& request) {
  std::size_t size = 0;
  for (const auto& field : request) size += field.name_string().size() + field.value().size() + 4;
  return size;
}

// When the parser gave up on the header: was it the request line that did not end in time?
bool request_line_too_long(const beast::flat_buffer& buffer, std::size_t max_target) {
  const std::string_view seen(static_cast<const char*>(buffer.data().data()), buffer.data().size());
  const std::size_t line_end = seen.find("\r\n");
  return line_end == std::string_view::npos || line_end > max_target + 32;  // method and version around the target
}

// One HTTP connection: requests in turn (keep-alive), until it upgrades to a WebSocket.
class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(tcp::socket&& socket, Services& services) : stream_(std::move(socket)), services_(services) {
    beast::error_code ec;
    const tcp::endpoint peer = stream_.socket().remote_endpoint(ec);
    if (!ec) client_ = peer.address().to_string();
  }

  void run() {
    net::dispatch(stream_.get_executor(), [self = shared_from_this()] { self->read_next(); });
  }

 private:
  const ServerLimits& limits() const { return services_.limits; }

  void read_next() {
    parser_.emplace();
    parser_->header_limit(static_cast<std::uint32_t>(limits().max_target_bytes + limits().max_header_bytes));
    parser_->body_limit(limits().max_body_bytes);
    stream_.expires_after(kHttpTimeout);
    http::async_read(stream_, buffer_, *parser_,
                     [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_read(ec); });
  }

  void on_read(beast::error_code ec) {
    if (ec == http::error::end_of_stream) return shut_down();
    if (ec == http::error::body_limit) return refuse(413, "the request body is too large");
    if (ec == http::error::header_limit) {
      if (request_line_too_long(buffer_, limits().max_target_bytes)) return refuse(414, "the request target is too long");
      return refuse(431, "the request's header fields are too large");
    }
    if (ec && ec.category() == http::make_error_code(http::error::bad_target).category())
      return refuse(400, "the request is not valid HTTP/1.1");
    if (ec) return;
    Request request = parser_->release();
    if (request.target().size() > limits().max_target_bytes) return refuse(414, "the request target is too long");
    if (header_fields_size(request) > limits().max_header_bytes) return refuse(431, "the request's header fields are too large");
    if (websocket::is_upgrade(request)) return upgrade(std::move(request));
    reply(guarded_answer(services_, plain_request(request, client_)), request);
  }

  void upgrade(Request request) {
    const HttpRequest plain = plain_request(request, client_);
    const std::optional<RequestTarget> target = parse_request_target(plain.target);
    if (!target || (target->path != "/ws" && target->path != "/ws/lobby"))
      return reply(error_answer(404, "WebSockets live at /ws and /ws/lobby"), request);
    if (is_cross_origin(plain)) return reply(error_answer(403, "a WebSocket from another site's page is refused"), request);
    stream_.expires_never();
    const WebSocketSession::Services services{services_.games, services_.guests, services_.lobby};
    std::make_shared<WebSocketSession>(stream_.release_socket(), services, limits())->start(std::move(request), *target);
  }

  void reply(const HttpAnswer& answer, const Request& request) {
    auto response = std::make_shared<Response>(to_response(answer, request));
    http::async_write(stream_, *response, [self = shared_from_this(), response](beast::error_code ec, std::size_t) {
      if (ec) return;
      if (response->need_eof()) return self->shut_down();
      self->read_next();
    });
  }

  // An answer to a request that could not be read whole; the connection closes after it.
  void refuse(int status, std::string_view message) {
    Request request;
    request.version(11);
    request.keep_alive(false);
    reply(error_answer(status, message), request);
  }

  void shut_down() {
    beast::error_code ec;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
  }

  beast::tcp_stream stream_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  Services& services_;
  std::string client_;
};

}  // namespace

struct HttpServer::Impl {
  Impl(const ServerOptions& options, GameService& games, Guests& guests, Lobby& lobby)
      : limits(options.limits),
        services{games, guests, lobby, ApiRoutes(games, guests, limits), StaticFiles(options.web_root), limits},
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

  ServerLimits limits;
  Services services;
  int threads;
  net::io_context ioc;
  tcp::acceptor acceptor;
};

HttpServer::HttpServer(const ServerOptions& options, GameService& games, Guests& guests, Lobby& lobby)
    : impl_(std::make_unique<Impl>(options, games, guests, lobby)) {}

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
