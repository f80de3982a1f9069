// FolioList: the adapter core (virtual collection view, scroll model, clock, ListAdapter).
//
// The adapter core is the next layer to be built; until then this module only re-exports the
// diff, so that code written against FolioList already sees `Diffable` and `diff(old:new:)`.

@_exported import FolioDiff
