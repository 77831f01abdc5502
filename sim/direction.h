// redline_tap: one direction of the bridge: TAP in, a TM (or nothing), the delay line, TAP out.
#pragma once

#include "flows.h"
#include "pcap_writer.h"
#include "tap_common.h"

namespace redline::tap {

struct Out {
    int64_t due_ns;
    std::vector<uint8_t> data;
};

class Direction {
  public:
    Direction(const char *name, bool ab, int in_fd, int out_fd, std::unique_ptr<TmModel> tm, int64_t delay_ns,
              Flows &flows, Pcap &pin, Pcap &pout)
        : name(name), ab_(ab), in_fd_(in_fd), out_fd_(out_fd), tm(std::move(tm)), delay_ns_(delay_ns),
          flows_(flows), pcap_in_(pin), pcap_out_(pout) {}

    // Reads every frame waiting on the input TAP; they enter the TM from its current cycle on.
    void read_frames(int64_t wall) {
        uint8_t buf[65536];
        for (;;) {
            ssize_t n = ::read(in_fd_, buf, sizeof buf);
            if (n <= 0) break;
            ++frames_in;
            pcap_in_.write(wall, buf, size_t(n));
            FlowDir *fd = flows_.enter(ab_, buf, size_t(n));
            if (!tm) {
                schedule(wall + delay_ns_, buf, size_t(n));
                continue;
            }
            queue_.push_back({std::vector<uint8_t>(buf, buf + n), fd});
        }
    }

    // The per-cycle stream work, called with the inputs of this cycle still to be set and
    // before its rising edge: take the output beat, note a decision, present the next input beat.
    void cycle_io(const std::function<int64_t(uint64_t)> &wall_of) {
        auto *top = tm->top.get();
        const uint64_t c = tm->cycle;
        if (top->dec_valid) {
            if (!decided_.empty()) {
                FlowDir *fd = decided_.front();
                decided_.pop_front();
                if (fd) {
                    if (top->dec_action == 2) ++fd->tm_drop;
                    if (top->dec_action == 1) ++fd->tm_mark;
                }
            }
            if (top->dec_action == 2) ++tm_drops;
        }
        if (top->m_axis_tvalid) {  // tready is always 1: the TAP side never pushes back
            uint8_t beat[REDLINE_W];
            redline::get_data(top->m_axis_tdata, beat);
            int nb = redline::popcount64(redline::keep_value(top->m_axis_tkeep));
            assembling_.insert(assembling_.end(), beat, beat + nb);
            if (top->m_axis_tlast) {
                schedule(wall_of(c) + delay_ns_, assembling_.data(), assembling_.size());
                assembling_.clear();
            }
        }
        top->s_axis_tvalid = 0;
        top->s_axis_tlast = 0;
        top->s_axis_tuser = 0;
        if (!queue_.empty()) {
            const auto &fr = queue_.front().data;
            size_t beats = (fr.size() + REDLINE_W - 1) / REDLINE_W;
            size_t off = beat_ * REDLINE_W;
            int nb = int(std::min<size_t>(REDLINE_W, fr.size() - off));
            redline::set_data(top->s_axis_tdata, fr.data() + off, nb);
            top->s_axis_tkeep = redline::keep_for(nb);
            top->s_axis_tvalid = 1;
            bool last = beat_ + 1 == beats;
            top->s_axis_tlast = last;
            // The beat is taken when s_axis_tready is high (a flip-flop, already valid): always,
            // except on a TM that holds its input (semantics section 3a), which takes it later.
            if (!top->s_axis_tready) {
            } else if (last) {
                decided_.push_back(queue_.front().flow);
                queue_.pop_front();
                beat_ = 0;
            } else {
                ++beat_;
            }
        }
    }

    // Runs the TM to `target` (exclusive), skipping idle stretches.
    void run_to(uint64_t target, bool skip, const std::function<int64_t(uint64_t)> &wall_of) {
        if (!tm) return;
        while (tm->cycle < target) {
            if (skip && queue_.empty() && beat_ == 0) {
                uint64_t k = tm->skippable(target - tm->cycle);
                if (k) {
                    tm->skip(k);
                    continue;
                }
            }
            cycle_io(wall_of);
            tm->tick();
        }
    }

    // Cycle at which this TM next has work of its own (a shaper-delayed packet, an adaptive tick),
    // or UINT64_MAX; only meaningful right after run_to.
    uint64_t next_event(bool skip) const {
        if (!tm || !queue_.empty()) return tm ? tm->cycle : UINT64_MAX;
        if (!skip) return tm->cycle;
        uint64_t k = tm->skippable(UINT64_MAX / 4);
        if (k == 0) return tm->cycle;  // busy: keep running
        return tm->cycle + k;
    }

    // Writes the frames whose time has come; returns the next due time (or INT64_MAX).
    int64_t flush(int64_t wall, std::vector<int64_t> &late_ns) {
        while (!delay_.empty() && delay_.front().due_ns <= wall) {
            auto &o = delay_.front();
            ssize_t w = ::write(out_fd_, o.data.data(), o.data.size());
            if (w == ssize_t(o.data.size())) {
                ++frames_out;
                pcap_out_.write(wall, o.data.data(), o.data.size());
                flows_.leave(ab_, o.data.data(), o.data.size());
            } else {
                ++write_errors;  // counted and reported, never silent
            }
            late_ns.push_back(wall - o.due_ns);
            delay_.pop_front();
        }
        return delay_.empty() ? INT64_MAX : delay_.front().due_ns;
    }

    bool busy() const { return !queue_.empty() || beat_ != 0; }

    const char *name;
    std::unique_ptr<TmModel> tm;
    uint64_t frames_in = 0, frames_out = 0, tm_drops = 0, write_errors = 0;

  private:
    void schedule(int64_t due, const uint8_t *p, size_t n) {
        // Departures are in order and the delay is fixed, so the line stays sorted.
        delay_.push_back({due, std::vector<uint8_t>(p, p + n)});
    }
    struct Queued {
        std::vector<uint8_t> data;
        FlowDir *flow;
    };
    bool ab_;
    int in_fd_, out_fd_;
    int64_t delay_ns_;
    Flows &flows_;
    Pcap &pcap_in_, &pcap_out_;
    std::deque<Queued> queue_;
    size_t beat_ = 0;
    std::deque<FlowDir *> decided_;  // frames fed, waiting for their decision (in order)
    std::vector<uint8_t> assembling_;
    std::deque<Out> delay_;
};

}  // namespace redline::tap
