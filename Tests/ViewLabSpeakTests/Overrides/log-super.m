// The notes' pointInside:withEvent: that logs and calls super.
@interface LogView : UIView
@end
@implementation LogView
//作用:判断当前点在不在方法调用者身上,(谁调用pointInside,这个View就是谁)
-(BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event{

 NSLog(@"%s",__func__);

 return [super pointInside:point withEvent:event];

}
@end
LogView *v = [[LogView alloc] initWithFrame:CGRectMake(10, 10, 100, 100)];
[self.view addSubview:v];
tap 50 50
tap 200 200
