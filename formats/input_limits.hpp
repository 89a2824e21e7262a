// The documented caps on input from outside: past them a reader gives a clear error instead
// of spending unbounded time or memory. The real Gravon archive lies far below each.
#pragma once

#include <cstddef>

namespace stratego {

// One record (a file, or one entry of a .zip archive), read with this limit whatever the
// archive's header claims.
inline constexpr std::size_t kMaxRecordBytes = 16 * 1024 * 1024;
// Plies in one record; the longest game of the shared archive has 1,317
// (strados2014-3.zip:classic-2014.3-1774.xml); its largest file is 57 KB.
inline constexpr std::size_t kMaxRecordMoves = 100'000;
// Markup items counted before parsing ('<' and '=' in XML; ',', ':', '[' and '{' outside
// strings in JSON), so that the parsed tree stays small (tens of MB) whatever the text.
inline constexpr std::size_t kMaxMarkupItems = 1'000'000;
// Nesting of XML elements and of JSON arrays and objects.
inline constexpr int kMaxNestingDepth = 64;
// Bytes of input an error message quotes.
inline constexpr std::size_t kMaxQuotedBytes = 80;

}  // namespace stratego
