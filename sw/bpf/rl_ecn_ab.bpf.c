// SPDX-License-Identifier: GPL-2.0
/* ECN(alpha, beta), after Kwon & Fahmy ("On TCP Reaction to Explicit Congestion
 * Notification"): Reno whose answer to an ECN echo differs from its answer to a loss.
 *  - An ACK with ECE, then the window reduction it starts: ssthresh = (1 - beta) x cwnd
 *    (Reno's loss answer, beta = 1/2, stays for losses and timeouts);
 *  - congestion avoidance grows cwnd by alpha segments per RTT instead of 1.
 * alpha and beta are built in (-DRL_ALPHA_NUM, _DEN, -DRL_BETA_NUM, _DEN) with the name
 * (-DRL_NAME_ID, which names both the congestion control and its struct_ops map), one
 * object per pair (redline.lab.cc). */
#include "rl_common.h"

char _license[] SEC("license") = "GPL";

#ifndef RL_ALPHA_NUM
#error "build with -DRL_ALPHA_NUM=... -DRL_ALPHA_DEN=... -DRL_BETA_NUM=... -DRL_BETA_DEN=... -DRL_NAME_ID=..."
#endif
#define RL_STR(x) #x
#define RL_NAME_STR(x) RL_STR(x)

struct ecn_ab {
	__u8 ece;   /* the last ACK carried ECE, and no loss is outstanding */
};

SEC("struct_ops")
void BPF_PROG(ab_init, struct sock *sk)
{
	struct ecn_ab *ca = rl_ca(sk);

	ca->ece = 0;
}

/* The kernel reports an ACK's ECE here before it starts the reduction that calls ssthresh. */
SEC("struct_ops")
void BPF_PROG(ab_in_ack_event, struct sock *sk, __u32 flags)
{
	struct ecn_ab *ca = rl_ca(sk);

	ca->ece = (flags & CA_ACK_ECE) ? 1 : 0;
}

SEC("struct_ops")
__u32 BPF_PROG(ab_ssthresh, struct sock *sk)
{
	struct ecn_ab *ca = rl_ca(sk);
	struct tcp_sock *tp = rl_tcp_sk(sk);
	__u64 keep;

	if (!ca->ece || tp->lost_out)
		return tcp_reno_ssthresh(sk);
	ca->ece = 0;
	keep = (__u64)tp->snd_cwnd * (RL_BETA_DEN - RL_BETA_NUM) / RL_BETA_DEN;
	return keep > 2 ? (__u32)keep : 2;
}

SEC("struct_ops")
void BPF_PROG(ab_cong_avoid, struct sock *sk, __u32 ack, __u32 acked)
{
	struct tcp_sock *tp = rl_tcp_sk(sk);
	__u64 w;

	if (!tp->is_cwnd_limited)
		return;
	if (tp->snd_cwnd <= tp->snd_ssthresh) {
		acked = tcp_slow_start(tp, acked);
		if (!acked)
			return;
	}
	/* One segment every cwnd / alpha ACKed segments: alpha segments per RTT. */
	w = (__u64)tp->snd_cwnd * RL_ALPHA_DEN / RL_ALPHA_NUM;
	tcp_cong_avoid_ai(tp, w > 1 ? (__u32)w : 1, acked);
}

SEC("struct_ops")
__u32 BPF_PROG(ab_undo_cwnd, struct sock *sk)
{
	return tcp_reno_undo_cwnd(sk);
}

SEC(".struct_ops")
struct tcp_congestion_ops RL_NAME_ID = {
	.init = (void *)ab_init,
	.ssthresh = (void *)ab_ssthresh,
	.cong_avoid = (void *)ab_cong_avoid,
	.undo_cwnd = (void *)ab_undo_cwnd,
	.in_ack_event = (void *)ab_in_ack_event,
	.name = RL_NAME_STR(RL_NAME_ID),
};
