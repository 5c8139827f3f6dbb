// libyaml's parser API (yaml.h): lessons and the glossary are composed with its document loader.
// On Debian/Ubuntu it comes from libyaml-dev; on macOS from Homebrew's libyaml.
#include <yaml.h>
