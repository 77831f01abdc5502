// The text control socket of the real-time harnesses (tap.cpp, barserve.cpp): a non-blocking
// Unix stream socket, one command per line, one reply line per command. Served from the
// harness's own loop (no thread), so a command runs between two clock cycles of the model.
#pragma once

#include <cctype>
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <functional>
#include <string>
#include <vector>

#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace redline {

inline int64_t now_ns() {
    timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return int64_t(ts.tv_sec) * 1000000000LL + ts.tv_nsec;
}

// A decimal or 0x-hexadecimal unsigned number, the whole string (no sign).
inline bool parse_u64(const std::string &s, uint64_t &v) {
    if (s.empty() || s[0] == '-') return false;
    char *end = nullptr;
    errno = 0;
    v = strtoull(s.c_str(), &end, 0);
    return errno == 0 && end && *end == 0;
}

inline std::vector<std::string> split_words(const std::string &line) {
    std::vector<std::string> w;
    size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && isspace(uint8_t(line[i]))) ++i;
        size_t j = i;
        while (j < line.size() && !isspace(uint8_t(line[j]))) ++j;
        if (j > i) w.push_back(line.substr(i, j - i));
        i = j;
    }
    return w;
}

class ControlSocket {
  public:
    ~ControlSocket() {
        for (auto &c : clients_) close(c.fd);
        if (fd_ >= 0) close(fd_);
    }

    // Listens on `path` (replacing a stale socket file); returns an error text, empty on success.
    std::string listen_on(const std::string &path) {
        fd_ = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
        sockaddr_un a{};
        a.sun_family = AF_UNIX;
        if (path.size() >= sizeof a.sun_path) return "control socket path too long";
        strcpy(a.sun_path, path.c_str());
        unlink(path.c_str());
        if (bind(fd_, reinterpret_cast<sockaddr *>(&a), sizeof a) != 0 || listen(fd_, 8) != 0)
            return "cannot listen on " + path + ": " + strerror(errno);
        return "";
    }

    // Accepts new clients and answers every complete line with handle(line).
    void serve(const std::function<std::string(const std::string &)> &handle) {
        if (fd_ < 0) return;
        for (;;) {
            int c = accept4(fd_, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
            if (c < 0) break;
            clients_.push_back({c, ""});
        }
        for (size_t i = 0; i < clients_.size();) {
            Client &cl = clients_[i];
            char b[4096];
            bool closed = false;
            for (;;) {
                ssize_t n = ::read(cl.fd, b, sizeof b);
                if (n > 0) { cl.buf.append(b, size_t(n)); continue; }
                if (n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK)) closed = true;
                break;
            }
            size_t nl;
            while ((nl = cl.buf.find('\n')) != std::string::npos) {
                std::string line = cl.buf.substr(0, nl);
                cl.buf.erase(0, nl + 1);
                std::string reply = handle(line) + "\n";
                // Replies are short; a client that does not read them loses its connection.
                if (::send(cl.fd, reply.data(), reply.size(), MSG_NOSIGNAL) != ssize_t(reply.size())) closed = true;
            }
            if (closed) {
                close(cl.fd);
                clients_.erase(clients_.begin() + long(i));
            } else {
                ++i;
            }
        }
    }

    // The descriptors a harness's wait should wake on.
    void add_pollfds(std::vector<pollfd> &p) const {
        if (fd_ >= 0) p.push_back({fd_, POLLIN, 0});
        for (auto &c : clients_) p.push_back({c.fd, POLLIN, 0});
    }

  private:
    struct Client {
        int fd;
        std::string buf;
    };
    int fd_ = -1;
    std::vector<Client> clients_;
};

}  // namespace redline
