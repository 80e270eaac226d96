#!/usr/bin/env bash
# Installs what the test suite runs besides Node, when it is missing: Debian's Chromium for the real-browser tests
# (browser downloads do not work on these machines), curl, and the toolchains the request-sample tests compile and
# run the Go, Java, Ruby, PHP and C# samples with (C#: Mono's compiler and runtime, since the .NET SDK is not in
# Debian). The README's test command runs it first; so does .ci/run.
#
# It installs with apt-get (Debian or Ubuntu), as root or through sudo. Where it cannot, it names the packages and
# exits 1 without running anything. With everything present it installs nothing and prints the versions.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || missing+=(chromium)
command -v curl >/dev/null 2>&1 || missing+=(curl)
command -v go >/dev/null 2>&1 || missing+=(golang-go)
command -v javac >/dev/null 2>&1 || missing+=(openjdk-17-jdk-headless)
command -v ruby >/dev/null 2>&1 || missing+=(ruby)
command -v php >/dev/null 2>&1 || missing+=(php-cli)
php -r 'exit(function_exists("curl_init") ? 0 : 1);' >/dev/null 2>&1 || missing+=(php-curl)
command -v mcs >/dev/null 2>&1 || missing+=(mono-mcs)
[ -f /usr/lib/mono/4.5/System.Net.Http.dll ] || missing+=(libmono-system-net-http4.0-cil)

if [ "${#missing[@]}" -gt 0 ]; then
  fail() {
    echo "install-test-tools: the test suite needs ${missing[*]}, and $1." >&2
    echo "install-test-tools: install them with your package manager (Debian: apt-get install -y ${missing[*]}), then run the tests again." >&2
    exit 1
  }
  command -v apt-get >/dev/null 2>&1 || fail "this script installs with apt-get, which this machine does not have"
  as_root=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || fail "installing them needs root, and this machine has no sudo"
    as_root=(sudo)
  fi
  echo "install-test-tools: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  "${as_root[@]}" apt-get update -qq
  "${as_root[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# The versions, on stderr: what the suite ran with, in the log.
{
  "$(command -v chromium || command -v chromium-browser)" --version
  go version
  java -version 2>&1 | sed -n 1p
  ruby --version
  php --version | sed -n 1p
  mono --version | sed -n 1p
} >&2
