/// The one place each misconception's hint is worded, English and Simplified Chinese side by side.
/// `{slot}`s are filled from the diagnosis's facts: numbers and names computed on the question's
/// scene, so a hint quotes the learner's own case. Both languages use the same slots.
extension Misconception {
  public var wording: (en: String, zh: String) {
    switch self {
    case .boundsForFrame:
      return (
        "You gave {view}.{wrong} = {given}: bounds {bounds} is {view} in its own coordinate system. frame is where {view} sits in its superview's ({parent}'s) coordinates, origin and all.",
        "你给的是 {view}.{wrong} = {given}：bounds {bounds} 是 {view} 自己的坐标系。frame 描述的是 {view} 在父视图（{parent}）坐标系里的位置，原点也要按父视图算。"
      )
    case .boundsForFrameInWindow:
      return (
        "You gave {view}.{wrong} = {given}: bounds {bounds} is {view} in its own coordinate system. The question asks where {view} sits in the window: take its frame in {parent} and convert it up through each superview to the window.",
        "你给的是 {view}.{wrong} = {given}：bounds {bounds} 是 {view} 自己的坐标系。题目问的是 {view} 在 window 坐标系里的位置：先取它在 {parent} 里的 frame，再一层层往上转换到 window。"
      )
    case .frameForBounds:
      return (
        "You gave {view}.{wrong} = {given}: frame {frame} is {view} seen from its superview {parent}. bounds is the view's own coordinate system: its origin is (0, 0) unless someone set bounds.origin, and a transform does not change it.",
        "你给的是 {view}.{wrong} = {given}：frame {frame} 是从父视图 {parent} 看 {view}。bounds 是视图自己的坐标系：除非设置过 bounds.origin，原点就是 (0, 0)，transform 也不会改变它。"
      )
    case .frameForFrameInWindow:
      return (
        "You gave {view}.{wrong} = {given}, which is in {parent}'s coordinates, not the window's. Convert it up through each superview: without transforms, each step adds that superview's frame.origin and subtracts its bounds.origin.",
        "你给的是 {view}.{wrong} = {given}，它在 {parent} 的坐标系里，不是 window 的。要经过每个父视图一层层往上转换：没有 transform 时，每一层加上该父视图的 frame.origin，再减去它的 bounds.origin。"
      )
    case .frameMidpointForCenter:
      return (
        "You gave the middle of {view}'s frame, {midpoint}. center is layer.position, the anchor point's place in the superview, not computed from frame: {view}'s anchorPoint is {anchor}, not the default (0.5, 0.5), so the anchor is not the frame's middle.",
        "你给的是 {view} 的 frame 中点 {midpoint}。center 就是 layer.position，即锚点在父视图中的位置，不是从 frame 算出来的：{view} 的锚点是 {anchor}，不是默认的 (0.5, 0.5)，所以锚点不在 frame 的正中。"
      )
    case .frameMidpointForTranslatedCenter:
      return (
        "You gave the middle of {view}'s frame, {midpoint}. {view}'s transform translates it by {translation}: a transform moves where the view is drawn, and so its frame, but never center (layer.position). A rotation or scale about the default anchor would keep the two together; a translation does not.",
        "你给的是 {view} 的 frame 中点 {midpoint}。{view} 的 transform 把它平移了 {translation}：transform 改变视图画在哪里，frame 也随之改变，但 center（layer.position）不变。围绕默认锚点旋转或缩放时两者仍然重合，平移则不会。"
      )
    case .ownMidpointForCenter:
      return (
        "You gave {given}, the middle of {view} in its own coordinates. center is in the superview's ({parent}'s) coordinates: it is layer.position, the anchor point's place in {parent}.",
        "你给的 {given} 是 {view} 在自身坐标系里的中点。center 在父视图（{parent}）的坐标系里：它就是 layer.position，即锚点在 {parent} 中的位置。"
      )
    case .originForCenter:
      return (
        "You gave {view}'s frame.origin {given}, its top-left corner. center (layer.position) is the anchor point's place in the superview: the anchor point is {anchor} of the view's size from that corner.",
        "你给的 {given} 是 {view} 的 frame.origin，也就是左上角。center（layer.position）是锚点在父视图中的位置：锚点 {anchor} 是从左上角按视图尺寸的比例量出来的。"
      )
    case .centerForOrigin:
      return (
        "You put layer.position {position} where frame.origin goes. position is where the anchor point {anchor} sits; frame.origin = position − anchorPoint × size = position − {anchor} × {size}.",
        "你把 layer.position {position} 当成了 frame.origin。position 是锚点 {anchor} 所在的位置；frame.origin = position − anchorPoint × size = position − {anchor} × {size}。"
      )
    case .staleFrameAfterAnchor:
      return (
        "{given} is {view}.{field} from before `{line}`. Changing anchorPoint keeps position {position}, so the view moves and frame is recomputed: frame.origin = position − anchorPoint × size.",
        "{given} 是执行 `{line}` 之前的 {view}.{field}。修改锚点时 position {position} 不变，所以视图会移动，frame 要重新计算：frame.origin = position − anchorPoint × size。"
      )
    case .defaultAnchorAssumed:
      return (
        "{given} is what {view}.{field} would be with the default anchorPoint (0.5, 0.5). {view}'s anchorPoint is {anchor}, so frame.origin = position {position} − {anchor} × size {size}.",
        "{given} 是默认锚点 (0.5, 0.5) 时的 {view}.{field}。{view} 的锚点是 {anchor}，所以 frame.origin = position {position} − {anchor} × size {size}。"
      )
    case .boundsSizeKeepsOrigin:
      return (
        "You kept the old frame origin and applied the new size. `{line}` keeps layer.position {position}: the view grows or shrinks about its anchor point {anchor}, so frame.origin moves.",
        "你保留了原来的 frame 原点，只换了尺寸。`{line}` 不改变 layer.position {position}：视图围绕锚点 {anchor} 放大或缩小，所以 frame.origin 会变。"
      )
    case .boundsOriginMovesView:
      return (
        "You moved {view} by its bounds.origin {origin}. Setting bounds.origin moves no pixel of the view itself: it shifts what is inside it (its subviews) by −origin. {view}'s frame does not move.",
        "你按 bounds.origin {origin} 移动了 {view}。设置 bounds.origin 不会移动视图本身，只会把里面的内容（子视图）平移 −origin。{view} 的 frame 不会变。"
      )
    case .untransformedFrame:
      return (
        "{given} is {view}.{field} without the transform of {turned}. frame is the bounding box of the view as drawn, after its transform (applied about the anchor point); bounds and center do not change.",
        "{given} 是忽略 {turned} 的 transform 时的 {view}.{field}。frame 是视图按 transform（围绕锚点）变换后实际画出来的外接矩形；bounds 和 center 不变。"
      )
    case .transformScalesBounds:
      return (
        "You gave the transformed size. A transform never changes bounds: {view}'s bounds keep the size it was given; only frame (the drawn bounding box) reflects the transform.",
        "你给的是变换后的尺寸。transform 不会改变 bounds：{view} 的 bounds 保持设定时的尺寸；只有 frame（画出来的外接矩形）反映 transform。"
      )
    case .pointNotConverted:
      return (
        "You gave the point {point} unchanged, as if {from} and {to} shared one coordinate system. Each view measures from its own bounds: go up from {from} to the common ancestor, then down to {to}.",
        "你原样给出了点 {point}，好像 {from} 和 {to} 用同一个坐标系。每个视图都从自己的 bounds 量起：从 {from} 往上到共同的祖先视图，再往下到 {to}。"
      )
    case .convertedOneLevel:
      return (
        "{given} is the point in {stop}'s coordinates: you stopped one level short. Keep converting until you reach {to}.",
        "{given} 是该点在 {stop} 坐标系里的值：你少转换了一层。要一直转换到 {to}。"
      )
    case .convertedBackwards:
      return (
        "{given} is {to}.convert({point}, to: {from}): the conversion the other way round. {from}.convert(p, to: {to}) takes a point in {from}'s coordinates and gives it in {to}'s.",
        "{given} 是 {to}.convert({point}, to: {from})，方向反了。{from}.convert(p, to: {to}) 接收 {from} 坐标系里的点，给出它在 {to} 坐标系里的值。"
      )
    case .boundsOriginIgnored:
      return (
        "{given} is the answer if bounds.origin were ignored. Here {scrolled}: a view's bounds.origin shifts its content by −origin (that is how a scroll view scrolls), so conversions through it change.",
        "{given} 是忽略 bounds.origin 时的答案。这里 {scrolled}：视图的 bounds.origin 会把内容平移 −origin（滚动视图就是这样滚动的），经过它的坐标转换也随之改变。"
      )
    case .boundsOriginAdded:
      return (
        "{given} shifts the content the wrong way. Here {scrolled}: content moves by −bounds.origin, so a point in the superview is found at p + origin inside the view, and a subview appears at frame.origin − origin.",
        "{given} 把内容平移的方向弄反了。这里 {scrolled}：内容按 −bounds.origin 平移，所以子视图出现在 frame.origin − origin，父视图中的点在视图里是 p + origin。"
      )
    case .windowPointForOwnPoint:
      return (
        "You read {point} as a window point. point(inside:with:) takes the point in {view}'s own coordinates; the window point {point} would be {converted} in {view}.",
        "你把 {point} 当成了 window 坐标。point(inside:with:) 的参数是 {view} 自身坐标系里的点；window 上的 {point} 在 {view} 里是 {converted}。"
      )
    case .transformIgnored:
      return (
        "{given} is the answer without the transform of {turned}. A transform (applied about the anchor point) changes where the view is drawn, and conversions and hit-testing follow it.",
        "{given} 是忽略 {turned} 的 transform 时的答案。transform（围绕锚点）改变视图画在哪里，坐标转换和 hitTest 都跟着它走。"
      )
    case .laterSiblingBehind:
      return (
        "{view} does contain the point, but it is not the frontmost view there: hitTest asks {parent}'s subviews from the last added to the first, so a view added after {view} that also takes the point answers before {view} is asked.",
        "{view} 确实包含这个点，但它不是那里最前面的视图：hitTest 从 {parent} 最后加入的子视图往前询问，所以在 {view} 之后加入、同样接受该点的视图会先返回，轮不到 {view}。"
      )
    case .superviewInsteadOfDeepest:
      return (
        "{view} contains the point, but hitTest does not stop there: it asks {view}'s subviews, and the deepest view that accepts the point is the answer.",
        "{view} 包含这个点，但 hitTest 不会停在那里：它会继续询问 {view} 的子视图，最终返回最深的、接受该点的视图。"
      )
    case .blockedByTheViewItself:
      return (
        "{view} itself passes its checks here; the walk stops earlier, at one of its ancestors: hitTest runs top-down, and once an ancestor refuses, {view} is never asked.",
        "{view} 自身的检查都能通过；拦截发生得更早，在它的某个祖先视图：hitTest 自上而下进行，祖先一旦拒绝，{view} 根本不会被询问。"
      )
    case .nilInsteadOfSelf:
      return (
        "Nothing deeper takes the point, but that does not make the answer nil: a view that passes its checks and contains the point returns itself from hitTest when none of its subviews answers.",
        "没有更深的视图接受这个点，但答案并不是 nil：一个通过了各项检查且包含该点的视图，在没有子视图返回结果时，hitTest 返回它自己。"
      )
    case .outsideSuperviewHittable:
      return (
        "The point lies outside {refuser}'s bounds {bounds}, so {refuser}'s point(inside:) is false and its hitTest returns nil without asking its subviews, even where a subview is drawn (clipsToBounds is {clips} and does not matter).",
        "该点在 {refuser} 的 bounds {bounds} 之外，所以 {refuser} 的 point(inside:) 为 false，它的 hitTest 直接返回 nil，不会询问子视图，即使子视图画在那里（clipsToBounds 为 {clips}，与此无关）。"
      )
    case .hiddenHittable:
      return (
        "Your answer treats {refuser} as hittable, but it is hidden: hitTest returns nil at once for a hidden view, and so for its whole subtree.",
        "你的答案把 {refuser} 当成可以被点中，但它是隐藏的（isHidden == true / hidden = YES）：hitTest 对隐藏视图直接返回 nil，整个子树都点不中。"
      )
    case .transparentHittable:
      return (
        "Your answer treats {refuser} as hittable, but its alpha is {alpha}, less than 0.01: hitTest returns nil for it and its whole subtree.",
        "你的答案把 {refuser} 当成可以被点中，但它的 alpha 是 {alpha}，小于 0.01：hitTest 对它及其整个子树返回 nil。"
      )
    case .alphaThresholdFloat:
      return (
        "{refuser}'s alpha was set to 0.01, but alpha is stored as a Float: {alpha}, which is less than 0.01. So hitTest ignores {refuser} whether you read the rule as < 0.01 or <= 0.01.",
        "{refuser} 的 alpha 设为 0.01，但 alpha 以 Float 存储：{alpha}，小于 0.01。所以无论规则写成 < 0.01 还是 <= 0.01，hitTest 都会忽略 {refuser}。"
      )
    case .interactionOffHittable:
      return (
        "Your answer treats {refuser} as hittable, but its isUserInteractionEnabled is false: its hitTest returns nil before looking at any subview, so neither it nor its subtree can be hit.",
        "你的答案把 {refuser} 当成可以被点中，但它的 isUserInteractionEnabled（userInteractionEnabled）为 false：它的 hitTest 在看子视图之前就返回 nil，它和整个子树都点不中。"
      )
    case .labelDefaultInteraction:
      return (
        "{refuser} is a {class}, and a {class} starts with isUserInteractionEnabled == false. Nobody turned it on, so hitTest skips {refuser} and every subview inside it.",
        "{refuser} 是 {class}，而 {class} 默认 isUserInteractionEnabled == false。没有人打开它，所以 hitTest 会跳过 {refuser} 及其中所有子视图。"
      )
    case .lowAlphaRefuses:
      return (
        "{refuser} has alpha {alpha}: faint, but not less than 0.01, so hitTest still accepts it. Only alpha < 0.01 (as stored, a Float) makes a view ignore touches.",
        "{refuser} 的 alpha 是 {alpha}：很淡，但不小于 0.01，所以 hitTest 仍然接受它。只有 alpha < 0.01（按 Float 存储的值）才会让视图忽略触摸。"
      )
    case .clipsToBoundsBlocks:
      return (
        "clipsToBounds on {refuser} only masks drawing to its bounds. hitTest and point(inside:) never read it, so it changes nothing about who is hit.",
        "{refuser} 的 clipsToBounds 只把绘制裁剪到 bounds 内。hitTest 和 point(inside:) 都不读它，所以它不影响谁被点中。"
      )
    case .enabledLabelRefuses:
      return (
        "{refuser} is a {class}, which starts with isUserInteractionEnabled == false, but this scene turns it on, so {refuser} takes part in hit-testing like any view.",
        "{refuser} 是 {class}，默认 isUserInteractionEnabled == false，但这个场景把它打开了，所以 {refuser} 像普通视图一样参与 hitTest。"
      )
    case .overrideIgnored:
      return (
        "Your answer ignores `{override}`: that override changes {refuser}'s point(inside:) or hitTest, and UIKit calls the override, not the default.",
        "你的答案忽略了 `{override}`：它重写了 {refuser} 的 point(inside:) 或 hitTest，UIKit 调用的是重写后的方法，而不是默认实现。"
      )
    case .visitedInAddedOrder:
      return (
        "You visited subviews from the first added to the last. hitTest walks subviews from the last (frontmost) to the first, and stops at the first one that returns a view.",
        "你按添加顺序从第一个子视图开始遍历。hitTest 从最后一个（最前面的）子视图往前遍历，遇到第一个返回视图的就停止。"
      )
    case .visitedSkipsRefusals:
      return (
        "You left out {missing}. hitTest(_:with:) is called on {missing} too: that call is what returns nil (hidden, alpha, interaction or point(inside:) false).",
        "你漏掉了 {missing}。{missing} 的 hitTest(_:with:) 也被调用了：正是这次调用返回了 nil（隐藏、alpha、交互关闭或 point(inside:) 为 false）。"
      )
    case .visitedPastRefusal:
      return (
        "hitTest(_:with:) is never called on {extra}: {parent}'s hitTest returned nil before looking at its subviews.",
        "{extra} 的 hitTest(_:with:) 根本不会被调用：{parent} 的 hitTest 在查看子视图之前就返回了 nil。"
      )
    case .visitedAfterHit:
      return (
        "hitTest(_:with:) is never called on {extra}: once a subview returns a view ({hit}'s branch), its superview returns that at once and the remaining, earlier subviews are skipped.",
        "{extra} 的 hitTest(_:with:) 根本不会被调用：一旦某个子视图返回了视图（{hit} 所在的分支），父视图立刻返回它，剩下更早的子视图都被跳过。"
      )
    case .chainMissingController:
      return (
        "You left out the view controller ({controllers}). A view controller's root view has the controller as its next responder, and the controller passes the touch on to its own next, as shown.",
        "你漏掉了视图控制器（{controllers}）。控制器根视图的 next 是这个控制器，控制器再交给它自己的 next，如上所示。"
      )
    case .chainMissingApplication:
      return (
        "The chain does not stop at {stop}: after it come {missing}, each the next responder of the one before, up to the app delegate.",
        "响应者链不会停在 {stop}：后面还有 {missing}，每一个都是前一个的 next，一直到 AppDelegate。"
      )
    case .chainReversed:
      return (
        "You wrote the chain from the top down. The responder chain starts at the hit view, {hit}, and follows next up to the window and the application: the reverse of hit-testing's way down.",
        "你把响应者链从上往下写了。响应者链从被点中的视图 {hit} 开始，沿 next 向上到 window 和 UIApplication，方向与 hitTest 向下的过程相反。"
      )
    case .chainWithNonAncestor:
      return (
        "{extra} is not on the way up from {hit}. The chain only follows next: a view's next is its view controller (for a root view) or its superview, never a sibling.",
        "{extra} 不在从 {hit} 往上的路上。响应者链只沿 next 走：视图的 next 是它的控制器（如果是根视图）或父视图，绝不会是兄弟视图。"
      )
    case .chainStartsAboveHit:
      return (
        "The chain starts at the view hit-testing returns, {hit}, not at {start}: hitTest goes down to the deepest view that accepts the point.",
        "响应者链从 hitTest 返回的视图 {hit} 开始，而不是 {start}：hitTest 会一直找到接受该点的最深的视图。"
      )
    case .chainStartsAtUnhitView:
      return (
        "The chain starts at the view hit-testing returns, {hit}. {start} is not hit at this point (the walk down never returns it), so it is not in the chain.",
        "响应者链从 hitTest 返回的视图 {hit} 开始。{start} 在这个点上没有被点中（hitTest 向下查找时不会返回它），所以不在链上。"
      )
    case .controllerBeforeItsView:
      return (
        "{controller} comes after its view {owner}: {owner}.next is {controller}, and {controller}.next is {next}.",
        "{controller} 在它的根视图 {owner} 之后：{owner}.next 是 {controller}，{controller}.next 是 {next}。"
      )
    case .childControllerSkipsToWindow:
      return (
        "{controller}.next is {next}, not the window: the chain goes on through {skipped} before it reaches the window.",
        "{controller}.next 是 {next}，而不是 window：响应者链要先经过 {skipped} 才到 window。"
      )
    case .superStopsTouch:
      return (
        "{responder} overrides touchesBegan and calls super, and super forwards the touch to the next responder, so the walk goes on after {responder}.",
        "{responder} 重写了 touchesBegan 并调用了 super，而 super 会把触摸转发给下一个响应者，所以在 {responder} 之后还会继续传递。"
      )
    case .overrideForwardsTouch:
      return (
        "{responder} overrides touchesBegan without calling super, so the touch stops there: nobody after {responder} gets touchesBegan.",
        "{responder} 重写了 touchesBegan 但没有调用 super，所以触摸停在那里：{responder} 之后的响应者都收不到 touchesBegan。"
      )
    case .handledOutsideChain:
      return (
        "{extra} overrides touchesBegan but is not in this touch's responder chain ({chain}), so its override never runs.",
        "{extra} 重写了 touchesBegan，但不在这次触摸的响应者链（{chain}）上，所以它的重写不会执行。"
      )
    }
  }
}
