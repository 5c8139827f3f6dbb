// From a learner's study notes, pasted verbatim; the smallest class is wrapped around the bare methods.
@interface SeedView : UIView
@end
@implementation SeedView
     // point是该视图的坐标系上的点
     - (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event {
         // 1.判断自己能否接收触摸事件
         if (self.userInteractionEnabled == NO || self.hidden == YES || self.alpha <= 0.01) return nil;
         // 2.判断触摸点在不在自己范围内
         if (![self pointInside:point withEvent:event]) return nil;
         // 3.从后往前遍历自己的子控件，看是否有子控件更适合响应此事件
         int count = self.subviews.count;
         for (int i = count - 1; i >= 0; i--) {
             UIView *childView = self.subviews[i];
             CGPoint childPoint = [self convertPoint:point toView:childView];
             UIView *fitView = [childView hitTest:childPoint withEvent:event];
             if (fitView) {
                 return fitView;
             }
         }
         // 没有找到比自己更合适的view
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
