#include "tests/server_test_client.hpp"

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <stdexcept>

#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include "client/move_frame.hpp"

extern char** environ;

namespace stratego::testing {

namespace beast = boost::beast;
namespace http = beast::http;
namespace net = boost::asio;
using tcp = net::ip::tcp;

namespace {

// Reads the server's first line, "Serving http://127.0.0.1:PORT/ ...".
unsigned short read_port(int fd) {
  std::string line;
  char c = 0;
  while (line.size() < 4096 && ::read(fd, &c, 1) == 1 && c != '\n') line.push_back(c);
  const std::size_t colon = line.find(':', line.find("//"));
  if (line.rfind("Serving", 0) != 0 || colon == std::string::npos)
    throw std::runtime_error("stratego serve did not start: '" + line + "'");
  return static_cast<unsigned short>(std::stoi(line.substr(colon + 1)));
}

tcp::socket connected_socket(net::io_context& ioc, unsigned short port) {
  tcp::socket socket(ioc);
  socket.connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
  socket.set_option(tcp::no_delay(true));
  return socket;
}

HttpReply reply_of(const http::response<http::string_body>& response) {
  HttpReply reply{static_cast<int>(response.result_int()), response.body(), {}};
  for (const auto& field : response) {
    std::string name(field.name_string());
    for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    reply.headers[name] = std::string(field.value());
  }
  return reply;
}

long proc_status_kib(pid_t pid, const std::string& key) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(status, line))
    if (line.rfind(key + ":", 0) == 0) return std::stol(line.substr(key.size() + 1));
  return -1;
}

}  // namespace

ServerDir::ServerDir() {
  static int counter = 0;
  path_ = std::filesystem::temp_directory_path() / ("stratego-e2e-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
  std::filesystem::create_directories(path_ / "web");
  std::ofstream(path_ / "web" / "index.html") << "<!doctype html><title>Stratego</title>";
}

ServerDir::~ServerDir() {
  std::error_code ec;
  std::filesystem::remove_all(path_, ec);
}

ServerProcess::ServerProcess(const std::filesystem::path& db, const std::filesystem::path& web_root,
                             const std::vector<std::string>& extra_args) {
  int out[2];
  if (::pipe(out) != 0) throw std::runtime_error("pipe failed");
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
  posix_spawn_file_actions_addclose(&actions, out[0]);
  const std::string binary = STRATEGO_BINARY;
  std::vector<std::string> args = {binary, "serve", "--db", db.string(), "--web-root", web_root.string(), "--think-ms", "50"};
  if (std::find(extra_args.begin(), extra_args.end(), "--port") == extra_args.end()) args.insert(args.end(), {"--port", "0"});
  args.insert(args.end(), extra_args.begin(), extra_args.end());
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  const int error = posix_spawn(&pid_, binary.c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  ::close(out[1]);
  if (error != 0) {
    ::close(out[0]);
    throw std::runtime_error("cannot start " + binary);
  }
  try {
    port_ = read_port(out[0]);
  } catch (...) {
    ::close(out[0]);
    kill_hard();
    throw;
  }
  ::close(out[0]);  // the server writes nothing more to stdout after its first line
}

ServerProcess::~ServerProcess() {
  if (pid_ > 0) kill_hard();
}

bool ServerProcess::running() const {
  if (pid_ <= 0) return false;
  int status = 0;
  return ::waitpid(pid_, &status, WNOHANG) == 0;
}

long ServerProcess::resident_kib() const { return proc_status_kib(pid_, "VmRSS"); }
long ServerProcess::peak_resident_kib() const { return proc_status_kib(pid_, "VmHWM"); }

void ServerProcess::kill_hard() {
  if (pid_ <= 0) return;
  ::kill(pid_, SIGKILL);
  int status = 0;
  ::waitpid(pid_, &status, 0);
  pid_ = -1;
}

int ServerProcess::stop() {
  if (pid_ <= 0) return -1;
  ::kill(pid_, SIGTERM);
  int status = 0;
  ::waitpid(pid_, &status, 0);
  pid_ = -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

HttpReply http_request(unsigned short port, const std::string& method, const std::string& target,
                       const std::string& body, const std::string& authorization,
                       const std::map<std::string, std::string>& extra_headers, const std::string& content_type) {
  net::io_context ioc;
  beast::tcp_stream stream(connected_socket(ioc, port));
  http::request<http::string_body> request{http::string_to_verb(method), target, 11};
  request.set(http::field::host, "127.0.0.1:" + std::to_string(port));
  if (!authorization.empty()) request.set(http::field::authorization, authorization);
  for (const auto& [name, value] : extra_headers) request.set(name, value);
  if (!body.empty()) {
    if (!content_type.empty()) request.set(http::field::content_type, content_type);
    request.body() = body;
  }
  request.prepare_payload();
  http::write(stream, request);
  beast::flat_buffer buffer;
  http::response_parser<http::string_body> parser;
  parser.body_limit(256 * 1024 * 1024);
  http::read(stream, buffer, parser);
  beast::error_code ec;
  stream.socket().shutdown(tcp::socket::shutdown_both, ec);
  return reply_of(parser.get());
}

HttpReply raw_http(unsigned short port, const std::string& bytes) {
  net::io_context ioc;
  tcp::socket socket = connected_socket(ioc, port);
  beast::error_code ec;
  net::write(socket, net::buffer(bytes), ec);
  beast::flat_buffer buffer;
  http::response_parser<http::string_body> parser;
  parser.body_limit(64 * 1024 * 1024);
  http::read(socket, buffer, parser, ec);
  if (ec) return {};
  return reply_of(parser.get());
}

struct WebSocketClient::Impl {
  net::io_context ioc;
  beast::websocket::stream<tcp::socket> ws{ioc};
  beast::flat_buffer buffer;
};

WebSocketClient::WebSocketClient(unsigned short port, const std::string& target, const std::map<std::string, std::string>& headers)
    : impl_(std::make_unique<Impl>()) {
  impl_->ws.next_layer() = connected_socket(impl_->ioc, port);
  impl_->ws.read_message_max(64 * 1024 * 1024);
  impl_->ws.set_option(beast::websocket::stream_base::decorator([headers](beast::websocket::request_type& request) {
    for (const auto& [name, value] : headers) request.set(name, value);
  }));
  impl_->ws.handshake("127.0.0.1", target);
}

WebSocketClient::~WebSocketClient() {
  beast::error_code ec;
  impl_->ws.close(beast::websocket::close_code::normal, ec);
}

void WebSocketClient::send(const std::string& text) {
  impl_->ws.text(true);
  impl_->ws.write(net::buffer(text));
}

std::string WebSocketClient::receive() {
  impl_->buffer.consume(impl_->buffer.size());
  impl_->ws.read(impl_->buffer);
  return beast::buffers_to_string(impl_->buffer.data());
}

const nlohmann::json& StateFollower::follow(const nlohmann::json& frame) {
  if (frame["type"] == "state") state_ = frame;
  if (frame["type"] == "move" && (state_.is_null() || !client::apply_move_frame(state_, frame)))
    throw OutOfStepFrame("a move frame that does not follow the state before it: " + frame.dump());
  return state_;
}

}  // namespace stratego::testing
