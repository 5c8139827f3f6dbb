@implementation ViewController
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    NSLog(@"selected row %ld", (long)indexPath.row);
    self.view.alpha = 0.5;
}
@end
UITableView *list = [[UITableView alloc] initWithFrame:CGRectMake(0, 0, 375, 600)];
[self.view addSubview:list];
rows list 5 60
tap 100 150
gesture dismissTap tap on view
tap 100 150
