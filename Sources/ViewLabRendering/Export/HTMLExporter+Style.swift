extension HTMLExporter {
  /// The page's styles: the drawing beside the steps on a wide screen, above them on a phone.
  /// System fonts only (nothing to fetch); the strokes keep their width however far the drawing
  /// is scaled down.
  static let style = #"""
    :root { color-scheme: light; --ink: #1d2330; --muted: #5d6575; --line: #d8dce4; --accent: #e8590c;
      --ancestor: #7048e8; --axis: #0b7285; --chain: #2b8a3e; --bad: #c92a2a; --good: #2b8a3e; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC",
      "Hiragino Sans GB", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif; color: var(--ink);
      background: #f6f7f9; }
    header { padding: 12px 16px 4px; }
    h1 { font-size: 1.15rem; margin: 0 0 4px; }
    .intro { margin: 0; color: var(--muted); font-size: .9rem; max-width: 70em; }
    main { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 12px; padding: 8px 16px 16px;
      align-items: start; }
    figure { margin: 0; background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 8px;
      position: sticky; top: 8px; }
    figure svg { display: block; width: 100%; height: auto; max-height: 78vh; }
    svg polygon { vector-effect: non-scaling-stroke; }
    svg line.axis { stroke: var(--axis); stroke-width: 3; vector-effect: non-scaling-stroke;
      stroke-linecap: round; }
    svg .axis-label { fill: var(--axis); font-weight: 700; font-size: 12px; }
    svg .point-label { fill: var(--accent); font-weight: 700; font-size: 12px; paint-order: stroke;
      stroke: #fff; stroke-width: 3px; }
    svg g.ancestor > polygon { stroke: var(--ancestor); stroke-width: 2.5; stroke-dasharray: 7 4;
      fill: var(--ancestor); fill-opacity: .05; opacity: 1; }
    svg g.chain > polygon { stroke: var(--chain); stroke-width: 3; stroke-dasharray: none; opacity: 1; }
    svg g.current > polygon { stroke: var(--accent); stroke-width: 4; stroke-dasharray: none;
      fill: var(--accent); fill-opacity: .2; opacity: 1; }
    svg g.current > text { fill: var(--accent); font-weight: 700; }
    body.refused svg g.current > polygon { stroke: var(--bad); fill: var(--bad); }
    svg circle.tap { r: 6px; }
    .legend { list-style: none; margin: 6px 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 14px;
      font-size: .8rem; color: var(--muted); }
    .swatch { display: inline-block; width: 14px; height: 10px; margin-right: 5px; border: 2px solid;
      vertical-align: -1px; }
    .swatch.current { border-color: var(--accent); background: #fbd9c4; }
    .swatch.ancestor { border-color: var(--ancestor); border-style: dashed; }
    .swatch.chain { border-color: var(--chain); }
    .swatch.path { border-color: #d9412b; }
    .swatch.tap { border-color: #d9412b; background: #d9412b; border-radius: 50%; width: 10px; }
    #panel { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; min-width: 0; }
    #controls { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; }
    #controls button { font: inherit; padding: 6px 12px; border: 1px solid #b9c0cc; border-radius: 6px;
      background: #fff; cursor: pointer; min-height: 40px; }
    #controls button:hover { background: #f1f3f5; }
    #controls button:disabled { opacity: .4; cursor: default; }
    #next { background: var(--accent) !important; color: #fff; border-color: var(--accent) !important; }
    #counter { font-variant-numeric: tabular-nums; color: var(--muted); min-width: 5em; text-align: center; }
    #step { margin: 10px 0 4px; padding: 10px 12px; border-left: 4px solid var(--accent); background: #fff4ec;
      border-radius: 0 6px 6px 0; white-space: pre-wrap; overflow-wrap: anywhere; min-height: 4.5em; }
    #step .call { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-weight: 700;
      font-size: .9rem; }
    #step .part { display: block; font-size: .75rem; color: var(--muted); }
    #step.refused { border-color: var(--bad); background: #fff0f0; }
    #step.chain { border-color: var(--chain); background: #eefaf0; }
    #where { margin: 0 0 8px; color: var(--accent); font-weight: 600; font-size: .9rem; min-height: 1.4em; }
    #steps { position: relative; list-style: none; margin: 0; padding: 0; max-height: 46vh; overflow: auto; border-top: 1px solid var(--line);
      font-size: .85rem; }
    #steps li { padding: 3px 6px 3px calc(6px + var(--d, 0) * 14px); border-bottom: 1px solid #f0f1f4;
      cursor: pointer; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    #steps li.heading { cursor: default; font-weight: 700; background: #f1f3f5; padding-left: 6px; }
    #steps li.k-call { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
    #steps li.active { background: #ffe8d6; }
    .keys { color: var(--muted); font-size: .8rem; margin: 8px 0 0; }
    @media (max-width: 760px) {
      main { grid-template-columns: 1fr; padding: 0 8px 12px; gap: 8px; }
      /* The drawing stays on top while the steps scroll under it. */
      figure { position: sticky; top: 0; z-index: 1; border-radius: 0 0 8px 8px; padding: 4px 6px;
        box-shadow: 0 2px 6px rgba(0, 0, 0, .12); }
      figure svg { max-height: 38vh; }
      .legend { font-size: .72rem; gap: 2px 10px; margin-top: 2px; }
      header { padding: 10px 10px 6px; }
      h1 { font-size: 1.05rem; }
      .intro { font-size: .8rem; }
      #controls button { flex: 1 1 auto; padding: 6px 8px; }
      #counter { order: -1; flex-basis: 100%; text-align: left; }
      #steps { max-height: none; }
    }
    """#
}
