// Guest identities (docs/web-api.md "Guests"): a public id and a name, known by a secret
// that lives only in the browser's HttpOnly cookie. The store keeps a hash of the secret,
// so that a copy of the database seats nobody.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "server/game_store.hpp"

namespace stratego::server {

inline constexpr std::string_view kGuestCookie = "stratego_guest";

struct Guest {
  std::string id;
  std::string name;
  bool operator==(const Guest&) const = default;
};

// Hears when a guest takes another name (the lobby, whose lists name it). Called with no
// lock of the guests held.
class GuestListener {
 public:
  virtual ~GuestListener() = default;
  virtual void guest_renamed(const Guest& guest) = 0;
};

class Guests {
 public:
  explicit Guests(GameStore& store);
  // nullptr to stop.
  void set_listener(GuestListener* listener) { listener_ = listener; }

  struct SignedIn {
    Guest guest;
    std::string secret;  // for the cookie
  };
  // The identity the secret names, renamed (the listener hears of a new name); or, for an
  // empty or unknown secret, a new identity with a new secret. Throws RequestError 400 for
  // a bad name.
  SignedIn sign_in(const std::string& name, const std::string& secret);
  // The identity a cookie's secret names; none for a missing, malformed or unknown one.
  std::optional<Guest> find(std::string_view secret) const;

 private:
  GameStore& store_;
  GuestListener* listener_ = nullptr;
};

// The secret of the guest cookie in a Cookie header (the first, when sent twice); empty
// when there is none or it is not of the form the server makes.
std::string guest_secret(std::string_view cookie_header);
// The Set-Cookie value that hands the secret to the browser for a year.
std::string guest_cookie(std::string_view secret);

}  // namespace stratego::server
