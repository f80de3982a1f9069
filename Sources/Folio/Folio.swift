// Folio: the page container (registration, reuse pools, lifecycle, recycling, plugin host).
//
// The page container is built on FolioList's adapter core; until it lands this module only
// re-exports the layers below it, so `import Folio` is the one import an app needs.

@_exported import FolioList
