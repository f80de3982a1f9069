@_exported import FolioHost
