enum ViewLabCommandsPlaceholder {}
