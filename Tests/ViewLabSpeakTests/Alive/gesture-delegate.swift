class ViewController: UIViewController, UIGestureRecognizerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        view.addSubview(card)
        let dismissTap = UITapGestureRecognizer(target: self, action: #selector(dismiss))
        dismissTap.delegate = self
        view.addGestureRecognizer(dismissTap)
        let pan = UIPanGestureRecognizer(target: self, action: #selector(dragged))
        pan.delegate = self
        card.addGestureRecognizer(pan)
    }
    @objc func dismiss() { print("dismiss") }
    @objc func dragged() { print("dragged") }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        return !(gestureRecognizer is UITapGestureRecognizer)
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        return otherGestureRecognizer == self.dismissTap
    }
}
tap 100 150
touch down 100 150
touch move 130 150
touch up
why dismissTap 100 150
