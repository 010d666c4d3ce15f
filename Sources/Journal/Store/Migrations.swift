/// The store's schema, as the list of steps that build it. Version N is the state after the
/// first N steps; `PRAGMA user_version` records which version a file is at.
///
/// Steps are append-only: a released step is never edited, because files in people's hands
/// were built by it. Change the schema by adding a step.
enum Migrations {
    /// The schema version this build writes.
    static var latest: Int { steps.count }

    /// The SQL of each step; step `i` (0-based) brings a file from version `i` to `i + 1`.
    static let steps: [String] = [version1, version2, version3, version4, version5, version6, timerInstants, version8, version9, version10, vitalsAndPreferences, pregnancyTests, nightLengths]

    /// Version 1: profiles, periods and daily logs.
    static let version1 = """
        CREATE TABLE meta (
            key TEXT PRIMARY KEY NOT NULL,
            value TEXT NOT NULL
        ) WITHOUT ROWID;

        CREATE TABLE profiles (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(name) BETWEEN 1 AND 40),
            color TEXT NOT NULL,
            mode TEXT NOT NULL CHECK (mode IN ('cycle', 'ttc', 'pregnancy')),
            units TEXT NOT NULL CHECK (units IN ('metric', 'imperial')),
            water_goal_ml INTEGER NOT NULL CHECK (water_goal_ml BETWEEN 500 AND 6000),
            created TEXT NOT NULL
        );

        CREATE TABLE periods (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            start TEXT NOT NULL,
            "end" TEXT CHECK ("end" IS NULL OR "end" >= start),
            notes TEXT,
            UNIQUE (profile_id, start)
        );

        -- Periods never share a day. An earlier period with no end has an unknown end and
        -- covers only its start day, as in CycleCore's PeriodHistory.
        CREATE TRIGGER periods_no_overlap_on_insert BEFORE INSERT ON periods
        WHEN EXISTS (
            SELECT 1 FROM periods AS p
            WHERE p.profile_id = NEW.profile_id
              AND p.start <= coalesce(NEW."end", NEW.start)
              AND coalesce(p."end", p.start) >= NEW.start
        )
        BEGIN SELECT RAISE(ABORT, 'periods may not overlap'); END;

        CREATE TRIGGER periods_no_overlap_on_update BEFORE UPDATE OF start, "end" ON periods
        WHEN EXISTS (
            SELECT 1 FROM periods AS p
            WHERE p.profile_id = NEW.profile_id AND p.id <> NEW.id
              AND p.start <= coalesce(NEW."end", NEW.start)
              AND coalesce(p."end", p.start) >= NEW.start
        )
        BEGIN SELECT RAISE(ABORT, 'periods may not overlap'); END;

        CREATE TABLE daily_logs (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            day TEXT NOT NULL,
            flow TEXT,
            moods TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(moods)),
            symptoms TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(symptoms)),
            discharge TEXT,
            cramps INTEGER CHECK (cramps BETWEEN 0 AND 10),
            skin TEXT,
            sex TEXT,
            temperature_c REAL CHECK (temperature_c BETWEEN 34 AND 43),
            note TEXT,
            UNIQUE (profile_id, day)
        );
        """

