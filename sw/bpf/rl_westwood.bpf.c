// SPDX-License-Identifier: GPL-2.0
/* TCP Westwood+ as a BPF congestion control ("rl_westwood"), for the Shao et al. experiments:
 * this kernel is built without CONFIG_TCP_CONG_WESTWOOD. It follows the behaviour of Linux's
 * net/ipv4/tcp_westwood.c (Mascolo, Grieco et al.):
 *  - the bandwidth estimate: the bytes acknowledged over a window of at least one RTT (and at
 *    least 50 ms), through two cascaded 7/8 low-pass filters;
 *  - after a loss (CA_EVENT_LOSS) and at the end of a congestion window reduction
 *    (CA_EVENT_COMPLETE_CWR): ssthresh = estimate x RTTmin / MSS (at least 2), and cwnd =
 *    ssthresh at the end of the reduction, instead of halving;
 *  - otherwise Reno (slow start, congestion avoidance, undo).
 * Times are in microseconds from tcp_mstamp where the kernel counts jiffies, so the
 * estimate is kept in bytes per second: the same quantities, finer clock. */
#include "rl_common.h"

char _license[] SEC("license") = "GPL";

#define RTT_MIN_WINDOW_US 50000u        /* the kernel's TCP_WESTWOOD_RTT_MIN, HZ/20 */
#define INIT_RTT_US 20000000u           /* TCP_WESTWOOD_INIT_RTT, 20 s */

struct westwood {
	__u64 win_start_us;   /* start of the current estimation window */
	__u32 bw_ns_est;      /* first filter's output, bytes/s */
	__u32 bw_est;         /* the estimate, bytes/s */
	__u32 bk;             /* bytes acknowledged in the current window */
	__u32 snd_una;        /* snd_una when last counted */
	__u32 cumul_ack;
	__u32 accounted;      /* duplicate ACKs' bytes counted ahead of their cumulative ACK */
	__u32 rtt_us;
	__u32 rtt_min_us;
	__u8 first_ack;
	__u8 reset_rtt_min;
};

static __always_inline __u32 lowpass(__u32 a, __u32 b)
{
	return (7 * a + b) >> 3;
}

SEC("struct_ops")
void BPF_PROG(ww_init, struct sock *sk)
{
	struct westwood *w = rl_ca(sk);
	struct tcp_sock *tp = rl_tcp_sk(sk);

	w->bk = 0;
	w->bw_ns_est = 0;
	w->bw_est = 0;
	w->accounted = 0;
	w->cumul_ack = 0;
	w->reset_rtt_min = 1;
	w->rtt_min_us = INIT_RTT_US;
	w->rtt_us = INIT_RTT_US;
	w->win_start_us = tp->tcp_mstamp;
	w->snd_una = tp->snd_una;
	w->first_ack = 1;
}

/* A window ends: fold its rate into the filters. */
static __always_inline void ww_filter(struct westwood *w, __u64 delta_us)
{
	__u32 sample = (__u32)(((__u64)w->bk * 1000000) / delta_us);

	if (w->bw_ns_est == 0 && w->bw_est == 0) {
		w->bw_ns_est = sample;
		w->bw_est = sample;
	} else {
		w->bw_ns_est = lowpass(w->bw_ns_est, sample);
		w->bw_est = lowpass(w->bw_est, w->bw_ns_est);
	}
}

static __always_inline void ww_update_window(struct sock *sk, struct westwood *w)
{
	struct tcp_sock *tp = rl_tcp_sk(sk);
	__u64 now = tp->tcp_mstamp;
	__u64 delta = now - w->win_start_us;
	__u32 span = w->rtt_us > RTT_MIN_WINDOW_US ? w->rtt_us : RTT_MIN_WINDOW_US;

	/* The first ACK only learns where the window starts. */
	if (w->first_ack) {
		w->snd_una = tp->snd_una;
		w->first_ack = 0;
	}
	if (w->rtt_us && delta > span) {
		ww_filter(w, delta);
		w->bk = 0;
		w->win_start_us = now;
	}
}

