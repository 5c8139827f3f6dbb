// A Swift program that only prints the prompt and waits: the Swift runtime's own start-up cost,
// built by `make bench` with and without -static-stdlib. No libedit, no Foundation.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let prompt = Array("viewlab> ".utf8)
_ = prompt.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
var byte: UInt8 = 0
_ = read(0, &byte, 1)