    /// Version 2: measurements, pregnancy, appointments, yoga, lifestyle, favourites, prompts.
    static let version2 = """
        CREATE TABLE temperatures (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            day TEXT NOT NULL,
            time TEXT,
            celsius REAL NOT NULL CHECK (celsius BETWEEN 34 AND 43),
            UNIQUE (profile_id, day)
        );

        CREATE TABLE ovulation_tests (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            at TEXT NOT NULL,
            result TEXT NOT NULL CHECK (result IN ('negative', 'low', 'high', 'peak')),
            UNIQUE (profile_id, at)
        );

        CREATE TABLE water_intake (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            at TEXT NOT NULL,
            ml INTEGER NOT NULL CHECK (ml BETWEEN 1 AND 5000),
            UNIQUE (profile_id, at)
        );

        CREATE TABLE weights (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            day TEXT NOT NULL,
            kg REAL NOT NULL CHECK (kg BETWEEN 20 AND 300),
            UNIQUE (profile_id, day)
        );

        CREATE TABLE pregnancies (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            lmp TEXT NOT NULL,
            due_date TEXT NOT NULL,
            dated_by TEXT NOT NULL CHECK (dated_by IN ('lmp', 'due')),
            baby_name TEXT,
            UNIQUE (profile_id, lmp)
        );

        CREATE TABLE kick_sessions (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            start TEXT NOT NULL,
            "end" TEXT CHECK ("end" IS NULL OR "end" >= start),
            kicks TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(kicks)),
            UNIQUE (profile_id, start)
        );

        CREATE TABLE contractions (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            start TEXT NOT NULL,
            "end" TEXT CHECK ("end" IS NULL OR "end" > start),
            UNIQUE (profile_id, start)
        );

        CREATE TABLE appointments (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            at TEXT NOT NULL,
            title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
            place TEXT,
            notes TEXT,
            reminder_minutes INTEGER CHECK (reminder_minutes BETWEEN 0 AND 40320),
            UNIQUE (profile_id, at, title)
        );

        CREATE TABLE yoga_sessions (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            day TEXT NOT NULL,
            routine TEXT NOT NULL,
            minutes INTEGER NOT NULL CHECK (minutes BETWEEN 1 AND 600),
            poses TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(poses)),
            UNIQUE (profile_id, day, routine)
        );

        CREATE TABLE lifestyle_entries (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            at TEXT NOT NULL,
            caffeine INTEGER CHECK (caffeine BETWEEN 0 AND 20),
            alcohol INTEGER CHECK (alcohol BETWEEN 0 AND 30),
            tobacco INTEGER CHECK (tobacco BETWEEN 0 AND 100),
            late_meal INTEGER CHECK (late_meal IN (0, 1)),
            supplements TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(supplements)),
            sleep_environment TEXT,
            room_temperature_c REAL CHECK (room_temperature_c BETWEEN 5 AND 40),
            note TEXT,
            UNIQUE (profile_id, at)
        );

        CREATE TABLE favourite_affirmations (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            text TEXT NOT NULL,
            added TEXT NOT NULL,
            UNIQUE (profile_id, text)
        );

        -- At most two prompts a cycle: numbers 1 and 2, each once.
        CREATE TABLE period_end_prompts (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            cycle_start TEXT NOT NULL,
            number INTEGER NOT NULL CHECK (number IN (1, 2)),
            shown TEXT NOT NULL,
            UNIQUE (profile_id, cycle_start, number)
        );
        """

    /// Version 3: the undo history (`bloom undo`).
    static let version3 = """
        CREATE TABLE undo_log (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            kind TEXT NOT NULL,
            row_id INTEGER NOT NULL,
            before TEXT CHECK (before IS NULL OR json_valid(before)),
            summary TEXT NOT NULL
        );
        CREATE INDEX undo_log_by_profile ON undo_log (profile_id, id);
        """

    /// Version 4: why a temperature is excluded from the shift rule, appointments marked done,
    /// and ticked items of the pregnancy weeks' checklists.
    static let version4 = """
        ALTER TABLE temperatures ADD COLUMN excluded TEXT
            CHECK (excluded IS NULL OR excluded IN ('illness', 'late-night', 'alcohol', 'other'));

        ALTER TABLE appointments ADD COLUMN done INTEGER NOT NULL DEFAULT 0 CHECK (done IN (0, 1));

        CREATE TABLE checklist_ticks (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            lmp TEXT NOT NULL,
            week INTEGER NOT NULL CHECK (week BETWEEN 1 AND 42),
            item INTEGER NOT NULL CHECK (item BETWEEN 1 AND 50),
            ticked TEXT NOT NULL,
            UNIQUE (profile_id, lmp, week, item)
        );
        """

    /// The step that adds the typical cycle length (whatever its number after merges).
    static var typicalCycleLengthStep: String { version5 }

