// libedit's native API (histedit.h). On Debian/Ubuntu it comes from libedit-dev; on macOS from the SDK.
#include <stdio.h>
#include <histedit.h>
