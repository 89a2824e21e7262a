// Where a `stratego serve` listens, from the URL a person types ("http://host:8080"), and
// the invitation links its browser client shows ("http://host:8080/#/join/<game>/<invite>").
#pragma once

#include <string>
#include <string_view>

namespace stratego::client {

struct ServerAddress {
  std::string host;
  std::string port;
  std::string text() const { return "http://" + host + ":" + port; }
};

// Throws std::invalid_argument with the reason: only http:// URLs without a path, query or
// user are a server's address.
ServerAddress parse_server_url(std::string_view url);

struct Invitation {
  std::string game;
  std::string invite;
};

// Ids, tokens and invitations as the server makes them (letters, digits, '-', '_'): safe to
// put into a request target as they are.
bool is_server_token(std::string_view text);

// "http://host:port/#/join/<game>/<invite>" (the server part is ignored); throws
// std::invalid_argument.
Invitation parse_invitation_link(std::string_view link);

}  // namespace stratego::client
