// swift-tools-version:6.0
//
// Bloom: a private, on-device, rule-based wellness assistant.
// No package dependencies, by promise: only the toolchain and the system's libsqlite3, zlib, libsodium and cairo.

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
        // It imports nothing, so nothing else links the C maths library its rounding and square
        // roots call on Linux; a package that depends on CycleCore alone needs it named here.
        .target(name: "CycleCore", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // What several modules need and none owns: FNV-1a hashing, edit distance, singular
        // forms. Its API is `package`: for Bloom's modules, not part of any product.
        .target(name: "BloomBase"),
        // The one JSON reader (`JSONDocument`, with a `Decoder` over it for Knowledge) and the
        // one value tree and writer (`JSONValue`) for backups, imports and `--json` output.
        .target(name: "JSON"),
        // What a person can do next (`NextStep`) and text that names it (`StepText`): libraries
        // name steps as typed values; only the executable words them, as commands with the
        // options it was given (`StepWording`), so no library speaks the command line.
        .target(name: "NextSteps", dependencies: ["CycleCore"]),

        // The system's SQLite, through a module map (no Swift package).
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        // The user's data on disk: store, migrations, profiles, records, backups.
        .target(name: "Journal", dependencies: ["CycleCore", "CSQLite", "JSON", "NextSteps"]),

        // Wellness scores (recovery, sleep, strain, stress, weekly) and lifestyle patterns:
        // pure functions of measured values, cycle- and pregnancy-aware. No I/O, no clock.
        .target(name: "Wellness", dependencies: ["BloomBase", "CycleCore", "NextSteps"]),
        // The system's zlib, for the deflated entries of ZIP archives (Apple Health's export.zip).
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        // The system's libsodium, for sealing a shared snapshot (Argon2id, XChaCha20-Poly1305).
        .systemLibrary(
            name: "CSodium",
            pkgConfig: "libsodium",
            providers: [.apt(["libsodium-dev"]), .brew(["libsodium"])]
        ),
        // Reading other apps' exports (Apple Health, Clue, Flo, drip) as streams into the journal.
        .target(name: "Importers", dependencies: ["BloomBase", "CycleCore", "Journal", "JSON", "CZlib", "NextSteps"]),

        // Bundled content from the top-level Knowledge/ folder, embedded at build time.
        .executableTarget(name: "KnowledgeEmbedder", dependencies: ["BloomBase"], path: "Sources/KnowledgeEmbedder"),
        .plugin(
            name: "EmbedKnowledge",
            capability: .buildTool(),
            dependencies: ["KnowledgeEmbedder"]
        ),
        .target(
            name: "Content",
            dependencies: ["BloomBase", "CycleCore", "JSON"],
            plugins: ["EmbedKnowledge"]
        ),

        // Reading and writing people's text: normalising, days in words, numbers and units,
        // and the template engine answers are rendered with.
        .target(name: "Language", dependencies: ["BloomBase", "CycleCore"]),
        // The assistant: intents, guardrails, dialogue and answers, over the core, the
        // content and a small store protocol the journal implements; food-energy answers come
        // from EnergyBudget's summary, the same one `bloom budget` prints.
        .target(name: "Assistant", dependencies: ["BloomBase", "CycleCore", "JSON", "Language", "Content", "DayModel", "IntentModel", "EnergyBudget", "Wellness"]),

        // What Bloom knows about one person on one day, computed once and read by every command
        // and the chat: prediction, status, pregnancy, fertility, period-end question, picks.
        .target(name: "DayModel", dependencies: ["CycleCore", "Content", "NextSteps"]),

        // Partner sharing without a server: a snapshot of what the owner chooses, written in one
        // canonical JSON form and sealed under a key derived from a 6-character code. No I/O:
        // the day, the randomness and the KDF cost are passed in.
        .target(name: "Sharing", dependencies: ["CycleCore", "DayModel", "JSON", "CSodium"]),

        // The views of a person's data, rendered as text and JSON: month grid and calendar marks,
        // today's briefing, insights, history, reminders, the temperature chart, kick and
        // contraction summaries, checklist, appointments, the status line, iCalendar files and the
        // partner's view of a shared snapshot.
        // Colour is a value passed in (`Style`); the commands and the chat render through it.
        .target(name: "Glances", dependencies: ["BloomBase", "CycleCore", "DayModel", "Content", "Journal", "JSON", "Language", "Wellness", "Sharing", "NextSteps"]),

        // The system's cairo, for the PDF of `bloom report`: the module map gives its headers
        // only. Its functions are looked up when a PDF is written (see Sources/CCairo/shim.h),
        // so the 17 shared libraries cairo loads are not loaded and bound at the start of every
        // command; for the same reason there is no `pkgConfig` here (SwiftPM would add
        // `-lcairo` to every executable's link).
        .systemLibrary(
            name: "CCairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]
        ),
        // A report to take to the clinic: the cycle or pregnancy report computed once from
        // plain inputs (`ReportModel`), laid out as sections (`ReportDocument`) and rendered as
        // one self-contained HTML file or as a PDF through cairo. No file I/O.
        .target(name: "Reports", dependencies: ["CycleCore", "DayModel", "CCairo", "NextSteps"]),

        // Food energy: the adaptive maintenance estimate and the rolling weekly budget. Pure.
        .target(name: "EnergyBudget", dependencies: ["CycleCore", "NextSteps"]),

        // The learned intent model: hashed n-gram features, multinomial logistic regression,
        // temperature calibration. Pure: no I/O, no text files.
        .target(name: "IntentModel", dependencies: ["BloomBase"]),
        // Trains the intent model and writes Knowledge/assistant/intent-model.txt
        // (`swift run IntentTrainer`); the output is checked in and tested for staleness.
        .executableTarget(name: "IntentTrainer", dependencies: ["Assistant", "Content", "IntentModel"]),
        // Compiles what the assistant builds at start-up (the message analyser's known words and
        // phrase index) into Knowledge/assistant/analyzer-tables.txt (`swift run KnowledgeCompiler`);
        // the output is checked in, embedded, and tested for staleness.
        .executableTarget(name: "KnowledgeCompiler", dependencies: ["Assistant", "Content"]),
        // Builds the topic index and writes Knowledge/topics-index/index.txt
        // (`swift run TopicIndexer`), so the first topic question reads it instead of
        // normalising the whole library; checked in and tested for staleness.
        .executableTarget(name: "TopicIndexer", dependencies: ["Assistant", "Content"]),

        // The journal read into the other libraries' inputs (the wellness history, the energy
        // model's input, the day model, the overview) and written and read as the assistant's
        // store: the journal↔assistant adapter the chat talks to. Journal errors are classified
        // here (usage, data, I/O); the executable only maps them to exit statuses.
        .target(name: "JournalAdapters", dependencies: ["CycleCore", "Journal", "Language", "Importers", "Wellness", "Content", "Assistant", "DayModel", "EnergyBudget", "Glances", "Sharing", "Reports", "NextSteps"]),

        // The command-line program: argument parsing, terminal, wiring.
        .executableTarget(name: "bloom", dependencies: ["BloomBase", "CycleCore", "Journal", "JSON", "Importers", "Wellness", "Content", "Language", "Assistant", "DayModel", "EnergyBudget", "Glances", "JournalAdapters", "Sharing", "Reports", "NextSteps"]),

        // The one clock the benchmarks read (ContinuousClock for elapsed time, CPU time beside it).
        .target(name: "BenchmarkSupport", path: "Benchmarks/BenchmarkSupport"),

        // Accuracy benchmark of the predictors on real cycle data (not a unit test).
        .executableTarget(
            name: "PredictionBenchmark",
            dependencies: ["BenchmarkSupport", "CycleCore"],
            path: "Benchmarks/PredictionBenchmark"
        ),
        // How long decoding all of Knowledge/ and checking text against the guardrails take.
        .executableTarget(
            name: "ContentBenchmark",
            dependencies: ["BenchmarkSupport", "Content"],
            path: "Benchmarks/ContentBenchmark"
        ),

        // Assistant speed: start-up and per-message latency over the labelled corpus.
        .executableTarget(
            name: "AssistantBenchmark",
            dependencies: ["BenchmarkSupport", "Assistant", "Content", "CycleCore"],
            path: "Benchmarks/AssistantBenchmark"
        ),

        // Accuracy of the maintenance estimate on a seeded simulation of energy balance.
        .executableTarget(
            name: "EnergyBenchmark",
            dependencies: ["BenchmarkSupport", "EnergyBudget", "CycleCore"],
            path: "Benchmarks/EnergyBenchmark"
        ),

        .testTarget(name: "EnergyBudgetTests", dependencies: ["EnergyBudget", "CycleCore", "NextSteps"], exclude: ["Fixtures"]),

        // Import speed and memory: MB/s and peak memory parsing, and importing, an Apple Health export.
        .executableTarget(
            name: "ImportBenchmark",
            dependencies: ["BenchmarkSupport", "Importers", "Journal", "CycleCore"],
            path: "Benchmarks/ImportBenchmark"
        ),

        // Intent accuracy: training, cross-validation and the held-out test set.
        .executableTarget(
            name: "IntentBenchmark",
            dependencies: ["BenchmarkSupport", "Assistant", "Content", "IntentModel", "CycleCore"],
            path: "Benchmarks/IntentBenchmark"
        ),

        .testTarget(name: "IntentModelTests", dependencies: ["IntentModel"]),
        .testTarget(name: "CycleCoreTests", dependencies: ["CycleCore"]),
        .testTarget(name: "BloomBaseTests", dependencies: ["BloomBase"]),
        .testTarget(name: "NextStepsTests", dependencies: ["NextSteps", "CycleCore"]),
        // Fixtures shared by tests and benchmarks: scenarios, days, temporary homes.
        .target(name: "BloomTestSupport", dependencies: ["CycleCore", "DayModel", "NextSteps"], path: "Tests/TestSupport"),
        .testTarget(name: "DayModelTests", dependencies: ["DayModel", "Content", "CycleCore", "NextSteps", "BloomTestSupport"]),
        .testTarget(name: "GlancesTests", dependencies: ["Glances", "DayModel", "Journal", "JSON", "Content", "CycleCore", "Wellness", "Sharing", "NextSteps", "BloomTestSupport"]),
        .testTarget(name: "WellnessTests", dependencies: ["Wellness", "CycleCore", "NextSteps", "BloomTestSupport"]),
        .testTarget(name: "JournalTests", dependencies: ["Journal", "JSON", "CycleCore", "NextSteps", "BloomTestSupport"]),
        .testTarget(name: "ImportersTests", dependencies: ["Importers", "Journal", "CycleCore", "CZlib", "NextSteps", "BloomTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ContentTests", dependencies: ["Content", "CycleCore", "JSON"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON"]),
        .testTarget(name: "SharingTests", dependencies: ["Sharing", "DayModel", "CycleCore", "JSON", "CSodium", "BloomTestSupport"]),
        .testTarget(name: "LanguageTests", dependencies: ["Language", "CycleCore"]),
        .testTarget(name: "AssistantTests", dependencies: ["Assistant", "JSON", "Language", "Content", "CycleCore", "IntentModel", "DayModel", "EnergyBudget", "Wellness"], exclude: ["Corpus"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports", "DayModel", "CycleCore", "Content", "NextSteps", "BloomTestSupport"]),
        .testTarget(name: "JournalAdaptersTests", dependencies: ["JournalAdapters", "Journal", "Assistant", "DayModel", "Wellness", "EnergyBudget", "Content", "CycleCore", "Sharing", "Reports", "Glances", "NextSteps", "BloomTestSupport"]),
        .testTarget(name: "BloomCLITests", dependencies: ["bloom", "BloomTestSupport", "DayModel", "Journal", "Wellness", "Content", "CycleCore", "Sharing", "NextSteps"], exclude: ["Golden"]),
    ]
)

// No unsafe flags, so that other packages can depend on `CycleCore`. The static build is a
// build option, not a setting: `swift build -c release --static-swift-stdlib` links the Swift
// runtime and Foundation into `bloom`, and scripts/build-release.sh adds the start-up flags
// that have no package setting (see the README's install section).
