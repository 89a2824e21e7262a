// JSON written straight into text, for the frames the server sends most (a state after
// every move, for every viewer): no document tree is built and torn down. Strings are
// escaped as JSON requires; bytes that are not UTF-8 become U+FFFD, as json_text does.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace stratego::server {

class JsonWriter {
 public:
  JsonWriter& begin_object();
  JsonWriter& end_object();
  JsonWriter& begin_array();
  JsonWriter& end_array();
  // An object's key: a name of the protocol, written as it is (never text from outside).
  JsonWriter& key(std::string_view name);
  JsonWriter& value(std::string_view text);
  JsonWriter& value(const char* text) { return value(std::string_view(text)); }
  JsonWriter& value(std::int64_t number);
  JsonWriter& value(int number) { return value(static_cast<std::int64_t>(number)); }
  JsonWriter& value(bool flag);
  JsonWriter& null();
  template <class T>
  JsonWriter& value(const std::optional<T>& maybe) {
    return maybe ? value(*maybe) : null();
  }
  // Text that is JSON already (a value written by another JsonWriter).
  JsonWriter& raw(std::string_view json);

  // Room for a text of this size, written without growing step by step.
  void reserve(std::size_t bytes) { out_.reserve(bytes); }
  const std::string& text() const { return out_; }
  std::string take() { return std::move(out_); }

 private:
  void separate();
  std::string out_;
  bool first_ = true;  // no comma before the next element
};

}  // namespace stratego::server