    /// Version 5: the typical cycle length given at onboarding, the prediction's prior until
    /// three cycles are logged.
    static let version5 = """
        ALTER TABLE profiles ADD COLUMN typical_cycle_length INTEGER
            CHECK (typical_cycle_length IS NULL OR typical_cycle_length BETWEEN 15 AND 60);
        """

    /// Version 6: food energy (`bloom food`) and the profile's energy goal (`bloom goal`).
    /// Intake is only what was logged: a day with no rows is unknown, not zero.
    static let version6 = """
        CREATE TABLE food_entries (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            day TEXT NOT NULL,
            kcal INTEGER NOT NULL CHECK (kcal BETWEEN 1 AND 10000),
            protein_g REAL CHECK (protein_g IS NULL OR protein_g BETWEEN 0 AND 1000),
            carbs_g REAL CHECK (carbs_g IS NULL OR carbs_g BETWEEN 0 AND 1000),
            fat_g REAL CHECK (fat_g IS NULL OR fat_g BETWEEN 0 AND 1000),
            note TEXT,
            created TEXT NOT NULL,
            UNIQUE (profile_id, day, created)
        );

        -- The goal in force from `since` until the next row; 0 kcal clears it.
        CREATE TABLE energy_goals (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            since TEXT NOT NULL,
            kcal INTEGER NOT NULL CHECK (kcal BETWEEN -1000 AND 1000),
            UNIQUE (profile_id, since)
        );
        """

    /// Version 7: kick sessions and contractions keep their clock's UTC offset (`…T01:50:00-05:00`), so the
    /// end of one that spans a change of the clocks can read earlier as text than its start:
    /// the text comparisons in their CHECKs go (the journal compares the instants instead).
    static let timerInstants = """
        CREATE TABLE kick_sessions_new (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            start TEXT NOT NULL,
            "end" TEXT,
            kicks TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(kicks)),
            UNIQUE (profile_id, start)
        );
        INSERT INTO kick_sessions_new (id, profile_id, start, "end", kicks) SELECT id, profile_id, start, "end", kicks FROM kick_sessions;
        DROP TABLE kick_sessions;
        ALTER TABLE kick_sessions_new RENAME TO kick_sessions;

        CREATE TABLE contractions_new (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            start TEXT NOT NULL,
            "end" TEXT,
            UNIQUE (profile_id, start)
        );
        INSERT INTO contractions_new (id, profile_id, start, "end") SELECT id, profile_id, start, "end" FROM contractions;
        DROP TABLE contractions;
        ALTER TABLE contractions_new RENAME TO contractions;
        """

