#include "formats/excerpt.hpp"

#include "formats/utf8.hpp"

namespace stratego {

std::string excerpt(std::string_view text, std::size_t limit) {
  if (text.size() <= limit) return to_valid_utf8(text);
  std::size_t cut = limit;
  // Do not split a multi-byte character: back up over continuation bytes.
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return to_valid_utf8(text.substr(0, cut)) + "...";
}

}  // namespace stratego
