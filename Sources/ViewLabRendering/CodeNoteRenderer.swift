import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

/// Words for what pasted code did.
enum CodeNoteRenderer {
  static func render(_ note: CodeNote, _ s: Style) -> String {
    let l = s.language
    switch note {
    case .rootView(let view, let controller): return s.dim(Words.codeRootView(view, controller, l))
    case .created(let name, let cls, let frame): return s.dim(Words.codeCreated(name, cls, frame, l))
    case .entered(let view, let cls, let frame, let parent):
      return s.dim(Words.added(view, cls, frame, in: parent, l))
    case .interfaceRead(let cls, let superclass): return s.dim(Words.codeInterfaceRead(cls, superclass, l))
    case .noSuchMethod(let selector, let cls): return s.warning(Words.codeNoSuchMethod(selector, cls, l))
    case .ignored(let what): return s.dim(Words.codeIgnored(what, l))
    case .scaffolding(let what): return s.dim(Words.codeScaffolding(what, l))
    case .notASubview(let view, let target, let selector):
      return s.dim(Words.codeNotASubview(view, of: target, selector, l))
    case .printed(let text): return text
    case .variable(let name, let value): return s.dim("\(name) = \(value)")
    case .classDefined(let c): return OverrideWords.classNote(c, s)
    case .sizeKept(let view, let size): return s.dim(Words.codeSizeKept(view, size, l))
    case .frameInHitTesting(let cls, let method, let line, let objectiveC):
      let call = OverrideCall(
        className: cls, method: method, view: ViewID(0), point: nil, line: line, objectiveC: objectiveC)
      return Words.codeFrameInHitTesting(cls, OverrideTraceRenderer.selector(call), line: line, objectiveC, l)
    case .alphaGateAtOrBelow(let cls, let method, let line, let objectiveC):
      let call = OverrideCall(
        className: cls, method: method, view: ViewID(0), point: nil, line: line, objectiveC: objectiveC)
      return s.dim(Words.codeAlphaGateAtOrBelow(cls, OverrideTraceRenderer.selector(call), line: line, l))
    case .noKeyboard: return s.dim(OverrideWords.accepted(.endEditing, l))
    case .animated: return s.dim(OverrideWords.accepted(.animation, l))
    case .ranOnMainQueue(let line, let delay):
      return s.dim(OverrideWords.accepted(.mainQueue(line: line, delay: delay), l))
    case .notRunAfterReturn(let line):
      return s.dim(
        s.pick(
          "not run: the method returned at line \(line), so the code after that return never runs",
          "未执行：方法已在第 \(line) 行 return，这之后的代码都不会执行"))
    case .changedInBlock(let view, let property, let value):
      return s.dim(s.pick("→ \(view).\(property) = \(value)", "→ \(view).\(property) 变为 \(value)"))
    case .optionalChainStopped(let base):
      return s.dim(Words.optionalChainStopped(SwiftClassWriter.expr(base), l))
    case .delegateWithoutMethods(let g): return s.dim(Words.codeDelegateWithoutMethods(g, l))
    case .notRootController(let cls, let root): return s.dim(Words.codeNotRootController(cls, root: root, l))
    }
  }
}
