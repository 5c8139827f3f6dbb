/// Chinese yes/no: a question is answered with its own verb, affirmed or negated (在/不在,
/// 能到达/到达不了/不能到达, 收得到/收不到, 会识别/不会识别, 会识别成功), with an optional name or
/// pronoun before it ("tapCard 会识别成功", "它不会"). A clause is read only when it is exactly one
/// such form: "会不会", "不在在" and anything with a second verb are not read.
///
///     ChineseVerbForms.read("收不到")      // false
///     ChineseVerbForms.read("能到达")      // true
///     ChineseVerbForms.read("会不会")      // nil
enum ChineseVerbForms {
  /// The verbs the lessons and quiz ask with.
  static let verbs = [
    "接收得到", "接收到", "到达", "收到", "接收", "识别", "响应", "处理", "触发", "命中", "调用", "包含", "拦截",
    "传到", "传递", "经过", "交互", "点中", "取消", "送达", "看到", "在", "到", "收", "有", "是",
  ]
  /// Before the verb: yes.
  static let modals = ["能够", "可以", "能", "会", "还会", "还能", "仍然", "依然", "也"]
  /// Before the verb: no.
  static let negatingModals = ["不能够", "不可以", "不能", "不会", "没能", "没有", "无法", "不", "没", "未"]
  /// After the verb: done (yes) — 识别成功, 收得到, 到达得了.
  static let completions = ["成功", "得到", "得了", "到了", "到", "了"]
  /// After the verb: cannot (no) — 收不到, 到达不了, 识别不了.
  static let failures = ["不到", "不了", "不成", "不成功", "失败"]
  /// What may stand before the verb phrase: the subject.
  static let subjects = ["它们", "它", "他", "这个", "那个", "都", "会被", "被"]

  static func read(_ clause: String) -> Bool? {
    let c = Substring(clause.trimmingWhitespace)
    // "到达不了" ends in 了 but is a form of its own: read it whole before trimming particles.
    if let whole = form(c, trimmingParticles: false) { return whole }
    return form(c, trimmingParticles: true)
  }

  static func form(_ clause: Substring, trimmingParticles: Bool) -> Bool? {
    var c = clause
    // A leading view name ("tapCard 会识别成功"): name characters, then the Chinese.
    let latin = c.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || "_-. ".contains($0)) }
    if !latin.isEmpty, latin.count < c.count { c = c.dropFirst(latin.count) }
    guard !c.isEmpty, c.allSatisfy({ !$0.isASCII }) else { return nil }
    for particle in ["的", "了", "啊", "吧", "呢", "哦", "呀"]
    where trimmingParticles && c.count > 1 && c.hasSuffix(particle) {
      c = c.dropLast(particle.count)
    }
    for subject in subjects where c.hasPrefix(subject) && c.count > subject.count {
      c = c.dropFirst(subject.count)
      break
    }
    var yes = true
    var rest = Substring(c)
    if let negator = negatingModals.first(where: { rest.hasPrefix($0) }) {
      yes = false
      rest = rest.dropFirst(negator.count)
      if rest.isEmpty { return false }  // 不会, 不能, 没有, 不 on their own
    } else if let modal = modals.first(where: { rest.hasPrefix($0) }) {
      rest = rest.dropFirst(modal.count)
      if rest.isEmpty { return true }  // 会, 能, 可以 on their own
    }
    guard let verb = verbs.first(where: { rest.hasPrefix($0) }) else { return nil }
    rest = rest.dropFirst(verb.count)
    if rest.isEmpty { return yes }
    // 收得到 / 到达得了: 得 + a completion, an affirmed potential.
    if rest.hasPrefix("得"), completions.contains(String(rest.dropFirst())) { return yes ? true : nil }
    if completions.contains(String(rest)) { return yes }
    // 收不到 / 到达不了: only after an affirmed verb (不收不到 is not an answer).
    if failures.contains(String(rest)) { return yes ? false : nil }
    return nil
  }
}
