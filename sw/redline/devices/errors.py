"""Errors every device backend raises, below the modules that raise them (device.py chooses a
backend; etherbone.py, simctl and the sysfs path are the backends), so none of them imports
another to name the error."""


class DeviceError(RuntimeError):
    """The device cannot be reached, or refused what was written (one-line message)."""
