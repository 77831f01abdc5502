// redline_tap's shared pieces: the includes, the stop flag and the set-up error exit.
#pragma once

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cinttypes>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include <fcntl.h>
#include <linux/if.h>
#include <linux/if_tun.h>
#include <poll.h>
#include <sched.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include "control_socket.h"
#include "tm_model.h"

namespace redline::tap {

using redline::TmModel;

// Set by SIGINT/SIGTERM (tap.cpp installs the handler); the bridge's loop ends on it.
inline volatile sig_atomic_t g_stop = 0;
inline void on_signal(int) { g_stop = 1; }

using redline::now_ns;
using redline::parse_u64;

[[noreturn]] inline void die(const std::string &msg) {
    fprintf(stderr, "redline_tap: %s\n", msg.c_str());
    exit(2);
}

}  // namespace redline::tap
