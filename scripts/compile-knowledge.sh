#!/bin/sh
# Rewrites every file compiled from Knowledge/ after a change to it, in one step:
#   Knowledge/assistant/intent-model.txt     (swift run IntentTrainer: the intent model)
#   Knowledge/assistant/crisis-model.txt     (swift run IntentTrainer: the learned crisis check)
#   Knowledge/assistant/emergency-model.txt  (swift run IntentTrainer: the learned emergency check)
#   Knowledge/assistant/analyzer-tables.txt  (swift run KnowledgeCompiler: the analyser's start-up tables)
#   Knowledge/assistant/patterns.txt         (swift run KnowledgeCompiler: every phrase pattern, split and stemmed)
#   Sources/Assistant/Answering/IntentID+Generated.swift     (swift run KnowledgeCompiler: the intent ids from intents.json)
#   Sources/Assistant/Answering/TemplateKey+Generated.swift  (swift run KnowledgeCompiler: the template keys from templates/*.tmpl)
#   Knowledge/topics-index/index.txt         (swift run TopicIndexer: the topic retrieval index)
# Each of them has a test that fails when it no longer matches its sources, so `swift test`
# says when this is needed. Run from the package root: scripts/compile-knowledge.sh
set -eu
cd "$(dirname "$0")/.."
swift run IntentTrainer
swift run KnowledgeCompiler
swift run TopicIndexer
git status --short Knowledge/assistant/intent-model.txt Knowledge/assistant/crisis-model.txt Knowledge/assistant/emergency-model.txt Knowledge/assistant/analyzer-tables.txt Knowledge/assistant/patterns.txt Knowledge/topics-index/index.txt \
    Sources/Assistant/Answering/IntentID+Generated.swift Sources/Assistant/Answering/TemplateKey+Generated.swift
