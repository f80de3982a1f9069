// Folio builds on FolioList (and FolioDiff); re-exporting them makes `import Folio` the one
// import an app needs.
@_exported import FolioList
