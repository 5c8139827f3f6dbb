// Tests start programs through the test kit: `ChildProcess` comes with it.
@_exported import ViewLabChildProcess
