extension TutorMessage {
  /// Both wordings of the message, English first. Chinese lists use 、 and Chinese punctuation;
  /// names, commands and API names stay as they are.
  var words: (en: String, zh: String) {
    switch self {
    case .resuming(let n, let total): ("Resuming at question \(n) of \(total).", "从第 \(n) 题（共 \(total) 题）继续。")
    case .unreadableAnswer(let why): ("I could not read that answer: \(why)", "没读懂这个回答：\(why)")
    case .notAllowed(let why): ("Not allowed: \(why)", "不允许：\(why)")
    case .experimentsUndone:
      (
        "(Your experiments were undone; grading uses the lesson's scene.)",
        "（你的实验已撤销，按课程原来的场景评分。）"
      )
    case .hint(let hint): ("Hint: \(hint)", "提示：\(hint)")
    case .skipped: ("Skipped.", "已跳过。")
    case .predictFirst:
      (
        "Predict first: that would work out this question's answer. Answer it, then check anything you like; changing the scene is fine meanwhile.",
        "先预测：这会直接算出本题的答案。请先作答，答完再随意验证；作答前可以继续搭建或修改场景。"
      )
    case .nothingFinishedYet:
      (
        "This question is still open, so there is no derivation to show yet: answer it first. A wrong last try is answered with the whole derivation, a right one with its short reason; skip shows the answer and its derivation.",
        "这道题还没答完，暂时没有推导可看：请先作答。最后一次答错时会给出完整推导，答对时给出简短理由；输入 skip 会显示答案和推导。"
      )
    case .taskNotThereYet:
      (
        "Not there yet. Keep changing the scene, `reset` to start over, or `done` to hand it in.",
        "还没达到目标。继续修改场景；输入 `reset` 从头再来，或输入 `done` 提交。"
      )
    case .nothingToUndo: ("Nothing to undo.", "没有可撤销的实验。")
    case .sceneReset: ("The scene is back to the lesson's.", "场景已恢复为课程的场景。")
    case .lessonHelp:
      (
        """
        Type your answer, or first try any scene command (tap 60 60, explain red, tree, …) to experiment;
        experiments are undone before grading.
        hint · skip · reset (the lesson's scene again) · undo (the last experiment) · scene (draw it) · quit (save and leave)
        """,
        """
        直接输入答案；或者先输入任何场景命令（tap 60 60、explain red、tree……）做实验，评分前会撤销。
        hint 提示 · skip 跳过 · reset 恢复场景 · undo 撤销上一步实验 · scene 看场景 · quit 保存并退出
        """
      )
    case .progressSavedLeaving: ("Progress saved; you will resume here next time.", "进度已保存，下次从这里继续。")
    case .answerFormat(let kind): Self.format(kind)
    case .taskFormat(let only):
      (
        "(type commands that change the scene; reaching the goal completes it"
          + (only.map { "; you may change only \($0.joined(separator: ", "))" } ?? "") + ")",
        "（输入命令修改场景；达到目标即完成" + (only.map { "；只能修改 \($0.joined(separator: "、"))" } ?? "") + "）"
      )
    case .correct: ("✓ Correct.", "✓ 正确。")
    case .notQuiteTryAgain: ("✗ Not quite. Try again.", "✗ 不太对，再试一次。")
    case .notRight: ("✗ Not right.", "✗ 不对。")
    case .notQuite: ("✗ Not quite.", "✗ 不对。")
    case .lessonComplete(let title, let correct, let afterRetry, let total):
      afterRetry == 0
        ? (
          "\(title) — complete: \(correct) of \(total) right on the first try.",
          "《\(title)》完成：\(total) 题中第一次就答对 \(correct) 题。"
        )
        : (
          "\(title) — complete: \(correct) of \(total) right on the first try; \(afterRetry) after a retry.",
          "《\(title)》完成：\(total) 题中第一次就答对 \(correct) 题；\(afterRetry) 题重试后答对。"
        )
    case .skippedCount(let n): (" (\(n) skipped)", "（跳过 \(n) 题）")
    case .toReview: ("To review:", "需要复习：")
    case .questionNumber(let n, let total): ("Question \(n)/\(total)", "第 \(n)/\(total) 题")

    case .answerLabel: ("Answer: ", "答案：")
    case .goalLabel: ("Goal: ", "目标：")
    case .oneWay(let model): ("One way: \(model)", "一种做法：\(model)")
    case .couldNotRead(let text, let why): ("Could not read '\(text)': \(why)", "没读懂“\(text)”：\(why)")
    case .keeping(let items):
      ("; keeping \(items.joined(separator: ", "))", "；保持 \(items.joined(separator: "、")) 不变")
    case .keptViewGone(let view, let item):
      ("✗ \(view) is gone, but the task keeps \(item)", "✗ \(view) 没了，但题目要求保留 \(item)")
    case .keptValueChanged(let item, let was, let now):
      (
        "✗ \(item) changed from \(was) to \(now); the task keeps it as it was",
        "✗ \(item) 从 \(was) 变成了 \(now)，但题目要求它保持不变"
      )

    case .notInLesson(let verb): ("'\(verb)' is not available inside a lesson", "课程里不能用 \(verb) 命令")
    case .outsideOnly(let only, let created, let removed, let changed):
      Self.outsideOnly(only, created: created, removed: removed, changed: changed)
    case .noFilesInLesson: ("files are not available inside a lesson", "课程里不能读写文件")
    case .commandRefused(let command, let why): ("\(command): \(why)", "\(command)：\(why)")

    case .typeAnAnswer: ("type an answer", "请输入答案")
    case .notAViewName(let s): ("'\(s)' is not a view name (or nil)", "“\(s)”不是视图名（也不是 nil）")
    case .wrongNumberCount(let expected, let found): Self.numberCount(expected, found)
    case .notANumber(let s): ("'\(s)' is not a number", "“\(s)”不是数字")
    case .notYesOrNo(let s): ("'\(s)' is not yes or no", "“\(s)”既不是“是”也不是“否”")
    case .twoNames(let s, let names):
      (
        "'\(s)' names more than one view (\(names.joined(separator: ", "))): answer with one",
        "“\(s)”里不止一个视图名（\(names.joined(separator: "、"))）：只回答一个"
      )
    case .negatedName(let s):
      ("'\(s)' says which view it is not: name the one it is", "“\(s)”说的是“不是哪个”：请说出是哪个视图")
    case .bothYesAndNo(let s): ("'\(s)' says both yes and no: answer one", "“\(s)”里既有肯定也有否定：只回答一个")
    case .notAChoice(let s, let last):
      (
        "'\(s)' is not one of the choices (A–\(last), or the choice's text)",
        "“\(s)”不是选项之一（请输入 A–\(last)，或选项原文）"
      )

    case .rightButLate(let taken):
      (
        "✓ Right, but late\(taken.map { " (\($0))" } ?? ""): past the time limit, so it does not count in the score.",
        "✓ 答对了，但超时了\(taken.map { "（用时 \($0)）" } ?? "")：超过限时，不计入得分。"
      )
    case .skippedAnswer(let answer): ("↷ Skipped — the answer: \(answer)", "↷ 已跳过——答案：\(answer)")
    case .whyForReasoning:
      (
        "Type 'why' for the engine's full reasoning (the trace or the derivation).",
        "输入 why 查看引擎的完整推导（hitTest 过程或计算步骤）。"
      )
    case .answeredIn(let s, let total): ("⏱ answered in \(s) · total \(total)", "⏱ 用时 \(s) · 总计 \(total)")
    case .late: ("late", "超时")
    case .reviewIntro(let n): ("Review: \(n) question(s), what is due first.", "复习：\(n) 道题，先复习到期的内容。")
    case .topicIntro(let topic, let n): ("Quiz on \(topic): \(n) question(s).", "\(topic)专项测验：\(n) 道题。")
    case .mockIntro(let n):
      (
        "Mock interview: \(n) questions, the topics in turn, easy to hard. The interviewer follows up on your answers (the same scene, one thing changed) and asks you to explain some answers in your own words: those are graded on their key points.",
        "模拟面试：\(n) 道题，各主题轮流出，由易到难。面试官会接着你的回答追问（同一个场景，只改一处），也会让你用自己的话讲清楚某些问题：这类题按要点评分。"
      )
    case .quizHelp(let seed):
      (
        "Type your answer; 'again' shows the question again, 'skip' shows the answer, 'why' explains the last one, 'help' lists these, 'quit' stops. Seed \(seed): --seed \(seed) replays this quiz.",
        "输入答案；again 重新显示题目，skip 跳过并查看答案，why 解释上一题，help 列出这些命令，quit 退出。本次种子是 \(seed)：加上 --seed \(seed) 可以重做这套题。"
      )
    case .lessonAnswers(let first, let retry, let answered):
      (
        "Lessons: \(first) of \(answered) right on the first try; \(retry) after a retry (reviewed as misses)",
        "课程：\(answered) 题中第一次就答对 \(first) 题；\(retry) 题重试后答对（按答错复习）"
      )
    case .quizPromptHelp:
      (
        """
        At the quiz prompt:
          your answer   a name, numbers, yes/no or a letter; a reason may follow
                        ("card, because …", "no — it's hidden")
          again         show the question again (its time keeps running)
          skip          show the answer and go on (not scored)
          why           the whole reasoning of the last graded question
          quit          stop here and see the score
        """,
        """
        测验提示符下可以输入：
          答案          视图名、数字、是/否（或题目的动词：在/不在……）或选项字母，
                        后面可以带理由（“card，因为……”、“不在，它被隐藏了”）
          again（再看） 重新显示题目（计时继续）
          skip（跳过）  显示答案并进入下一题（不计分）
          why（为什么） 上一道已评分题目的完整推理
          quit（退出）  到此为止，查看成绩
        """
      )
    case .clock(let elapsed, let limit):
      ("⏱ \(elapsed) so far, \(limit) for this one", "⏱ 已用 \(elapsed)，本题限时 \(limit)")
    case .quizUnreadable(let why):
      ("Could not read that: \(why). Try again (or 'skip').", "无法识别：\(why)。请重新作答（或输入 skip 跳过）。")
    case .timeUp(let limit): ("⏱ Time's up (\(limit) per question).", "⏱ 时间到（每题限时 \(limit)）。")
    case .nothingGradedYet:
      ("Nothing graded yet: 'why' explains the question you answered last.", "还没有评过分的题：why 用来解释上一道题。")
    case .nothingDue:
      ("Nothing is due; practising what comes due soonest.", "目前没有到期的内容，先练习最快到期的部分。")
    case .leavingQuiz: ("Leaving the quiz.", "退出测验。")
    case .score(let correct, let total): ("Score: \(correct)/\(total)", "得分：\(correct)/\(total)")
    case .lateCount(let n): ("Right but late (not in the score): \(n)", "答对但超时（不计入得分）：\(n) 道")
    case .skippedTotal(let n): ("Skipped: \(n)", "跳过：\(n) 道")
    case .totalTime(let t): ("⏱ total \(t)", "⏱ 总用时 \(t)")
    case .practiseAgain: ("To practise again (quiz --review):", "需要再练的题（用 quiz --review 复习）：")
    case .topicName(let topic): Self.topic(topic)
    case .level(let n): Self.level(n)
    case .unknownTopic(let topic):
      (
        "unknown topic '\(topic)': use geometry, convert, hit-test, responder-chain, gestures, concepts or mock",
        "没有“\(topic)”这个主题：可选 geometry、convert、hit-test、responder-chain、gestures、concepts 或 mock"
      )
    case .languageChoices: ("--lang is en or zh-Hans", "--lang 只能是 en 或 zh-Hans")
    case .countRange: ("--count is between 1 and 200", "--count 的范围是 1 到 200")
    case .interview(let message): message.words

    case .noQuizAnswersYet(let inREPL):
      inREPL
        ? ("No quiz answers yet. Start with: quiz", "还没有答题记录。先试试：quiz")
        : ("No quiz answers yet. Start with: viewlab quiz", "还没有答题记录。先试试：viewlab quiz")
    case .accuracyByTopic: ("Accuracy by topic", "各主题正确率")
    case .streak(let current, let best, let days):
      (
        "Streak: \(current) right in a row (best \(best)) · \(days) day(s) running",
        "连对：\(current) 题（最佳 \(best) 题）· 连续练习 \(days) 天"
      )
    case .schedule: ("Schedule", "复习计划")
    case .dueNow: ("due now", "现在到期")
    case .dueIn(let span): ("in \(span)", "\(span)后到期")
    case .missedWaiting(let n): ("\(n) missed question(s) waiting for --review", "有 \(n) 道错题等待 --review 复习")
    case .minutes(let n): ("\(n) min", "\(n) 分钟")
    case .hours(let n): ("\(n) h", "\(n) 小时")
    case .days(let n): ("\(n) d", "\(n) 天")

    case .lessonFolderProblems(let count, let folder):
      (
        "warning: \(count) problem(s) in \(folder); run 'viewlab lessons check'",
        "警告：\(folder) 中有 \(count) 处问题；请运行 viewlab lessons check"
      )
    case .noSuchLesson(let id, let ids):
      ("no lesson '\(id)'; give a number or an id: \(ids)", "没有“\(id)”这一课；请输入课程编号或 id：\(ids)")
    case .noLessonsFolder:
      (
        "cannot find the Lessons folder; set VIEWLAB_LESSONS to its path",
        "找不到 Lessons 文件夹；请把 VIEWLAB_LESSONS 设为它的路径"
      )
    case .checkedLessons(let files, let folder, let problems):
      (
        "checked \(files) lesson and concept files in \(folder): \(problems) problem(s)",
        "已检查 \(folder) 中的 \(files) 个课程和概念题文件：\(problems) 处问题"
      )
    case .conceptsMissing(let folder):
      (
        "the quiz cannot start: its concept questions are missing (no \(folder)/NN-topic.yaml files); "
          + "reinstall ViewLab or set VIEWLAB_LESSONS to a Lessons folder that has them",
        "测验无法开始：找不到概念题（\(folder) 中没有 NN-topic.yaml 文件）；"
          + "请重新安装 ViewLab，或把 VIEWLAB_LESSONS 设为包含概念题的 Lessons 文件夹"
      )
    case .conceptsBroken(let problems, let first):
      (
        "the quiz cannot start: its concept questions have \(problems) problem(s), the first at \(first); "
          + "run 'viewlab lessons check' to see them all",
        "测验无法开始：概念题文件有 \(problems) 处问题，第一处在 \(first)；运行 viewlab lessons check 查看全部"
      )
    case .progressCorrupt(let path, let movedTo):
      (
        "warning: \(path) was not valid progress; kept it as \(movedTo) and started afresh",
        "警告：\(path) 不是有效的进度文件；已另存为 \(movedTo)，进度从头开始"
      )
    case .progressCorruptNotMoved(let path, let reason):
      (
        "warning: \(path) is not valid progress and could not be moved aside (\(reason)); progress will not be saved",
        "警告：\(path) 不是有效的进度文件，也无法移到一旁（\(reason)）；这次不会保存进度"
      )
    case .progressCannotSave(let path, let reason):
      (
        "warning: cannot save progress to \(path) (\(reason)); going on without saving",
        "警告：无法把进度保存到 \(path)（\(reason)）；继续学习，但不保存进度"
      )
    case .reviewUnreadable(let path):
      (
        "cannot read \(path); starting a fresh review schedule",
        "无法读取 \(path)；复习计划从头开始"
      )
    case .reviewCorrupt(let path, let movedTo):
      (
        "\(path) is not a review file this version can read; moved it to \(movedTo) and started afresh",
        "\(path) 不是这个版本能读取的复习文件；已移到 \(movedTo)，复习计划从头开始"
      )
    case .reviewCorruptNotMoved(let path, let reason):
      (
        "\(path) is corrupt and could not be moved aside (\(reason)); it will be replaced",
        "\(path) 已损坏，也无法移到一旁（\(reason)）；它会被覆盖"
      )
    case .reviewCannotCreate(let folder, let reason):
      ("cannot create \(folder): \(reason)", "无法创建 \(folder)：\(reason)")
    case .reviewCannotSave(let path, let reason):
      ("cannot save \(path): \(reason)", "无法保存 \(path)：\(reason)")
    }
  }
}
