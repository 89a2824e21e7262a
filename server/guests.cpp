#include "server/guests.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

#include <sodium.h>

#include "server/game_service.hpp"
#include "server/random_text.hpp"
#include "server/user_text.hpp"

namespace stratego::server {

namespace {

constexpr std::size_t kSecretBytes = 32;
constexpr std::size_t kIdBytes = 8;

std::string hex_of(const unsigned char* bytes, std::size_t size) {
  std::string text(2 * size + 1, '\0');
  sodium_bin2hex(text.data(), text.size(), bytes, size);
  text.pop_back();
  return text;
}

std::string hash_of(std::string_view secret) {
  std::array<unsigned char, crypto_generichash_BYTES> digest{};
  crypto_generichash(digest.data(), digest.size(), reinterpret_cast<const unsigned char*>(secret.data()), secret.size(),
                     nullptr, 0);
  return hex_of(digest.data(), digest.size());
}

bool is_secret_form(std::string_view text) {
  return text.size() == 2 * kSecretBytes &&
         std::all_of(text.begin(), text.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

}  // namespace

Guests::Guests(GameStore& store) : store_(store) {
  if (sodium_init() < 0) throw std::runtime_error("libsodium cannot be initialised");
}

Guests::SignedIn Guests::sign_in(const std::string& name, const std::string& secret) {
  const std::string checked = trimmed(name);
  if (std::string problem = name_problem(checked); !problem.empty()) throw RequestError(400, problem);
  if (std::optional<Guest> known = find(secret)) {
    store_.rename_guest(known->id, checked);
    const Guest renamed{known->id, checked};
    if (listener_ && known->name != checked) listener_->guest_renamed(renamed);
    return {renamed, secret};
  }
  SignedIn fresh{{random_hex_bytes(kIdBytes), checked}, random_hex_bytes(kSecretBytes)};
  store_.create_guest({fresh.guest.id, hash_of(fresh.secret), checked});
  return fresh;
}

std::optional<Guest> Guests::find(std::string_view secret) const {
  if (!is_secret_form(secret)) return std::nullopt;
  std::optional<StoredGuest> stored = store_.guest_by_secret_hash(hash_of(secret));
  if (!stored) return std::nullopt;
  return Guest{stored->id, stored->name};
}

std::string guest_secret(std::string_view cookie_header) {
  while (!cookie_header.empty()) {
    const std::size_t end = std::min(cookie_header.find(';'), cookie_header.size());
    std::string_view pair = cookie_header.substr(0, end);
    cookie_header.remove_prefix(std::min(end + 1, cookie_header.size()));
    while (pair.starts_with(' ') || pair.starts_with('\t')) pair.remove_prefix(1);
    const std::size_t equals = pair.find('=');
    if (equals == std::string_view::npos || pair.substr(0, equals) != kGuestCookie) continue;
    std::string_view value = pair.substr(equals + 1);
    while (value.ends_with(' ') || value.ends_with('\t')) value.remove_suffix(1);
    return is_secret_form(value) ? std::string(value) : std::string();
  }
  return {};
}

std::string guest_cookie(std::string_view secret) {
  return std::string(kGuestCookie) + "=" + std::string(secret) + "; HttpOnly; SameSite=Strict; Path=/; Max-Age=31536000";
}

}  // namespace stratego::server
