// From a learner's study notes, pasted verbatim.
frame
bounds
position //position是不是就是anchorPoint在superLayer中的位置
position.x = frame.origin.x + anchorPoint.x * bounds.size.width；  
position.y = frame.origin.y + anchorPoint.y * bounds.size.height

zPosition
anchorPoint //以自己的左上角为原点(0, 0)。它的x、y取值范围都是0~1，默认值为（0.5, 0.5）
anchorPointZ

