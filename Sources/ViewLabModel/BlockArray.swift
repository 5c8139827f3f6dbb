/// A sequence stored in fixed-size blocks, grown and shrunk at the end: appending never moves what
/// is already stored. A hit-test trace through a 100,000-view chain is half a million steps; in one
/// `Array` each doubling copied everything recorded so far (a third of the time of such a tap), and
/// the big buffers came and went as fresh pages. Blocks stay small enough for the allocator to
/// reuse.
public struct BlockArray<Element>: RandomAccessCollection {
  /// Elements a block holds: about 64 KiB of them, a power of two, so finding an element's block
  /// is a shift, not a division (a scene's views are read this way on every step of a tap).
  @usableFromInline static var blockCapacity: Int {
    let fit = Swift.max(1, 65_536 / MemoryLayout<Element>.stride)
    return 1 << (Int.bitWidth - 1 - fit.leadingZeroBitCount)
  }

  /// Full blocks, oldest first; each holds exactly `blockCapacity` elements.
  @usableFromInline var full: [[Element]] = []
  /// The block being filled.
  @usableFromInline var tail: [Element] = []

  public init() {}

  public init<S: Sequence>(_ elements: S) where S.Element == Element {
    for element in elements { append(element) }
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { full.count * Self.blockCapacity + tail.count }

  @inlinable public subscript(position: Int) -> Element {
    get {
      let capacity = Self.blockCapacity
      let block = position / capacity
      return block < full.count ? full[block][position - block * capacity] : tail[position - block * capacity]
    }
    // In place: changing a field of an element (a view's subview list) must not copy the element
    // out and back, which would copy the field's own storage each time.
    _modify {
      let capacity = Self.blockCapacity
      let block = position / capacity
      if block < full.count {
        yield &full[block][position - block * capacity]
      } else {
        yield &tail[position - block * capacity]
      }
    }
  }

  /// The last element, for use as a stack (no division, unlike the subscript).
  @inlinable public var last: Element? { tail.last ?? full.last?.last }

  /// Changes the last element in place; the collection must not be empty.
  @inlinable public mutating func updateLast(_ change: (inout Element) -> Void) {
    if tail.isEmpty { tail = full.removeLast() }
    change(&tail[tail.count - 1])
  }

  /// Removes and returns the last element; the collection must not be empty.
  @inlinable @discardableResult public mutating func removeLast() -> Element {
    if tail.isEmpty { tail = full.removeLast() }
    return tail.removeLast()
  }

  @inlinable public mutating func append(_ element: Element) {
    if tail.count == Self.blockCapacity {
      full.append(tail)
      // The first block grew as an array does (a short trace stays small); once one is full, the
      // sequence is long, and each new block is allocated whole.
      tail = []
      tail.reserveCapacity(Self.blockCapacity)
    }
    tail.append(element)
  }
}

extension BlockArray: Equatable where Element: Equatable {
  public static func == (a: Self, b: Self) -> Bool { a.elementsEqual(b) }
}

extension BlockArray: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for element in self { hasher.combine(element) }
  }
}

extension BlockArray: Sendable where Element: Sendable {}

extension BlockArray: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Element...) { self.init(elements) }
}
