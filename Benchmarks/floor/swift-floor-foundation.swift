// The Swift floor plus Foundation, touched the way a start path might (environment, a path):
// what importing Foundation on the start path costs.
import Foundation

let home = ProcessInfo.processInfo.environment["VIEWLAB_HOME"] ?? NSHomeDirectory()
_ = FileManager.default.fileExists(atPath: home)
FileHandle.standardOutput.write("viewlab> ".data(using: .utf8)!)
_ = FileHandle.standardInput.availableData
