#!/usr/bin/env bash
# Builds the fastest-starting `bloom`: a release build with the Swift runtime and Foundation
# linked in (`--static-swift-stdlib`: no shared Swift libraries to load and bind at each start)
# and generic type metadata reached through accessor functions rather than by demangling names
# at first use (`-disable-concrete-type-metadata-mangled-name-accessors`: demangling checks each
# type's conformances, and the first check scans every conformance record in the program).
#
# The flags are passed on the command line because a package that sets unsafe flags cannot be
# used as a dependency (Bloom publishes CycleCore as a library). Extra arguments are passed to
# `swift build` (e.g. --scratch-path DIR). The binary is printed at the end.
#
#   scripts/build-release.sh [SWIFT-BUILD-ARGUMENTS…]
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(-c release --product bloom)
if [ "$(uname -s)" = Linux ]; then flags+=(--static-swift-stdlib); fi
flags+=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
swift build "${flags[@]}" "$@"
echo "$(swift build "${flags[@]}" "$@" --show-bin-path)/bloom"
