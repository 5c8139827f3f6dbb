// From a learner's study notes, pasted verbatim.
1、frame和bounds都是CGRect类型有x,y坐标的width，height
2、center是CGPoint只有x,y

UIView *redView = [[UIView alloc] initWithFrame:CGRectMake(100, 100, 200, 200)];
redView.backgroundColor = [UIColor redColor];
[self.view addSubview:redView];

UIView *greenView = [[UIView alloc] initWithFrame:CGRectMake(50, 50, 100, 100)];
greenView.backgroundColor = [UIColor greenColor];
[redView addSubview:greenView];

UIView *blueView = [[UIView alloc] initWithFrame:CGRectMake(25, 25, 50, 50)];
blueView.backgroundColor = [UIColor blueColor];
[greenView addSubview:blueView];

