// redline_tap: a TAP device opened inside a network namespace.
#pragma once

#include "tap_common.h"

namespace redline::tap {

inline int open_tap(const std::string &ns, const std::string &name) {
    int self = open("/proc/self/ns/net", O_RDONLY | O_CLOEXEC);
    std::string path = "/var/run/netns/" + ns;
    int target = open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (self < 0 || target < 0) die("cannot open network namespace " + path + ": " + strerror(errno));
    if (setns(target, CLONE_NEWNET) != 0) die("setns " + ns + ": " + strerror(errno));
    int fd = open("/dev/net/tun", O_RDWR | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) die(std::string("cannot open /dev/net/tun: ") + strerror(errno));
    ifreq ifr{};
    ifr.ifr_flags = IFF_TAP | IFF_NO_PI;
    snprintf(ifr.ifr_name, IFNAMSIZ, "%s", name.c_str());
    if (ioctl(fd, TUNSETIFF, &ifr) != 0) die("TUNSETIFF " + name + " in " + ns + ": " + strerror(errno));
    if (setns(self, CLONE_NEWNET) != 0) die(std::string("setns back: ") + strerror(errno));
    close(self);
    close(target);
    return fd;  // the device lives as long as this descriptor: it vanishes with the process
}

}  // namespace redline::tap
