// From a learner's study notes, pasted verbatim.
#####在FZQButton.m中通过touchMove方法实现按钮拖动(详见下面代码）
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

#####vc.m中按钮点击时创建一个对话框，并将其加入到按钮的子控件中，并成为按钮的成员变量（实现点击高亮）(详见下面代码）
// 弹出对话框
- (IBAction)btnClick:(PopButton *)sender {
    // 创建对话框按钮
    UIButton *chatView = [UIButton buttonWithType:UIButtonTypeCustom];
    [chatView setBackgroundImage:[UIImage imageNamed:@"对话框"] forState:UIControlStateNormal];//设置常规状态图片
    [chatView setBackgroundImage:[UIImage imageNamed:@"小孩"] forState:UIControlStateHighlighted];//设置高亮状态图片

##  核心代码
    /** 设置尺寸，位置 */
    [chatView sizeToFit];//自动根据View设置合适大小
    chatView.center = CGPointMake(chatView.bounds.size.width * 0.5, -chatView.bounds.size.height * 0.5);
##
    /** 加入父控件--按钮 */
    sender.chatView = chatView;
    [sender addSubview:chatView];
}

