extension HTMLExporter {
  /// The page's script: reads the steps from `#viewlab-data`, lists them, and shows one at a time
  /// (the arrow keys, Home/End and the buttons step). It writes text only through `textContent`,
  /// never as markup.
  static let script = #"""
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("viewlab-data").textContent);
      var steps = data.steps, at = 0;
      var parent = {}, axes = {}, groups = {};
      data.views.forEach(function (v) { parent[v[0]] = v[1]; axes[v[0]] = v[2]; });
      Array.prototype.forEach.call(document.querySelectorAll("#scene [data-view]"), function (g) {
        groups[g.getAttribute("data-view")] = g;
      });
      var $ = function (id) { return document.getElementById(id); };
      var stepBox = $("step"), list = $("steps"), items = [];

      function el(tag, cls, text) {
        var e = document.createElement(tag);
        if (cls) e.className = cls;
        if (text !== undefined) e.textContent = text;
        return e;
      }

      var lastPart = null;
      steps.forEach(function (s, n) {
        if (s.part !== lastPart && data.parts[s.part]) list.appendChild(el("li", "heading", data.parts[s.part]));
        lastPart = s.part;
        var li = el("li", "k-" + s.kind, s.kind === "call" ? s.call : s.lines.join(" "));
        li.style.setProperty("--d", s.part === "hitTest" ? s.depth + (s.kind === "call" ? 0 : 1) : 0);
        li.addEventListener("click", function () { show(n); });
        list.appendChild(li);
        items.push(li);
      });

      function setLine(id, x1, y1, x2, y2) {
        var l = $(id);
        l.setAttribute("x1", x1); l.setAttribute("y1", y1); l.setAttribute("x2", x2); l.setAttribute("y2", y2);
      }
      function place(id, x, y, text) {
        var t = $(id);
        t.setAttribute("x", x); t.setAttribute("y", y);
        if (text !== undefined) t.textContent = text;
      }

      /// The view's x and y axes, 28 points long, from its bounds origin.
      function drawAxes(name) {
        var marks = $("marks"), a = name && axes[name];
        marks.style.display = a ? "" : "none";
        if (!a) return;
        var ux = Math.hypot(a[2], a[3]) || 1, vy = Math.hypot(a[4], a[5]) || 1;
        var xe = [a[0] + a[2] / ux * 28, a[1] + a[3] / ux * 28], ye = [a[0] + a[4] / vy * 28, a[1] + a[5] / vy * 28];
        setLine("axis-x", a[0], a[1], xe[0], xe[1]);
        setLine("axis-y", a[0], a[1], ye[0], ye[1]);
        place("axis-x-label", xe[0] + 2, xe[1] + 4);
        place("axis-y-label", ye[0] - 3, ye[1] + 11);
      }

      function show(n) {
        at = Math.max(0, Math.min(steps.length - 1, n));
        var s = steps[at];
        Object.keys(groups).forEach(function (k) { groups[k].classList.remove("current", "ancestor", "chain"); });
        (s.chain || []).forEach(function (k) { if (groups[k]) groups[k].classList.add("chain"); });
        if (s.view) {
          for (var p = parent[s.view]; p; p = parent[p]) if (groups[p]) groups[p].classList.add("ancestor");
          if (groups[s.view]) groups[s.view].classList.add("current");
        }
        var refused = s.kind === "gate" || (s.kind === "inside" && s.lines.join("").indexOf("✗") >= 0);
        document.body.classList.toggle("refused", refused);
        stepBox.className = refused ? "refused" : (s.part === "chain" ? "chain" : "");
        stepBox.textContent = "";
        stepBox.appendChild(el("span", "part", data.parts[s.part] || ""));
        if (s.call) stepBox.appendChild(el("div", "call", s.call));
        s.lines.forEach(function (line) { stepBox.appendChild(el("div", "line", line)); });
        $("where").textContent = s.where || "";
        $("counter").textContent = (at + 1) + " / " + steps.length;
        $("first").disabled = $("prev").disabled = at === 0;
        $("next").disabled = $("last").disabled = at === steps.length - 1;
        drawAxes(s.point ? s.view : null);
        if (data.tap && s.point) place("point-label", data.tap[0] + 9, data.tap[1] - 9, fmt(s.point));
        else place("point-label", 0, 0, "");
        items.forEach(function (li, i) { li.classList.toggle("active", i === at); });
        var li = items[at];
        if (li.offsetTop < list.scrollTop || li.offsetTop + li.offsetHeight > list.scrollTop + list.clientHeight)
          list.scrollTop = li.offsetTop - list.clientHeight / 3;
      }

      function fmt(p) {
        var f = function (x) { var r = Math.round(x * 1000) / 1000; return String(r === 0 ? 0 : r); };
        return "(" + f(p[0]) + ", " + f(p[1]) + ")";
      }

      $("first").addEventListener("click", function () { show(0); });
      $("prev").addEventListener("click", function () { show(at - 1); });
      $("next").addEventListener("click", function () { show(at + 1); });
      $("last").addEventListener("click", function () { show(steps.length - 1); });
      document.addEventListener("keydown", function (e) {
        if (e.altKey || e.ctrlKey || e.metaKey) return;
        var to = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1,
          Home: 0, End: steps.length - 1 }[e.key];
        if (to === undefined) return;
        e.preventDefault();
        show(to);
      });
      show(0);
    })();
    """#
}
