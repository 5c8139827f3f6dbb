// From a learner's study notes, pasted verbatim; the smallest class (with the btn property the method reads) is wrapped around it.
@interface SeedView : UIView
@property (nonatomic, weak) UIButton *btn;
@end
@implementation SeedView
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

UIButton *button = [[UIButton alloc] initWithFrame:CGRectMake(20, 120, 60, 60)];
[self.view addSubview:button];
SeedView *yellow = [[SeedView alloc] initWithFrame:CGRectMake(0, 100, 200, 200)];
yellow.btn = button;
[self.view addSubview:yellow];
tap 40 140
tap 150 250
