// A screen's tests need the host and the lifecycle checker, recorder and driver: one import.
@_exported import FolioHost
@_exported import FolioTesting
