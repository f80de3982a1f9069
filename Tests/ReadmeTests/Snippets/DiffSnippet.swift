import FolioDiff

struct Story: Identifiable, Diffable, Equatable {
  var id: String  // the identity; content equality comes from ==
  var title: String
}

func diffExample() -> DiffResult<Story> {
  let old = [
    Story(id: "news", title: "News"), Story(id: "sport", title: "Sport"),
    Story(id: "music", title: "Music"),
  ]
  let new = [
    Story(id: "music", title: "Music"), Story(id: "news", title: "Top news"),
    Story(id: "film", title: "Film"),
  ]
  let result = diff(old: old, new: new)
  // result.deletes == [1]         old indexes: "sport"
  // result.inserts == [2]         new indexes: "film"
  // result.updates == [0]         old indexes: "news" changed its title
  // result.moves == [2→0]         "music" moved; "news" kept its order, so it does not move
  // result.oldIndex(for: "music") == 2, result.newIndex(for: "music") == 0
  // result.forBatchUpdates(): an update that also moves becomes a delete and an insert
  return result
}