    /// Version 8: records imported from other apps (Apple Health, Clue, Flo, drip) and the
    /// wellbeing data they bring (samples, sleep, workouts). Every imported row carries its
    /// `source`, a `source_key` unique per profile (so importing a file again adds nothing) and
    /// the `import_batch_id` that brought it (so an import is undone as a whole). Instants are
    /// seconds since 1970 in UTC with the UTC offset (seconds) the source recorded them in;
    /// `day` is the local day in that offset. Hand-logged rows have a NULL `source`.
    /// `samples` has no index on its batch: undoing an import scans it once, and leaving the
    /// index out makes writing millions of heart-rate minutes markedly cheaper.
    static let version8 = """
        CREATE TABLE import_batches (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            source TEXT NOT NULL,
            file_name TEXT NOT NULL,
            started TEXT NOT NULL,
            finished TEXT,
            counts TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(counts))
        );
        CREATE INDEX import_batches_by_profile ON import_batches (profile_id, id);

        CREATE TABLE samples (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            import_batch_id INTEGER REFERENCES import_batches(id) ON DELETE CASCADE,
            source TEXT NOT NULL,
            source_key TEXT NOT NULL,
            kind TEXT NOT NULL,
            start_utc INTEGER NOT NULL,
            end_utc INTEGER NOT NULL CHECK (end_utc >= start_utc),
            utc_offset INTEGER NOT NULL CHECK (utc_offset BETWEEN -64800 AND 64800),
            day TEXT NOT NULL,
            value REAL NOT NULL,
            unit TEXT NOT NULL,
            minimum REAL,
            maximum REAL,
            count INTEGER,
            detail TEXT CHECK (detail IS NULL OR json_valid(detail)),
            UNIQUE (profile_id, source_key)
        );
        CREATE INDEX samples_by_kind_day ON samples (profile_id, kind, day);

        CREATE TABLE sleep_segments (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            import_batch_id INTEGER REFERENCES import_batches(id) ON DELETE CASCADE,
            source TEXT NOT NULL,
            source_key TEXT NOT NULL,
            stage TEXT NOT NULL CHECK (stage IN ('inBed', 'asleep', 'awake', 'core', 'deep', 'rem')),
            start_utc INTEGER NOT NULL,
            end_utc INTEGER NOT NULL CHECK (end_utc >= start_utc),
            utc_offset INTEGER NOT NULL CHECK (utc_offset BETWEEN -64800 AND 64800),
            day TEXT NOT NULL,
            UNIQUE (profile_id, source_key)
        );
        CREATE INDEX sleep_segments_by_day ON sleep_segments (profile_id, day);
        CREATE INDEX sleep_segments_by_batch ON sleep_segments (import_batch_id);

        CREATE TABLE workouts (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            import_batch_id INTEGER REFERENCES import_batches(id) ON DELETE CASCADE,
            source TEXT NOT NULL,
            source_key TEXT NOT NULL,
            activity TEXT NOT NULL,
            start_utc INTEGER NOT NULL,
            end_utc INTEGER NOT NULL CHECK (end_utc >= start_utc),
            utc_offset INTEGER NOT NULL CHECK (utc_offset BETWEEN -64800 AND 64800),
            day TEXT NOT NULL,
            duration_s REAL NOT NULL CHECK (duration_s >= 0),
            energy_kcal REAL,
            distance_m REAL,
            average_heart_rate REAL,
            maximum_heart_rate REAL,
            UNIQUE (profile_id, source_key)
        );
        CREATE INDEX workouts_by_day ON workouts (profile_id, day);
        CREATE INDEX workouts_by_batch ON workouts (import_batch_id);

        ALTER TABLE periods ADD COLUMN source TEXT;
        ALTER TABLE periods ADD COLUMN source_key TEXT;
        ALTER TABLE periods ADD COLUMN import_batch_id INTEGER REFERENCES import_batches(id) ON DELETE CASCADE;
        CREATE UNIQUE INDEX periods_by_source_key ON periods (profile_id, source_key) WHERE source_key IS NOT NULL;

        ALTER TABLE daily_logs ADD COLUMN source TEXT;
        ALTER TABLE daily_logs ADD COLUMN source_key TEXT;
        ALTER TABLE daily_logs ADD COLUMN import_batch_id INTEGER REFERENCES import_batches(id) ON DELETE CASCADE;
        CREATE UNIQUE INDEX daily_logs_by_source_key ON daily_logs (profile_id, source_key) WHERE source_key IS NOT NULL;

        ALTER TABLE temperatures ADD COLUMN source TEXT;
        ALTER TABLE temperatures ADD COLUMN source_key TEXT;
        ALTER TABLE temperatures ADD COLUMN import_batch_id INTEGER REFERENCES import_batches(id) ON DELETE CASCADE;
        CREATE UNIQUE INDEX temperatures_by_source_key ON temperatures (profile_id, source_key) WHERE source_key IS NOT NULL;

        ALTER TABLE ovulation_tests ADD COLUMN source TEXT;
        ALTER TABLE ovulation_tests ADD COLUMN source_key TEXT;
        ALTER TABLE ovulation_tests ADD COLUMN import_batch_id INTEGER REFERENCES import_batches(id) ON DELETE CASCADE;
        CREATE UNIQUE INDEX ovulation_tests_by_source_key ON ovulation_tests (profile_id, source_key) WHERE source_key IS NOT NULL;
        """

    /// Version 9: the effort (0–10, Borg CR-10) of a workout logged by hand with
    /// `bloom log workout MINUTES --effort N`, for strain when there is no heart rate.
    static let version9 = """
        ALTER TABLE workouts ADD COLUMN effort REAL CHECK (effort IS NULL OR effort BETWEEN 0 AND 10);
        """

