// SPDX-License-Identifier: GPL-2.0
/*
 * mqnic_app_redline: sysfs control of the redline traffic managers in a Corundum NIC's
 * application block.
 *
 * Corundum's mqnic driver registers an auxiliary device "app_<APP_ID>" (mqnic.app_52440001.N)
 * whose parent is the NIC's PCI device. This driver binds to it, maps BAR2 of that PCI device
 * itself (so it needs none of mqnic's private headers), walks the application's register-block
 * list from BAR2 offset 0 and gives every port's traffic manager a sysfs directory
 * /sys/bus/auxiliary/devices/mqnic.app_52440001.N/port<P>/ with one file per knob, snapshot
 * value and port counter. See README.md for the file formats and the hold/commit rules.
 *
 * All register offsets come from the generated hw/gen/redline_regs.h; the knob validation is
 * redline_knobs.c, shared with a user-space test that compares it with the Python model.
 */
#include <linux/auxiliary_bus.h>
#include <linux/capability.h>
#include <linux/device.h>
#include <linux/io.h>
#include <linux/iopoll.h>
#include <linux/kernel.h>
#include <linux/mod_devicetable.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/pci.h>
#include <linux/sizes.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/sysfs.h>
#include <linux/version.h>

#include "redline_knobs.h"

#define RL_BAR 2
#define RL_MAX_BLOCKS 64		/* longest register-block list walked (loop guard) */
#define RL_RB_SIZE (REDLINE_APP_RB_NEXT + 4)
#define RL_CTRL_SIZE (REDLINE_APP_CTRL_DATA_BYTES + 4)
#define RL_PORT_SIZE (REDLINE_APP_PORT_FWD_OVERRUN + 4)
#define RL_TM_WINDOW SZ_4K		/* one redline_tm register map */
#define RL_COMMIT_POLL_US 10
#define RL_COMMIT_TIMEOUT_US 100000	/* 100 ms */
#define RL_MAJOR(v) ((v) >> 16)

/* Linux 6.16 made the sysfs binary attribute callbacks take a const attribute. */
#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 16, 0)
#define RL_BIN_ATTR_CONST const
#else
#define RL_BIN_ATTR_CONST
#endif

/*
 * "mqnic.app_%08x" of REDLINE_APP_APP_ID, built at compile time from the generated constant
 * so the id table cannot drift from the hardware's APP_ID.
 */
#define RL_NIB(v, n) (((v) >> (4 * (n))) & 0xf)
#define RL_HEX(v, n) (RL_NIB(v, n) < 10 ? '0' + RL_NIB(v, n) : 'a' - 10 + RL_NIB(v, n))
#define RL_HEX8(v) RL_HEX(v, 7), RL_HEX(v, 6), RL_HEX(v, 5), RL_HEX(v, 4), \
		   RL_HEX(v, 3), RL_HEX(v, 2), RL_HEX(v, 1), RL_HEX(v, 0)

static const struct auxiliary_device_id redline_id_table[] = {
	{ .name = { 'm', 'q', 'n', 'i', 'c', '.', 'a', 'p', 'p', '_',
		    RL_HEX8(REDLINE_APP_APP_ID), '\0' } },
	{ }
};
MODULE_DEVICE_TABLE(auxiliary, redline_id_table);

struct redline_attr;

struct redline_port {
	struct device *dev;
	void __iomem *blk;		/* this port's register block */
	void __iomem *tm;		/* this port's redline_tm register window */
	u32 index;
	/* Serialises register sequences (snapshot+read, write+commit) and guards the rest. */
	struct mutex lock;
	bool hold;
	struct redline_knobs shadow;	/* what knob reads return; hold batches collect here */
	struct redline_knobs applied;	/* last set the TM took; the knob registers hold it */
	char name[16];
	struct redline_attr *attrs;
	struct attribute **attr_list;
	struct bin_attribute stab_attr;
	struct bin_attribute *bin_list[2];
	struct attribute_group group;
};

struct redline_dev {
	struct device *dev;
	void __iomem *bar;
	resource_size_t len;
	unsigned int nports;
	struct redline_port *ports[REDLINE_APP_MAX_PORTS];
};

