// The seeded generator that model tests take (and print the seed of) comes with FolioTesting.
@_exported import FolioSupport
