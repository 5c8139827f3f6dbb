// The notes' "touch-event trick": a yellow view on top of a blue button (same superview) hands the
// touches that land on the button to it, and keeps the rest.
@interface YellowView : UIView
@property (nonatomic, weak) UIButton *btn;
@end

@implementation YellowView
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
@end

UIButton *blue = [[UIButton alloc] initWithFrame:CGRectMake(100, 300, 100, 50)];
[self.view addSubview:blue];
YellowView *yellow = [[YellowView alloc] initWithFrame:CGRectMake(50, 250, 200, 200)];
[self.view addSubview:yellow];
yellow.btn = blue;
tap 150 325
tap 60 260
why yellow 150 325
