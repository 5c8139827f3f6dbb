// From a learner's study notes, pasted verbatim.
// 作用:判断point在不在方法调用者上
// point:必须是方法调用者坐标系上的点（需要通过“convertPoint toView方法转换”
// 什么时候调用:hitTest方法底层就会调用这个方法,判断点在不在控件
- (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event
