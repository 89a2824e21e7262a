// Files from outside: only regular files are read, each at most kMaxRecordBytes whatever a
// zip header claims, and one bad file in a folder is reported without ending the walk.
#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>
#include <zip.h>

#include <filesystem>
#include <fstream>
#include <map>

#include "formats/archive.hpp"
#include "formats/input_limits.hpp"

namespace stratego {
namespace {

namespace fs = std::filesystem;

class HostileFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("stratego-hostile-" + std::to_string(::getpid()) + "-" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string path(const std::string& name) const { return (dir_ / name).string(); }
  void write(const std::string& name, const std::string& text) const { std::ofstream(path(name), std::ios::binary) << text; }

  // name -> error (empty when read) for everything for_each_game_file visits under root.
  std::map<std::string, std::string> visit(const std::string& root) const {
    std::map<std::string, std::string> seen;
    for_each_game_file(root, [&](const GameFile& f) { seen[f.name] = f.error; });
    return seen;
  }

  // A zip with one entry of `size` zero bytes, compressed (a few KB for megabytes).
  void write_zip(const std::string& name, const std::string& entry, std::size_t size) const {
    int error = 0;
    zip_t* archive = zip_open(path(name).c_str(), ZIP_CREATE | ZIP_TRUNCATE, &error);
    ASSERT_NE(archive, nullptr);
    content_.assign(size, ' ');
    zip_source_t* source = zip_source_buffer(archive, content_.data(), content_.size(), 0);
    ASSERT_GE(zip_file_add(archive, entry.c_str(), source, 0), 0);
    ASSERT_EQ(zip_close(archive), 0);
  }

  fs::path dir_;
  mutable std::string content_;
};

TEST_F(HostileFiles, AFifoIsRefusedWithoutBlocking) {
  ASSERT_EQ(::mkfifo(path("game.xml").c_str(), 0600), 0);
  try {
    read_text_file(path("game.xml"));
    FAIL() << "a FIFO was read";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("not a regular file"), std::string::npos) << e.what();
  }
  EXPECT_THROW(for_each_game_file(path("game.xml"), [](const GameFile&) {}), std::runtime_error);
}

TEST_F(HostileFiles, ADeviceIsRefused) {
  EXPECT_THROW(read_text_file("/dev/zero"), std::runtime_error);
  EXPECT_THROW(for_each_game_file("/dev/zero", [](const GameFile&) {}), std::runtime_error);
}

TEST_F(HostileFiles, AFileAboveTheCapIsRefusedUnread) {
  write("big.xml", "");
  fs::resize_file(path("big.xml"), 4ull << 30);  // sparse: 4 GiB claimed, nothing written
  try {
    read_text_file(path("big.xml"));
    FAIL() << "an oversize file was read";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("larger than the limit"), std::string::npos) << e.what();
  }
}

TEST_F(HostileFiles, OneBadFileInAFolderIsReportedAndTheOthersAreRead) {
  write("a.xml", "<stratego/>");
  write("b.xml", "");
  fs::resize_file(path("b.xml"), kMaxRecordBytes + 1);
  write("c.zip", "not a zip at all");
  write("d.gsn", "#X38FA11");
  const auto seen = visit(dir_.string());
  ASSERT_EQ(seen.size(), 4u);
  EXPECT_EQ(seen.at("a.xml"), "");
  EXPECT_NE(seen.at("b.xml").find("larger than the limit"), std::string::npos);
  EXPECT_NE(seen.at("c.zip").find("cannot open zip archive"), std::string::npos);
  EXPECT_EQ(seen.at("d.gsn"), "");
}

TEST_F(HostileFiles, AZipEntryIsReadOnlyUpToTheCap) {
  write_zip("bomb.zip", "bomb.xml", kMaxRecordBytes + 1);
  const auto seen = visit(path("bomb.zip"));
  ASSERT_EQ(seen.size(), 1u);
  EXPECT_NE(seen.at("bomb.xml").find("larger than the limit"), std::string::npos) << seen.at("bomb.xml");
  write_zip("fits.zip", "fits.xml", kMaxRecordBytes);
  EXPECT_EQ(visit(path("fits.zip")).at("fits.xml"), "");
}

}  // namespace
}  // namespace stratego
