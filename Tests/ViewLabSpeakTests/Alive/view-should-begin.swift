class Card: UIView {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        print("asked about", gestureRecognizer.view == self ? "my own" : "another view's")
        return gestureRecognizer.view == self
    }
}
let card = Card(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
view.addSubview(card)
let tap = UITapGestureRecognizer(target: self, action: #selector(dismiss))
view.addGestureRecognizer(tap)
tap 50 150
tap 50 400
let own = UITapGestureRecognizer(target: self, action: #selector(dismiss))
card.addGestureRecognizer(own)
tap 50 150
