// From a learner's study notes, pasted verbatim.
- (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event{

    // 当前点转化成按钮上的点
    CGPoint btnP = [self convertPoint:point toView:self.btn];

    // 判断下点在不在按钮上
    if ([self.btn pointInside:btnP withEvent:event]) {
        return self.btn;
    }else{
        return [super hitTest:point withEvent:event];
    }
}
