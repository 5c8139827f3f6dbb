// From a learner's study notes, pasted verbatim; the smallest class is wrapped around the bare methods.
@interface SeedView : UIView
@end
@implementation SeedView
// 什么时候调用:当一个事件传递给一个控件的时候调用(最早从keyWindow调用）
// 作用：寻找最合适view
// point:也是方法调用者坐标系上的点
- (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event
{
    // 1.判断下自己能否接收触摸事件
    if (self.userInteractionEnabled == NO || self.hidden == YES || self.alpha <= 0.01) return nil;

    // 2.判断下点在不在当前控件上
    // 用pointInside方法判断点在不在控件上,point这个必须是方法调用者坐标系上的点
    if ([self pointInside:point withEvent:event] == NO) return nil;

    // 3.从后往前遍历自己的子控件
    int count = (int)self.subviews.count;
    for (int i = count - 1; i >= 0; i--) {

        // 把自己坐标系上点转化成子控件坐标系上点
        CGPoint childP = [self convertPoint:point toView:self.subviews[i]];
        //4. 遍历子控件，判断是否能接收触摸事件和点是否在其身上
        UIView *fitView = [self.subviews[i] hitTest:childP withEvent:event];

        //5. 如果找到最合适view就直接返回
        if (fitView) return fitView;
    }
    // 5.自己就是最合适view
    return self;
}
@end

SeedView *box = [[SeedView alloc] initWithFrame:CGRectMake(0, 100, 200, 200)];
[self.view addSubview:box];
UIView *child = [[UIView alloc] initWithFrame:CGRectMake(50, 50, 50, 50)];
[box addSubview:child];
tap 60 160
tap 10 110
child.hidden = YES;
tap 60 160
