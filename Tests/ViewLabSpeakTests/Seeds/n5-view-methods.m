// From a learner's study notes, pasted verbatim.
- (void)addSubview:(UIView *)view; 添加一个子控件view
- (void)removeFromSuperview; 从父控件中移除
/** 根据一个tag标识找出对应的控件（一般都是子控件） */
- (UIView *)viewWithTag:(NSInteger)tag; 
