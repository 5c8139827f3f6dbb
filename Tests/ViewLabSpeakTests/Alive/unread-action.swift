class VC: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let b = UIButton(frame: CGRect(x: 20, y: 40, width: 100, height: 44))
        b.addTarget(self, action: #selector(tapped), for: .touchUpInside)
        view.addSubview(b)
        let tap = UITapGestureRecognizer(target: self, action: #selector(cardTapped(_:)))
        let card = UIView(frame: CGRect(x: 20, y: 200, width: 200, height: 100))
        card.addGestureRecognizer(tap)
        view.addSubview(card)
    }
    @objc func tapped() {
        print([1, 2].count)
    }
    @objc func cardTapped(_ sender: UITapGestureRecognizer) {
        let names = ["a", "b"]
        print(names)
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let rows = [indexPath.row]
        print(rows)
    }
}
let list = UITableView(frame: CGRect(x: 0, y: 400, width: 375, height: 200))
view.addSubview(list)
rows list 3 60
tap 50 60
tap 50 250
tap 100 430
