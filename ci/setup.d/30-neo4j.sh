#!/usr/bin/env bash
# Installs what the memory/neo4j tests need: a JDK 17+ and Maven (Debian
# packages), then resolves Neo4j 5.26 Community with its Bolt connector
# from Maven Central (ci/neo4j/pom.xml) and copies the jars into
# $NEO4J_CI_LIB (default ci/neo4j/target/lib). ci/services.d/30-neo4j.sh
# starts the server from there. About 125 MB of jars; nothing is committed.
set -euo pipefail
cd "$(dirname "$0")/../.."
LIB="${NEO4J_CI_LIB:-$PWD/ci/neo4j/target/lib}"

java_major() {
  command -v javac >/dev/null || { echo 0; return; }
  javac -version 2>&1 | sed -E 's/^javac ([0-9]+).*/\1/'
}

if [ "$(java_major)" -lt 17 ] || ! command -v mvn >/dev/null; then
  SUDO=""
  if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null; then SUDO=sudo; fi
  if [ -z "$(find /var/lib/apt/lists -maxdepth 1 -name '*_Packages*' -mmin -60 2>/dev/null | head -1)" ]; then
    $SUDO apt-get update
  fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends openjdk-17-jdk-headless maven
fi
echo "javac $(java_major), $(mvn -v 2>/dev/null | head -1)"

if [ -f "$LIB/.complete" ] && [ "$LIB/.complete" -nt ci/neo4j/pom.xml ]; then
  echo "neo4j jars already in $LIB"
  exit 0
fi
rm -rf "$LIB"
mkdir -p "$LIB"
for try in 1 2 3; do
  if mvn -B -q -f ci/neo4j/pom.xml dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory="$LIB"; then
    touch "$LIB/.complete"
    echo "neo4j jars: $(ls "$LIB" | wc -l) files, $(du -sh "$LIB" | cut -f1) in $LIB"
    exit 0
  fi
  echo "mvn failed (try $try); retrying" >&2
  sleep $((try * 5))
done
exit 1