static __always_inline void ww_update_rtt_min(struct westwood *w)
{
	if (w->reset_rtt_min) {
		w->rtt_min_us = w->rtt_us;
		w->reset_rtt_min = 0;
	} else if (w->rtt_us < w->rtt_min_us) {
		w->rtt_min_us = w->rtt_us;
	}
}

/* Bytes a slow-path ACK stands for: a duplicate ACK counts one MSS now, and the cumulative
 * ACK that follows counts only what the duplicates did not. */
static __always_inline __u32 ww_acked_count(struct sock *sk, struct westwood *w)
{
	struct tcp_sock *tp = rl_tcp_sk(sk);
	__u32 mss = tp->mss_cache;

	w->cumul_ack = tp->snd_una - w->snd_una;
	if (w->cumul_ack == 0) {
		w->accounted += mss;
		w->cumul_ack = mss;
	}
	if (w->cumul_ack > mss) {
		if (w->accounted >= w->cumul_ack) {
			w->accounted -= w->cumul_ack;
			w->cumul_ack = mss;
		} else {
			w->cumul_ack -= w->accounted;
			w->accounted = 0;
		}
	}
	w->snd_una = tp->snd_una;
	return w->cumul_ack;
}

/* ssthresh from the estimate: the bandwidth-delay product at the minimum RTT, in segments. */
static __always_inline __u32 ww_bw_rttmin(struct sock *sk, struct westwood *w)
{
	struct tcp_sock *tp = rl_tcp_sk(sk);
	__u64 seg = ((__u64)w->bw_est * w->rtt_min_us) / 1000000 / (tp->mss_cache ? tp->mss_cache : 1);

	return seg > 2 ? (__u32)seg : 2;
}

SEC("struct_ops")
void BPF_PROG(ww_in_ack_event, struct sock *sk, __u32 flags)
{
	struct westwood *w = rl_ca(sk);
	struct tcp_sock *tp = rl_tcp_sk(sk);

	if (flags & CA_ACK_SLOWPATH) {
		ww_update_window(sk, w);
		w->bk += ww_acked_count(sk, w);
		ww_update_rtt_min(w);
		return;
	}
	ww_update_window(sk, w);
	w->bk += tp->snd_una - w->snd_una;
	w->snd_una = tp->snd_una;
	ww_update_rtt_min(w);
}

SEC("struct_ops")
void BPF_PROG(ww_pkts_acked, struct sock *sk, const struct ack_sample *sample)
{
	struct westwood *w = rl_ca(sk);

	if (sample->rtt_us > 0)
		w->rtt_us = sample->rtt_us;
}

SEC("struct_ops")
void BPF_PROG(ww_cwnd_event, struct sock *sk, enum tcp_ca_event ev)
{
	struct westwood *w = rl_ca(sk);
	struct tcp_sock *tp = rl_tcp_sk(sk);

	if (ev == CA_EVENT_COMPLETE_CWR) {
		tp->snd_ssthresh = ww_bw_rttmin(sk, w);
		tp->snd_cwnd = tp->snd_ssthresh;
	} else if (ev == CA_EVENT_LOSS) {
		tp->snd_ssthresh = ww_bw_rttmin(sk, w);
		w->reset_rtt_min = 1;
	}
}

SEC("struct_ops")
__u32 BPF_PROG(ww_ssthresh, struct sock *sk)
{
	return tcp_reno_ssthresh(sk);
}

SEC("struct_ops")
void BPF_PROG(ww_cong_avoid, struct sock *sk, __u32 ack, __u32 acked)
{
	tcp_reno_cong_avoid(sk, ack, acked);
}

SEC("struct_ops")
__u32 BPF_PROG(ww_undo_cwnd, struct sock *sk)
{
	return tcp_reno_undo_cwnd(sk);
}

SEC(".struct_ops")
struct tcp_congestion_ops rl_westwood = {
	.init = (void *)ww_init,
	.ssthresh = (void *)ww_ssthresh,
	.cong_avoid = (void *)ww_cong_avoid,
	.undo_cwnd = (void *)ww_undo_cwnd,
	.cwnd_event = (void *)ww_cwnd_event,
	.in_ack_event = (void *)ww_in_ack_event,
	.pkts_acked = (void *)ww_pkts_acked,
	.name = "rl_westwood",
};
