// From a learner's study notes, pasted verbatim.
//从xib或storyboard加载控件，只调用一次
- (void)awakeFromNib
