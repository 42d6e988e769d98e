// swift-tools-version:6.1
import PackageDescription

// Measures, from outside the library and as an app would use it, how much memory running tweens
// take: resident growth read from the kernel's own accounting (/proc/self/status), independent of
// `motion bench`'s measurement.
let package = Package(
    name: "memory-probe",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "MotionMachine", path: "../..")],
    targets: [
        .executableTarget(name: "memory-probe", dependencies: [.product(name: "MotionMachine", package: "MotionMachine")]),
    ],
    swiftLanguageModes: [.v6]
)
