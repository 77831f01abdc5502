/* SPDX-License-Identifier: GPL-2.0 */
/* What both of redline's BPF congestion controls need: the running kernel's types (vmlinux.h,
 * generated from its BTF at build time, sw/bpf/Makefile), the kfuncs of Reno the kernel
 * exports to struct_ops programs, and the tcp_sock and private-area accessors. */
#ifndef RL_COMMON_H
#define RL_COMMON_H

#include "vmlinux.h"
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>

/* Reno's pieces, exported by the kernel as kfuncs for BPF congestion controls. */
extern __u32 tcp_reno_ssthresh(struct sock *sk) __ksym;
extern void tcp_reno_cong_avoid(struct sock *sk, __u32 ack, __u32 acked) __ksym;
extern __u32 tcp_reno_undo_cwnd(struct sock *sk) __ksym;
extern __u32 tcp_slow_start(struct tcp_sock *tp, __u32 acked) __ksym;
extern void tcp_cong_avoid_ai(struct tcp_sock *tp, __u32 w, __u32 acked) __ksym;

static __always_inline struct tcp_sock *rl_tcp_sk(struct sock *sk)
{
	return (struct tcp_sock *)sk;
}

/* The congestion control's per-socket state (ICSK_CA_PRIV_SIZE bytes). */
static __always_inline void *rl_ca(struct sock *sk)
{
	return (void *)((struct inet_connection_sock *)sk)->icsk_ca_priv;
}

#endif
