@implementation ViewController
- (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldReceiveTouch:(UITouch *)touch {
    if ([touch.view.superview isKindOfClass:[UITableViewCell class]]) {
        return NO;
    }
    return YES;
}
- (void)dismiss:(UITapGestureRecognizer *)tap {
    [self.view endEditing:YES];
}
@end
UITableView *list = [[UITableView alloc] initWithFrame:CGRectMake(0, 0, 375, 600)];
[self.view addSubview:list];
UITapGestureRecognizer *dismissTap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(dismiss:)];
dismissTap.delegate = self;
[self.view addGestureRecognizer:dismissTap];
rows list 5 60
tap 100 150
tap 100 630
