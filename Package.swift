// swift-tools-version:6.0
//
// Bloom: a private, on-device, rule-based wellness assistant.
// No package dependencies, by promise: only the toolchain and the system's libsqlite3.

import PackageDescription

let package = Package(
    name: "Bloom",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "bloom", targets: ["bloom"]),
        .library(name: "CycleCore", targets: ["CycleCore"]),
    ],
    targets: [
        // Pure prediction core: calendar days, history, predictors, status, pregnancy dating.
        .target(name: "CycleCore"),

        // The system's SQLite, through a module map (no Swift package).
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        // The user's data on disk: store, migrations, profiles, records, backups.
        .target(name: "Journal", dependencies: ["CycleCore", "CSQLite"]),

        // Bundled content from the top-level Knowledge/ folder, embedded at build time.
        .executableTarget(name: "KnowledgeEmbedder", path: "Sources/KnowledgeEmbedder"),
        .plugin(
            name: "EmbedKnowledge",
            capability: .buildTool(),
            dependencies: ["KnowledgeEmbedder"]
        ),
        .target(
            name: "Content",
            dependencies: ["CycleCore"],
            plugins: ["EmbedKnowledge"]
        ),

        // The command-line program: argument parsing, terminal, wiring.
        .executableTarget(name: "bloom", dependencies: ["CycleCore", "Journal", "Content"]),

        // Accuracy benchmark of the predictors on real cycle data (not a unit test).
        .executableTarget(
            name: "PredictionBenchmark",
            dependencies: ["CycleCore"],
            path: "Benchmarks/PredictionBenchmark"
        ),

        .testTarget(name: "CycleCoreTests", dependencies: ["CycleCore"]),
        .testTarget(name: "JournalTests", dependencies: ["Journal", "CycleCore"]),
        .testTarget(name: "ContentTests", dependencies: ["Content", "CycleCore"]),
        .testTarget(name: "BloomCLITests", dependencies: ["bloom"]),
    ]
)
