#include "server/request_target.hpp"

#include <boost/url/parse.hpp>

namespace stratego::server {

std::optional<RequestTarget> parse_request_target(std::string_view target) {
  auto url = boost::urls::parse_origin_form(target);
  if (!url) return std::nullopt;
  RequestTarget parsed;
  parsed.path = url->path();
  boost::urls::encoding_opts plus_is_space;
  plus_is_space.space_as_plus = true;
  for (const auto& param : url->params(plus_is_space)) parsed.query.emplace(param.key, param.value);
  return parsed;
}

}  // namespace stratego::server
