// FolioList builds on FolioDiff; re-exporting it lets `import FolioList` see `Diffable`.
@_exported import FolioDiff
