import ViewLabCommands
import ViewLabGeometry
import ViewLabLanguage

extension ErrorWords {
  /// The control flow of pasted code at the top level went wrong; the line's changes are undone.
  static func flow(_ p: FlowProblem, _ l: Language) -> (String, String?) {
    let unchanged = l.pick("nothing this code did was kept", "这段代码做的改动都没有保留")
    switch p {
    case .badRange(let lower, let upper, let closed):
      let range = Number.format(lower) + (closed ? "..." : "..<") + Number.format(upper)
      return (
        l.pick(
          "the range \(range) ends below its start (Swift stops the app here: Range requires lowerBound <= upperBound)",
          "区间 \(range) 的上界小于下界（Swift 会在这里让应用崩溃：Range requires lowerBound <= upperBound）"),
        l.pick(
          "write the smaller bound first (to count down, write (lower..<upper).reversed()); \(unchanged)",
          "把较小的数写在前面（需要倒序遍历时，写成 (lower..<upper).reversed()）；\(unchanged)")
      )
    case .guardWithoutReturn:
      return (
        l.pick(
          "this guard's else does not leave (Swift requires return, break or continue there)",
          "这个 guard 的 else 分支没有退出当前作用域（Swift 要求在这里写 return、break 或 continue）"),
        unchanged
      )
    case .stepBudget(let n):
      return (
        l.pick("this code ran more than \(n) steps: a loop that never ends?", "这段代码已执行超过 \(n) 步：是不是死循环？"),
        unchanged
      )
    case .backgroundQueue(let queue):
      return (
        l.pick(
          "ViewLab does not model a block for \(queue): it has one thread, the main one, and UIKit may be used only on the main thread",
          "ViewLab 不模拟提交给 \(queue) 的 block：ViewLab 只有一个线程，也就是主线程，而 UIKit 只能在主线程上使用"),
        l.pick(
          "UI work goes to DispatchQueue.main.async { … } (dispatch_get_main_queue() in Objective-C); \(unchanged)",
          "更新界面的代码要放进 DispatchQueue.main.async { … }（Objective-C 中用 dispatch_get_main_queue()）；\(unchanged)")
      )
    case .mainQueueSync(let call):
      return (
        l.pick(
          "\(call) onto the main queue never returns here: this code already runs on the main queue, and sync waits for a block the main queue runs only after this code returns — a deadlock (Apple: sync targeting the current queue deadlocks)",
          "在这里对主队列调用 \(call) 永远不会返回：这段代码本来就运行在主队列上，sync 要等的 block 只有在这段代码返回之后才会被主队列执行——这就是死锁（Apple 文档：对当前队列调用 sync 会导致死锁）"
        ),
        l.pick(
          "use async (the block then runs after this code), or write the statements without the block: they are on the main thread already; \(unchanged)",
          "改用 async（block 会在这段代码返回之后执行），或者去掉 sync，直接写 block 里的语句：它们本来就在主线程上执行；\(unchanged)")
      )
    case .failedCast(let type, let found):
      return (
        Words.failedCast(type, found: found, l),
        l.pick(
          "use as? \(type) and handle nil (if let / guard let); \(unchanged)",
          "改用 as? \(type) 并处理 nil（if let / guard let）；\(unchanged)")
      )
    }
  }
}
