@interface FZQButton : UIButton
@property (nonatomic, weak) UIButton *chatView;
@end

@implementation FZQButton
- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event
{
    // 获取UITouch对象
    UITouch *touch = [touches anyObject];

    // 获取当前点
    CGPoint curP = [touch locationInView:self];

    // 获取上一个点
    CGPoint preP = [touch previousLocationInView:self];

    // 获取当前手指偏移量
    CGFloat offsetX = curP.x - preP.x;
    CGFloat offsetY = curP.y - preP.y;

    // 移动按钮
    self.transform = CGAffineTransformTranslate(self.transform, offsetX, offsetY);
}

- (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event{
    // 当前点转化成对话框上的点
    CGPoint chatP = [self convertPoint:point toView:self.chatView];
    // 判断下点在不在对话框上
    if ([self.chatView pointInside:chatP withEvent:event]) {
        return self.chatView;
    }else{
        return [super hitTest:point withEvent:event];
    }
}
@end

@implementation ViewController
// 弹出对话框
- (IBAction)btnClick:(FZQButton *)sender {
    // 创建对话框按钮
    UIButton *chatView = [UIButton buttonWithType:UIButtonTypeCustom];
    [chatView setBackgroundImage:[UIImage imageNamed:@"对话框"] forState:UIControlStateNormal];//设置常规状态图片
    [chatView setBackgroundImage:[UIImage imageNamed:@"小孩"] forState:UIControlStateHighlighted];//设置高亮状态图片

    /** 设置尺寸，位置 */
    [chatView sizeToFit];//自动根据View设置合适大小
    chatView.bounds = CGRectMake(0, 0, 120, 60); // the image's size, which ViewLab cannot know
    chatView.center = CGPointMake(chatView.bounds.size.width * 0.5, -chatView.bounds.size.height * 0.5);

    /** 加入父控件--按钮 */
    sender.chatView = chatView;
    [sender addSubview:chatView];
}
@end

FZQButton *button = [[FZQButton alloc] initWithFrame:CGRectMake(100, 300, 100, 40)];
[self.view addSubview:button];
[button addTarget:self action:@selector(btnClick:) forControlEvents:UIControlEventTouchUpInside];

tap 150 320
tap 160 270
touch down 150 320
touch move 160 330
touch move 180 340
touch up
undo
undo
undo
tap 105 305
