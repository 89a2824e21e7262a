// stratego convert INPUT OUTPUT [--to xml|gsn|json]: between Gravon XML, GSN and the
// project's JSON record. The output format follows OUTPUT's extension unless --to says.
#include <fstream>
#include <iostream>

#include "cli/commands.hpp"
#include "formats/archive.hpp"
#include "formats/gravon.hpp"
#include "formats/json_record.hpp"

namespace stratego::cli {
namespace {

struct ConvertOptions {
  std::string input;
  std::string output;
  std::string to;
};

std::string format_of(const ConvertOptions& o) {
  if (!o.to.empty()) return o.to;
  const auto dot = o.output.find_last_of('.');
  if (dot != std::string::npos) return o.output.substr(dot + 1);
  throw std::runtime_error("cannot tell the output format: give --to xml|gsn|json");
}

std::string write_as(const std::string& format, const GameRecord& record) {
  if (format == "xml") return write_gravon_xml(record);
  if (format == "gsn") return write_gsn(record);
  if (format == "json") return write_json_record(record);
  throw std::runtime_error("unknown output format '" + format + "' (xml, gsn, json)");
}

int run(const ConvertOptions& o) {
  GameRecord record = read_record(read_text_file(o.input), o.input);
  const std::string text = write_as(format_of(o), record);
  if (o.output == "-") {
    std::cout << text;
    return 0;
  }
  std::ofstream out(o.output, std::ios::binary);
  if (!(out << text)) throw std::runtime_error(o.output + ": cannot write");
  return 0;
}

}  // namespace

void add_convert_command(CLI::App& app) {
  auto options = std::make_shared<ConvertOptions>();
  CLI::App* cmd = app.add_subcommand("convert", "Translate a game record between Gravon XML, GSN and JSON");
  cmd->add_option("input", options->input, "Game file (.xml, .gsn or .json; the format is read from the content)")->required();
  cmd->add_option("output", options->output, "Output file, or - for standard output")->required();
  cmd->add_option("--to", options->to, "Output format: xml, gsn or json (default: OUTPUT's extension)")
      ->check(CLI::IsMember({"xml", "gsn", "json"}));
  cmd->callback([options] { exit_code() = guarded("convert", [&] { return run(*options); }); });
}

}  // namespace stratego::cli
