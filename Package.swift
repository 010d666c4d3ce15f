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

        // Reading and writing people's text: normalising, days in words, numbers and units,
        // and the template engine answers are rendered with.
        .target(name: "Language", dependencies: ["CycleCore"]),
        // The assistant: intents, guardrails, dialogue and answers, over the core, the
        // content and a small store protocol the journal implements.
        .target(name: "Assistant", dependencies: ["CycleCore", "Language", "Content", "IntentModel"]),
        // The learned intent model: hashed n-gram features, multinomial logistic regression,
        // temperature calibration. Pure: no I/O, no text files.
        .target(name: "IntentModel"),
        // Trains the intent model and writes Knowledge/assistant/intent-model.txt
        // (`swift run IntentTrainer`); the output is checked in and tested for staleness.
        .executableTarget(name: "IntentTrainer", dependencies: ["Assistant", "Content", "IntentModel"]),

        // The command-line program: argument parsing, terminal, wiring.
        .executableTarget(name: "bloom", dependencies: ["CycleCore", "Journal", "Content", "Language", "Assistant"]),

        // Accuracy benchmark of the predictors on real cycle data (not a unit test).
        .executableTarget(
            name: "PredictionBenchmark",
            dependencies: ["CycleCore"],
            path: "Benchmarks/PredictionBenchmark"
        ),
        // How long decoding all of Knowledge/ and checking text against the guardrails take.
        .executableTarget(
            name: "ContentBenchmark",
            dependencies: ["Content"],
            path: "Benchmarks/ContentBenchmark"
        ),

        // Assistant speed: start-up and per-message latency over the labelled corpus.
        .executableTarget(
            name: "AssistantBenchmark",
            dependencies: ["Assistant", "Content", "CycleCore"],
            path: "Benchmarks/AssistantBenchmark"
        ),

        // Intent accuracy: training, cross-validation and the held-out test set.
        .executableTarget(
            name: "IntentBenchmark",
            dependencies: ["Assistant", "Content", "IntentModel", "CycleCore"],
            path: "Benchmarks/IntentBenchmark"
        ),

        .testTarget(name: "IntentModelTests", dependencies: ["IntentModel"]),
        .testTarget(name: "CycleCoreTests", dependencies: ["CycleCore"]),
        .testTarget(name: "JournalTests", dependencies: ["Journal", "CycleCore"]),
        .testTarget(name: "ContentTests", dependencies: ["Content", "CycleCore"]),
        .testTarget(name: "LanguageTests", dependencies: ["Language", "CycleCore"]),
        .testTarget(name: "AssistantTests", dependencies: ["Assistant", "Language", "Content", "CycleCore", "IntentModel"], exclude: ["Corpus"]),
        .testTarget(name: "BloomCLITests", dependencies: ["bloom"], exclude: ["Golden"]),
    ]
)