/* ---- sysfs attribute table ---- */

enum rl_kind {
	RL_KNOB,		/* a knob: the shadow copy, written through validate + commit */
	RL_HOLD,		/* batch switch */
	RL_VALUE64,		/* snapshot value, _lo/_hi pair */
	RL_VALUE32,		/* snapshot value */
	RL_LIVE,		/* live TM field (commits, refused, err_code, data_bytes, buf_log2) */
	RL_FORWARD,		/* port block PORT_FWD bit 0 */
	RL_PORT_COUNTER,	/* port block counter */
};

struct rl_desc {
	const char *name;
	enum rl_kind kind;
	bool writable;
	u32 arg;		/* knob id, or register offset (TM window or port block) */
	u32 mask;		/* RL_LIVE: field mask and shift */
	u8 shift;
};

#define RL_KNOB_DESC(n_, reg, shift, width) \
	{ .name = #n_, .kind = RL_KNOB, .writable = true, .arg = REDLINE_KNOB_##n_ },
#define RL_VALUE64_DESC(n_, addr) { .name = #n_, .kind = RL_VALUE64, .arg = (addr) },
#define RL_VALUE32_DESC(n_, addr) { .name = #n_, .kind = RL_VALUE32, .arg = (addr) },
#define RL_LIVE_DESC(n_, F) \
	{ .name = #n_, .kind = RL_LIVE, .arg = REDLINE_##F##_REG, .mask = REDLINE_##F##_MASK, \
	  .shift = REDLINE_##F##_SHIFT },
#define RL_PORT_DESC(n_, off) { .name = #n_, .kind = RL_PORT_COUNTER, .arg = (off) },

static const struct rl_desc rl_descs[] = {
	REDLINE_FOREACH_KNOB(RL_KNOB_DESC)
	{ .name = "hold", .kind = RL_HOLD, .writable = true },
	REDLINE_FOREACH_VALUE64(RL_VALUE64_DESC)
	REDLINE_FOREACH_VALUE32(RL_VALUE32_DESC)
	RL_LIVE_DESC(commits, COMMITS)
	RL_LIVE_DESC(refused, REFUSED)
	RL_LIVE_DESC(err_code, ERR_CODE)
	RL_LIVE_DESC(data_bytes, DATA_BYTES)
	RL_LIVE_DESC(buf_log2, BUF_LOG2)
	{ .name = "forward", .kind = RL_FORWARD, .writable = true, .arg = REDLINE_APP_PORT_FWD },
	RL_PORT_DESC(host_discard, REDLINE_APP_PORT_HOST_DISCARD)
	RL_PORT_DESC(drop_cpl, REDLINE_APP_PORT_DROP_CPL)
	RL_PORT_DESC(cpl_filtered, REDLINE_APP_PORT_CPL_FILTERED)
	RL_PORT_DESC(fwd_overrun, REDLINE_APP_PORT_FWD_OVERRUN)
};

struct redline_attr {
	struct device_attribute dattr;
	struct redline_port *port;
	const struct rl_desc *desc;
};

/* Names of the MODE.mode and MODE.unit codes, generated from Spec.scala. */
#define RL_NAME(code, label) [code] = label,
static const char *const rl_mode_names[] = { REDLINE_FOREACH_MODE(RL_NAME) };
static const char *const rl_unit_names[] = { REDLINE_FOREACH_UNIT(RL_NAME) };
#undef RL_NAME

/* ---- register sequences (caller holds port->lock) ---- */

static void rl_snapshot(struct redline_port *p)
{
	writel(REDLINE_SNAPSHOT_MASK, p->tm + REDLINE_SNAPSHOT_REG);
}

static void rl_write_regs(struct redline_port *p, const struct redline_knobs *k,
			  const u32 *regs, unsigned int n)
{
	unsigned int i;
	u32 word;

	for (i = 0; i < n; i++)
		if (redline_knobs_word(k, regs[i], &word))
			writel(word, p->tm + regs[i]);
}

static bool rl_commit_moved(struct redline_port *p, u32 commits, u32 refused)
{
	return readl(p->tm + REDLINE_COMMITS_REG) != commits ||
	       readl(p->tm + REDLINE_REFUSED_REG) != refused;
}

/*
 * The commit handshake of sim/tm_model.h TmModel::commit: pulse CTRL.commit and wait until
 * COMMITS or REFUSED moves (STATUS.busy alone races with the request pulse).
 */
static int rl_commit(struct redline_port *p)
{
	u32 commits, refused, code;
	const char *why;
	bool moved;
	int ret;

	commits = readl(p->tm + REDLINE_COMMITS_REG);
	refused = readl(p->tm + REDLINE_REFUSED_REG);
	writel(REDLINE_COMMIT_MASK, p->tm + REDLINE_COMMIT_REG);
	ret = read_poll_timeout(rl_commit_moved, moved, moved, RL_COMMIT_POLL_US,
				RL_COMMIT_TIMEOUT_US, false, p, commits, refused);
	if (ret) {
		dev_err(p->dev, "%s: the TM did not answer the commit within %u ms\n", p->name,
			RL_COMMIT_TIMEOUT_US / 1000);
		return -ETIMEDOUT;
	}
	if (readl(p->tm + REDLINE_REFUSED_REG) != refused) {
		code = (readl(p->tm + REDLINE_ERR_CODE_REG) & REDLINE_ERR_CODE_MASK) >>
		       REDLINE_ERR_CODE_SHIFT;
		why = redline_err_code_reason(code);
		dev_warn(p->dev, "%s: the TM refused the commit: %s (err_code %u)\n", p->name,
			 why ? why : "unknown reason", code);
		return -EIO;
	}
	return 0;
}

/*
 * Writes the registers regs[] from the valid set *next and commits. On success *next becomes
 * the applied set. On failure the registers go back to the applied set (so that a later
 * commit cannot pick the failed values up) and the shadow reverts to it.
 */
static int rl_apply(struct redline_port *p, const struct redline_knobs *next,
		    const u32 *regs, unsigned int n)
{
	int ret;

	rl_write_regs(p, next, regs, n);
	ret = rl_commit(p);
	if (ret) {
		rl_write_regs(p, &p->applied, regs, n);
		p->shadow = p->applied;
		return ret;
	}
	p->applied = *next;
	p->shadow = *next;
	return 0;
}

static void rl_reject(struct redline_port *p, const char *what, const char *why)
{
	dev_info_ratelimited(p->dev, "%s: %s rejected: %s\n", p->name, what, why);
}

static int rl_set_knob(struct redline_port *p, unsigned int id, u64 value)
{
	struct redline_knobs next;
	const char *why;
	unsigned int n;
	u32 regs[2];
	int ret = 0;

	mutex_lock(&p->lock);
	if (p->hold) {
		/* Batch: only the field's own range now, the whole set at hold=0. */
		why = redline_knob_range_check(id, value);
		if (why) {
			rl_reject(p, redline_knob_name(id), why);
			ret = -EINVAL;
		} else {
			redline_knob_set(&p->shadow, id, value);
		}
		goto out;
	}
	next = p->applied;
	redline_knob_set(&next, id, value);
	why = redline_knobs_check(&next);
	if (why) {
		rl_reject(p, redline_knob_name(id), why);
		ret = -EINVAL;
		goto out;
	}
	n = redline_knob_regs(id, regs);
	ret = rl_apply(p, &next, regs, n);
out:
	mutex_unlock(&p->lock);
	return ret;
}

static int rl_set_hold(struct redline_port *p, bool hold)
{
	u32 regs[REDLINE_KNOBS_MAX_REGS];
	struct redline_knobs next;
	const char *why;
	unsigned int n;
	int ret = 0;

	mutex_lock(&p->lock);
	if (hold || !p->hold) {
		p->hold = hold;
		goto out;
	}
	p->hold = false;
	why = redline_knobs_check(&p->shadow);
	if (why) {
		rl_reject(p, "batch", why);
		p->shadow = p->applied;
		ret = -EINVAL;
		goto out;
	}
	next = p->shadow;
	n = redline_knobs_regs(regs);
	ret = rl_apply(p, &next, regs, n);
out:
	mutex_unlock(&p->lock);
	return ret;
}

static int rl_set_stab(struct redline_port *p, const u8 *stab)
{
	u32 regs[REDLINE_STAB_WORDS];
	struct redline_knobs next;
	const char *why;
	unsigned int i;
	int ret = 0;

	mutex_lock(&p->lock);
	if (p->hold) {
		memcpy(p->shadow.stab, stab, REDLINE_STAB_SIZE);
		goto out;
	}
	next = p->applied;
	memcpy(next.stab, stab, REDLINE_STAB_SIZE);
	why = redline_knobs_check(&next);
	if (why) {
		rl_reject(p, "stab", why);
		ret = -EINVAL;
		goto out;
	}
	for (i = 0; i < REDLINE_STAB_WORDS; i++)
		regs[i] = redline_stab_reg(i);
	ret = rl_apply(p, &next, regs, REDLINE_STAB_WORDS);
out:
	mutex_unlock(&p->lock);
	return ret;
}

/* ---- sysfs callbacks ---- */

/* A decimal or 0x-prefixed hexadecimal integer, with an optional trailing newline. */
static int rl_parse_u64(const char *buf, u64 *value)
{
	unsigned int base = (buf[0] == '0' && (buf[1] == 'x' || buf[1] == 'X')) ? 16 : 10;

	return kstrtou64(buf, base, value);
}

static int rl_parse_knob(unsigned int id, const char *buf, u64 *value)
{
	int i = -EINVAL;

	if (id == REDLINE_KNOB_mode)
		i = sysfs_match_string(rl_mode_names, buf);
	else if (id == REDLINE_KNOB_unit)
		i = sysfs_match_string(rl_unit_names, buf);
	if (i >= 0) {
		*value = i;
		return 0;
	}
	return rl_parse_u64(buf, value);
}

static ssize_t rl_show(struct device *dev, struct device_attribute *attr, char *buf)
{
	struct redline_attr *a = container_of(attr, struct redline_attr, dattr);
	const struct rl_desc *d = a->desc;
	struct redline_port *p = a->port;
	u64 v = 0;
	u32 lo;

	mutex_lock(&p->lock);
	switch (d->kind) {
	case RL_KNOB:
		v = redline_knob_get(&p->shadow, d->arg);
		break;
	case RL_HOLD:
		v = p->hold;
		break;
	case RL_VALUE64:
		/* The high word follows the low word (REDLINE_FOREACH_VALUE64 names the low). */
		rl_snapshot(p);
		lo = readl(p->tm + d->arg);
		v = (u64)readl(p->tm + d->arg + 4) << 32 | lo;
		break;
	case RL_VALUE32:
		rl_snapshot(p);
		v = readl(p->tm + d->arg);
		break;
	case RL_LIVE:
		v = (readl(p->tm + d->arg) & d->mask) >> d->shift;
		break;
	case RL_FORWARD:
		v = readl(p->blk + d->arg) & 1;
		break;
	case RL_PORT_COUNTER:
		v = readl(p->blk + d->arg);
		break;
	}
	mutex_unlock(&p->lock);

	if (d->kind == RL_KNOB && d->arg == REDLINE_KNOB_mode && v < ARRAY_SIZE(rl_mode_names))
		return sysfs_emit(buf, "%s\n", rl_mode_names[v]);
	if (d->kind == RL_KNOB && d->arg == REDLINE_KNOB_unit && v < ARRAY_SIZE(rl_unit_names))
		return sysfs_emit(buf, "%s\n", rl_unit_names[v]);
	return sysfs_emit(buf, "%llu\n", v);
}

static ssize_t rl_store(struct device *dev, struct device_attribute *attr, const char *buf,
			size_t count)
{
	struct redline_attr *a = container_of(attr, struct redline_attr, dattr);
	const struct rl_desc *d = a->desc;
	struct redline_port *p = a->port;
	u64 v;
	int ret;

	/* As tc: changing a qdisc needs CAP_NET_ADMIN, whatever the file's mode lets through. */
	if (!capable(CAP_NET_ADMIN))
		return -EPERM;
	switch (d->kind) {
	case RL_KNOB:
		ret = rl_parse_knob(d->arg, buf, &v);
		if (!ret)
			ret = rl_set_knob(p, d->arg, v);
		break;
	case RL_HOLD:
		ret = rl_parse_u64(buf, &v);
		if (!ret)
			ret = v > 1 ? -EINVAL : rl_set_hold(p, v);
		break;
	case RL_FORWARD:
		ret = rl_parse_u64(buf, &v);
		if (!ret && v > 1)
			ret = -EINVAL;
		if (!ret) {
			mutex_lock(&p->lock);
			writel((u32)v, p->blk + d->arg);
			mutex_unlock(&p->lock);
		}
		break;
	default:
		ret = -EIO;
		break;
	}
	return ret ? ret : count;
}

static ssize_t rl_stab_read(struct file *filp, struct kobject *kobj,
			    RL_BIN_ATTR_CONST struct bin_attribute *attr, char *buf, loff_t off,
			    size_t count)
{
	struct redline_port *p = attr->private;

	/* sysfs has already clipped off/count to the attribute's size */
	mutex_lock(&p->lock);
	memcpy(buf, p->shadow.stab + off, count);
	mutex_unlock(&p->lock);
	return count;
}

static ssize_t rl_stab_write(struct file *filp, struct kobject *kobj,
			     RL_BIN_ATTR_CONST struct bin_attribute *attr, char *buf, loff_t off,
			     size_t count)
{
	struct redline_port *p = attr->private;
	int ret;

	if (!capable(CAP_NET_ADMIN))
		return -EPERM;
	if (off != 0 || count != REDLINE_STAB_SIZE)
		return -EINVAL;
	ret = rl_set_stab(p, (const u8 *)buf);
	return ret ? ret : count;
}

/* ---- probe ---- */

static bool rl_in_bar(struct redline_dev *rd, u32 off, u32 size)
{
	return !(off & 3) && (resource_size_t)off + size <= rd->len;
}

static int rl_check_version(struct redline_dev *rd, const char *what, u32 off, u32 ver,
			    u32 want)
{
	if (RL_MAJOR(ver) == RL_MAJOR(want))
		return 0;
	dev_err(rd->dev, "%s at 0x%x has version %u.%u, this driver knows %u.x\n", what, off,
		RL_MAJOR(ver), ver & 0xffff, RL_MAJOR(want));
	return -ENODEV;
}

static void rl_mutex_destroy(void *lock)
{
	mutex_destroy(lock);
}

static int rl_add_port(struct redline_dev *rd, u32 off)
{
	void __iomem *blk = rd->bar + off;
	u32 index, tm_off, tm_size, id, ver;
	struct redline_port *p;
	int ret;

	if (!rl_in_bar(rd, off, RL_PORT_SIZE)) {
		dev_err(rd->dev, "port block at 0x%x runs past BAR2\n", off);
		return -EIO;
	}
	index = readl(blk + REDLINE_APP_PORT_INDEX);
	tm_off = readl(blk + REDLINE_APP_PORT_TM_OFFSET);
	tm_size = readl(blk + REDLINE_APP_PORT_TM_SIZE);
	if (index >= REDLINE_APP_MAX_PORTS || rd->ports[index]) {
		dev_err(rd->dev, "port block at 0x%x: bad or repeated port index %u\n", off, index);
		return -EIO;
	}
	if (tm_size < RL_TM_WINDOW || !rl_in_bar(rd, tm_off, RL_TM_WINDOW)) {
		dev_err(rd->dev, "port %u: TM window 0x%x size 0x%x is not inside BAR2\n", index,
			tm_off, tm_size);
		return -EIO;
	}
	id = readl(rd->bar + tm_off + REDLINE_ID_REG);
	if (id != REDLINE_ID_RESET) {
		dev_err(rd->dev, "port %u: no redline TM at 0x%x (ID 0x%08x, expected 0x%08x)\n",
			index, tm_off, id, REDLINE_ID_RESET);
		return -ENODEV;
	}
	ver = readl(rd->bar + tm_off + REDLINE_VERSION_REG);
	ret = rl_check_version(rd, "TM register map", tm_off, ver, REDLINE_VERSION_RESET);
	if (ret)
		return ret;

	p = devm_kzalloc(rd->dev, sizeof(*p), GFP_KERNEL);
	if (!p)
		return -ENOMEM;
	p->dev = rd->dev;
	p->blk = blk;
	p->tm = rd->bar + tm_off;
	p->index = index;
	snprintf(p->name, sizeof(p->name), "port%u", index);
	mutex_init(&p->lock);
	ret = devm_add_action_or_reset(rd->dev, rl_mutex_destroy, &p->lock);
	if (ret)
		return ret;
	rd->ports[index] = p;
	rd->nports++;
	return 0;
}

/* Follows RB_NEXT from BAR2 offset 0 and collects the control block and the port blocks. */
static int rl_walk(struct redline_dev *rd)
{
	u32 off = REDLINE_APP_CTRL_BASE, type, ver, next, ctrl_ports = 0;
	bool have_ctrl = false;
	unsigned int n;
	int ret;

	for (n = 0;; n++) {
		if (n == RL_MAX_BLOCKS) {
			dev_err(rd->dev, "register-block list longer than %u blocks (a loop?)\n",
				RL_MAX_BLOCKS);
			return -EIO;
		}
		if (!rl_in_bar(rd, off, RL_RB_SIZE)) {
			dev_err(rd->dev, "register block at 0x%x is not inside BAR2 (%pa bytes)\n",
				off, &rd->len);
			return -EIO;
		}
		type = readl(rd->bar + off + REDLINE_APP_RB_TYPE);
		ver = readl(rd->bar + off + REDLINE_APP_RB_VER);
		next = readl(rd->bar + off + REDLINE_APP_RB_NEXT);
		if (type == REDLINE_APP_RB_TYPE_CTRL) {
			if (have_ctrl) {
				dev_err(rd->dev, "second control block at 0x%x\n", off);
				return -EIO;
			}
			ret = rl_check_version(rd, "control block", off, ver, REDLINE_APP_RB_VERSION);
			if (ret)
				return ret;
			if (!rl_in_bar(rd, off, RL_CTRL_SIZE)) {
				dev_err(rd->dev, "control block at 0x%x runs past BAR2\n", off);
				return -EIO;
			}
			ctrl_ports = readl(rd->bar + off + REDLINE_APP_CTRL_PORTS);
			have_ctrl = true;
		} else if (type == REDLINE_APP_RB_TYPE_PORT) {
			ret = rl_check_version(rd, "port block", off, ver, REDLINE_APP_RB_VERSION);
			if (!ret)
				ret = rl_add_port(rd, off);
			if (ret)
				return ret;
		} else {
			dev_dbg(rd->dev, "skipping block type 0x%08x at 0x%x\n", type, off);
		}
		if (!next)
			break;
		off = next;
	}
	if (!have_ctrl || !rd->nports) {
		dev_err(rd->dev, "no redline %s block in the register-block list\n",
			have_ctrl ? "port" : "control");
		return -ENODEV;
	}
	if (ctrl_ports != rd->nports)
		dev_warn(rd->dev, "control block announces %u ports, the list has %u\n", ctrl_ports,
			 rd->nports);
	return 0;
}

/* The shadow starts as the knob registers' contents. */
static void rl_port_read_knobs(struct redline_port *p)
{
	u32 regs[REDLINE_KNOBS_MAX_REGS];
	unsigned int i, n;
	const char *why;

	n = redline_knobs_regs(regs);
	for (i = 0; i < n; i++)
		redline_knobs_decode(&p->shadow, regs[i], readl(p->tm + regs[i]));
	p->applied = p->shadow;
	why = redline_knobs_check(&p->shadow);
	if (why)
		dev_warn(p->dev, "%s: invalid knob set in the registers (%s); set all under hold\n",
			 p->name, why);
}

static int rl_port_sysfs(struct redline_port *p)
{
	const unsigned int n = ARRAY_SIZE(rl_descs);
	unsigned int i;

	p->attrs = devm_kcalloc(p->dev, n, sizeof(*p->attrs), GFP_KERNEL);
	p->attr_list = devm_kcalloc(p->dev, n + 1, sizeof(*p->attr_list), GFP_KERNEL);
	if (!p->attrs || !p->attr_list)
		return -ENOMEM;
	for (i = 0; i < n; i++) {
		struct redline_attr *a = &p->attrs[i];

		sysfs_attr_init(&a->dattr.attr);
		a->dattr.attr.name = rl_descs[i].name;
		a->dattr.attr.mode = rl_descs[i].writable ? 0644 : 0444;
		a->dattr.show = rl_show;
		a->dattr.store = rl_descs[i].writable ? rl_store : NULL;
		a->port = p;
		a->desc = &rl_descs[i];
		p->attr_list[i] = &a->dattr.attr;
	}
	sysfs_bin_attr_init(&p->stab_attr);
	p->stab_attr.attr.name = "stab";
	p->stab_attr.attr.mode = 0644;
	p->stab_attr.size = REDLINE_STAB_SIZE;
	p->stab_attr.private = p;
	p->stab_attr.read = rl_stab_read;
	p->stab_attr.write = rl_stab_write;
	p->bin_list[0] = &p->stab_attr;
	p->group.name = p->name;
	p->group.attrs = p->attr_list;
	p->group.bin_attrs = p->bin_list;
	return devm_device_add_group(p->dev, &p->group);
}

static int redline_probe(struct auxiliary_device *adev, const struct auxiliary_device_id *id)
{
	struct device *dev = &adev->dev;
	struct redline_dev *rd;
	struct pci_dev *pdev;
	unsigned int i;
	int ret;

	if (!dev->parent || !dev_is_pci(dev->parent)) {
		dev_err(dev, "the parent device is not a PCI device\n");
		return -ENODEV;
	}
	pdev = to_pci_dev(dev->parent);
	if (!(pci_resource_flags(pdev, RL_BAR) & IORESOURCE_MEM) ||
	    pci_resource_len(pdev, RL_BAR) < RL_RB_SIZE) {
		dev_err(dev, "%s has no application BAR (BAR2)\n", pci_name(pdev));
		return -ENODEV;
	}

	rd = devm_kzalloc(dev, sizeof(*rd), GFP_KERNEL);
	if (!rd)
		return -ENOMEM;
	rd->dev = dev;
	rd->len = pci_resource_len(pdev, RL_BAR);
	/* mqnic owns the region (pci_request_regions); this is a second mapping of it. */
	rd->bar = devm_ioremap(dev, pci_resource_start(pdev, RL_BAR), rd->len);
	if (!rd->bar)
		return -ENOMEM;

	ret = rl_walk(rd);
	if (ret)
		return ret;
	for (i = 0; i < ARRAY_SIZE(rd->ports); i++) {
		if (!rd->ports[i])
			continue;
		rl_port_read_knobs(rd->ports[i]);
		ret = rl_port_sysfs(rd->ports[i]);
		if (ret)
			return ret;
	}
	auxiliary_set_drvdata(adev, rd);
	dev_info(dev, "redline on %s: %u port(s)\n", pci_name(pdev), rd->nports);
	return 0;
}

/*
 * No remove callback: everything is device-managed and released in reverse order on unbind.
 * The sysfs groups go first (removal waits for running show/store calls), then the mutexes,
 * the port structures and the BAR2 mapping.
 */
static struct auxiliary_driver redline_driver = {
	.probe = redline_probe,
	.id_table = redline_id_table,
};
module_auxiliary_driver(redline_driver);

MODULE_DESCRIPTION("redline RED/ECN traffic manager in a Corundum NIC application block");
MODULE_LICENSE("GPL");
