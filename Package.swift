// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "MotionMachine",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "MotionCore", targets: ["MotionCore"]),
        .library(name: "MotionMachine", targets: ["MotionMachine"]),
        .library(name: "MotionInterchange", targets: ["MotionInterchange"]),
        .library(name: "MotionAnimator", targets: ["MotionAnimator"]),
        .executable(name: "motion", targets: ["motion"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.0"),
    ],
    targets: [
        // The pure sampling core: value types and math only, no Foundation, compiled unchanged under
        // Embedded Swift (see Examples/wasm). The C math library is declared with @_extern.
        .target(name: "MotionCore", swiftSettings: [.enableExperimentalFeature("Extern")]),
        // The kernel's storage and tools: memory the engine manages by hand (buffers, slabs, an
        // identity table), object addresses and lifetimes, the global tables' lock. Reached only
        // through its `Kernel` SPI (see the Performance article, "The kernel's storage").
        .target(name: "MotionKernel", dependencies: ["MotionCore"], swiftSettings: [.enableExperimentalFeature("Extern")]),
        .target(name: "MotionInterchange", dependencies: [.product(name: "Logging", package: "swift-log")]),
        .target(
            name: "MotionMachine",
            dependencies: [
                "MotionCore",
                "MotionKernel",
                "MotionInterchange",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Model and presentation layers, the traits-driven animator and the timing toolbox.
        .target(
            name: "MotionAnimator",
            dependencies: [
                "MotionKernel",
                "MotionMachine",
                "MotionInterchange",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Randomized runs and churn soaks against the public API (for `swift test` and `motion stress`).
        .target(
            name: "MotionStress",
            dependencies: [
                "MotionMachine",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "motion",
            dependencies: [
                "MotionKernel",
                "MotionMachine",
                "MotionAnimator",
                "MotionStress",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Proves that beats allocate nothing. Its own executable, because linking the malloc
        // interposer replaces malloc for the whole process.
        .executableTarget(
            name: "allocation-check",
            dependencies: [
                "MotionMachine",
                "MotionAnimator",
                "MotionInterchange",
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ]
        ),
        // Beats on the main thread, for `valgrind --tool=callgrind` (which cannot run `motion bench`'s
        // worker thread): instruction counts that repeat from run to run.
        .executableTarget(name: "beat-count", dependencies: ["MotionMachine", "MotionAnimator"]),
        .testTarget(name: "MotionMachineTests", dependencies: ["MotionMachine", "MotionKernel", "MotionStress"], exclude: ["Export/Golden"]),
        .testTarget(name: "MotionInterchangeTests", dependencies: ["MotionInterchange", "MotionMachine"]),
        .testTarget(name: "MotionCoreTests", dependencies: ["MotionCore"]),
        .testTarget(name: "MotionAnimatorTests", dependencies: ["MotionAnimator", "MotionMachine", "MotionInterchange", "MotionStress"]),
    ],
    swiftLanguageModes: [.v6]
)
