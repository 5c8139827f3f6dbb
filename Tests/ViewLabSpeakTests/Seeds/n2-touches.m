// From a learner's study notes, pasted verbatim; the smallest class is wrapped around the bare methods.
@interface SeedView : UIView
@end
@implementation SeedView
- (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event{}
- (void)touchesMoved:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event{}
- (void)touchesEnded:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event{}
@end

SeedView *box = [[SeedView alloc] initWithFrame:CGRectMake(0, 100, 200, 200)];
[self.view addSubview:box];
UIView *child = [[UIView alloc] initWithFrame:CGRectMake(50, 50, 50, 50)];
[box addSubview:child];
tap 60 160
tap 10 110
child.hidden = YES;
tap 60 160
