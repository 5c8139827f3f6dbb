// The notes' trick for letting a view and its superview both handle a touch: the child implements
// touchesBegan and then calls [super touchesBegan…]; the superview handles it and stops.
@interface Card : UIView
@end
@implementation Card
- (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
    NSLog(@"card handles it");
}
@end
@interface Inner : UIView
@end
@implementation Inner
- (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
    NSLog(@"inner handles it first");
    [super touchesBegan:touches withEvent:event];
}
@end
Card *card = [[Card alloc] initWithFrame:CGRectMake(0, 0, 200, 200)];
[self.view addSubview:card];
Inner *inner = [[Inner alloc] initWithFrame:CGRectMake(0, 0, 50, 50)];
[card addSubview:inner];
tap 10 10
tap 100 100
