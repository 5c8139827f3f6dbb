enum ViewLabRenderingPlaceholder {}