    /// Version 10: undo entries written by one action (the items of one chat message) share an
    /// `action` id, so one undo takes the whole message back.
    static let version10 = """
        ALTER TABLE undo_log ADD COLUMN action INTEGER;
        """

    /// The step that adds hand-logged vital signs and the profile's goals, conditions, reminder
    /// times and activity goals (whatever its number after merges).
    static var vitalsAndPreferencesStep: String { vitalsAndPreferences }

    /// Version 11: vital signs logged by hand (`bloom log bp|glucose|spo2|bodyfat`: one row per
    /// reading, a blood pressure's diastolic beside its systolic, a glucose in mmol/L with when
    /// it was taken), and the profile's health goals and conditions (JSON lists: NULL never
    /// asked, `[]` asked and skipped), reminder times (`HH:MM`) and activity-ring goals.
    static let vitalsAndPreferences = """
        CREATE TABLE vital_readings (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            at TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('blood-pressure', 'glucose', 'spo2', 'body-fat')),
            value REAL NOT NULL,
            diastolic INTEGER CHECK (diastolic IS NULL OR diastolic BETWEEN 20 AND 200),
            timing TEXT CHECK (timing IS NULL OR timing IN ('fasting', 'before-meal', 'after-meal')),
            UNIQUE (profile_id, at, kind)
        );

        ALTER TABLE profiles ADD COLUMN goals TEXT CHECK (goals IS NULL OR json_valid(goals));
        ALTER TABLE profiles ADD COLUMN conditions TEXT CHECK (conditions IS NULL OR json_valid(conditions));
        ALTER TABLE profiles ADD COLUMN breathing_reminder TEXT CHECK (breathing_reminder IS NULL OR length(breathing_reminder) = 5);
        ALTER TABLE profiles ADD COLUMN journaling_reminder TEXT CHECK (journaling_reminder IS NULL OR length(journaling_reminder) = 5);
        ALTER TABLE profiles ADD COLUMN step_goal INTEGER CHECK (step_goal IS NULL OR step_goal BETWEEN 1000 AND 50000);
        ALTER TABLE profiles ADD COLUMN active_energy_goal INTEGER CHECK (active_energy_goal IS NULL OR active_energy_goal BETWEEN 50 AND 3000);
        ALTER TABLE profiles ADD COLUMN exercise_goal INTEGER CHECK (exercise_goal IS NULL OR exercise_goal BETWEEN 5 AND 300);
        """

    /// The step that adds home pregnancy tests (whatever its number after merges).
    static var pregnancyTestsStep: String { pregnancyTests }

    /// Version 12: home pregnancy tests (`bloom log pregnancy-test`, "bfp this morning" in the
    /// chat): positive or negative at a moment, one a minute like ovulation tests, and whether a
    /// positive was a faint line.
    static let pregnancyTests = """
        CREATE TABLE pregnancy_tests (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            at TEXT NOT NULL,
            result TEXT NOT NULL CHECK (result IN ('positive', 'negative')),
            faint INTEGER NOT NULL DEFAULT 0 CHECK (faint IN (0, 1)),
            CHECK (faint = 0 OR result = 'positive'),
            UNIQUE (profile_id, at)
        );
        """

    /// The step that adds nights told by their length (whatever its number after merges).
    static var nightLengthsStep: String { nightLengths }

    /// Version 13: a night of sleep told by its length only ("slept about 6 hours last night",
    /// `bloom log sleep --hours 6`), with no bedtime or waking time, so none is made up: one a
    /// night, kept for the morning it ended on (the `day` of `sleep_segments`), in whole minutes
    /// from 30 minutes to 16 hours, the range of a night told by its times.
    static let nightLengths = """
        CREATE TABLE night_lengths (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            morning TEXT NOT NULL,
            minutes INTEGER NOT NULL CHECK (minutes BETWEEN 30 AND 960),
            UNIQUE (profile_id, morning)
        );
        """
}
