enum ViewLabTerminalPlaceholder {}
