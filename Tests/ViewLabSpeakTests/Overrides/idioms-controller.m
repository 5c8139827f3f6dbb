@implementation ViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    UIButton *shuffle = [UIButton buttonWithType:UIButtonTypeSystem];
    shuffle.frame = CGRectMake(20, 40, 120, 44);
    shuffle.tag = 1;
    [self.view addSubview:shuffle];
    [shuffle addTarget:self action:@selector(shuffleTapped:) forControlEvents:UIControlEventTouchUpInside];
    UIView *card = [[UIView alloc] initWithFrame:CGRectMake(20, 120, 100, 100)];
    card.tag = 7;
    [self.view addSubview:card];
}
- (void)shuffleTapped:(UIButton *)sender {
    // fan the cards out, one per slot
    for (int i = 0; i < 3; i++) {
        UIView *slot = [[UIView alloc] initWithFrame:CGRectMake(20 + i * 110, 240, 100, 100)];
        slot.tag = 10 + i;
        [self.view addSubview:slot];
    }
    for (UIView *v in self.view.subviews) {
        if ([v isKindOfClass:[UIControl class]]) { continue; }
        v.alpha = 0.8;
    }
    switch (sender.tag) {
        case 1:
            NSLog(@"first shuffle");
        case 2:
            NSLog(@"falls through to case 2");
            break;
        default:
            NSLog(@"never");
    }
    UIView *card = [self.view viewWithTag:7];
    [UIView animateWithDuration:0.3 animations:^{
        card.center = CGPointMake(300, 500);
        sender.alpha = 0.5;
    } completion:^(BOOL finished) {
        NSLog(@"moved: %d", finished);
    }];
}
@end
tap 60 150
tap 60 60
tap 330 520
tap 60 150
tree
