enum ViewLabTutorPlaceholder {}
