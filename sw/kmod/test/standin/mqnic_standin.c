// SPDX-License-Identifier: GPL-2.0
/*
 * A test-only stand-in for Corundum's mqnic driver, for the QEMU guest test
 * (sw/tests/test_kmod_guest.py, docs/guest.md).
 *
 * It binds to QEMU's ivshmem-plain PCI device (1af4:1110), whose BAR2 is memory shared with a
 * host process that serves the redline app block's registers from a Verilated TM, and does
 * the one thing of mqnic's that mqnic_app_redline relies on: it registers the auxiliary device
 * "app_<APP_ID>" with the PCI device as its parent. The module must be named mqnic so that the
 * device appears as mqnic.app_52440001.N. It never touches BAR2 itself.
 */
#include <linux/auxiliary_bus.h>
#include <linux/idr.h>
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/slab.h>

#include "redline_regs.h"

#define STANDIN_VENDOR 0x1af4	/* Red Hat, Inc. (QEMU) */
#define STANDIN_DEVICE 0x1110	/* Inter-VM shared memory (ivshmem) */

static DEFINE_IDA(standin_ida);

struct standin_adev {
	struct auxiliary_device adev;
	char name[32];
};

static void standin_adev_release(struct device *dev)
{
	struct auxiliary_device *adev = to_auxiliary_dev(dev);
	struct standin_adev *s = container_of(adev, struct standin_adev, adev);

	ida_free(&standin_ida, adev->id);
	kfree(s);
}

static int standin_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	struct standin_adev *s;
	int ret;

	ret = pcim_enable_device(pdev);
	if (ret)
		return ret;
	s = kzalloc(sizeof(*s), GFP_KERNEL);
	if (!s)
		return -ENOMEM;
	ret = ida_alloc(&standin_ida, GFP_KERNEL);
	if (ret < 0) {
		kfree(s);
		return ret;
	}
	/* The name mqnic gives an application block's device: app_<APP_ID in hex>. */
	snprintf(s->name, sizeof(s->name), "app_%08x", REDLINE_APP_APP_ID);
	s->adev.name = s->name;
	s->adev.id = ret;
	s->adev.dev.parent = &pdev->dev;
	s->adev.dev.release = standin_adev_release;
	ret = auxiliary_device_init(&s->adev);
	if (ret) {
		ida_free(&standin_ida, s->adev.id);
		kfree(s);
		return ret;
	}
	ret = auxiliary_device_add(&s->adev);
	if (ret) {
		auxiliary_device_uninit(&s->adev);	/* release() frees it */
		return ret;
	}
	pci_set_drvdata(pdev, s);
	dev_info(&pdev->dev, "stand-in parent: registered %s.%s.%u\n", KBUILD_MODNAME, s->name,
		 s->adev.id);
	return 0;
}

static void standin_remove(struct pci_dev *pdev)
{
	struct standin_adev *s = pci_get_drvdata(pdev);

	auxiliary_device_delete(&s->adev);
	auxiliary_device_uninit(&s->adev);
}

static const struct pci_device_id standin_ids[] = {
	{ PCI_DEVICE(STANDIN_VENDOR, STANDIN_DEVICE) },
	{ }
};
/* No MODULE_DEVICE_TABLE: nothing should ever load this module on its own. */

static struct pci_driver standin_driver = {
	.name = KBUILD_MODNAME,
	.id_table = standin_ids,
	.probe = standin_probe,
	.remove = standin_remove,
};
module_pci_driver(standin_driver);

MODULE_DESCRIPTION("Test-only stand-in for mqnic: the redline app block's auxiliary device on an ivshmem BAR");
MODULE_LICENSE("GPL");
