#include "client/server_url.hpp"

#include <cctype>
#include <stdexcept>

#include <boost/url/parse.hpp>

namespace stratego::client {
namespace {

std::string quoted(std::string_view text) {
  std::string out;
  for (char c : text.substr(0, 80)) out += (c >= ' ' && c < 127) ? c : '?';
  return "'" + out + (text.size() > 80 ? "...'" : "'");
}

}  // namespace

bool is_server_token(std::string_view text) {
  if (text.empty() || text.size() > 128) return false;
  for (char c : text)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_')) return false;
  return true;
}

ServerAddress parse_server_url(std::string_view url) {
  auto parsed = boost::urls::parse_uri(url);
  if (!parsed) throw std::invalid_argument("not a URL: " + quoted(url));
  const boost::urls::url_view& u = *parsed;
  if (u.scheme() != "http")
    throw std::invalid_argument("the server URL " + quoted(url) + " must start with http:// (put TLS in front of the server, not here)");
  if (u.encoded_host().empty()) throw std::invalid_argument("the server URL " + quoted(url) + " names no host");
  if (u.has_userinfo() || u.has_query() || (!u.encoded_path().empty() && u.encoded_path() != "/"))
    throw std::invalid_argument("the server URL " + quoted(url) + " must be http://HOST[:PORT] without a path or query");
  std::string port = u.has_port() ? std::string(u.port()) : "80";
  if (port.empty() || u.port_number() == 0) throw std::invalid_argument("the server URL " + quoted(url) + " has a bad port");
  std::string host = u.host_type() == boost::urls::host_type::ipv6 ? std::string(u.encoded_host_address())
                                                                  : std::string(u.encoded_host());
  return {host, port};
}

Invitation parse_invitation_link(std::string_view link) {
  auto parsed = boost::urls::parse_uri_reference(link);
  if (!parsed || !parsed->has_fragment()) throw std::invalid_argument("not an invitation link: " + quoted(link));
  const std::string fragment(parsed->encoded_fragment());
  const std::string prefix = "/join/";
  const std::size_t slash = fragment.find('/', prefix.size());
  if (fragment.rfind(prefix, 0) != 0 || slash == std::string::npos)
    throw std::invalid_argument("an invitation link ends in #/join/<game>/<invite>, not " + quoted(link));
  Invitation invitation{fragment.substr(prefix.size(), slash - prefix.size()), fragment.substr(slash + 1)};
  if (!is_server_token(invitation.game) || !is_server_token(invitation.invite))
    throw std::invalid_argument("the invitation link " + quoted(link) + " names no game and invitation");
  return invitation;
}

}  // namespace stratego::client
