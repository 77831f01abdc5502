"""A running TM: the real-time harness (`simctl`), the driver's sysfs (`device`), the board over
Etherbone (`etherbone`, `board`); `errors.DeviceError` is what each backend raises."""
