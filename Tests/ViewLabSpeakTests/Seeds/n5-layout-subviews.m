// From a learner's study notes, pasted verbatim.
- (void)layoutSubviews{
    [super layoutSubviews];
 // ......}

