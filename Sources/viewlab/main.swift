print("viewlab")
