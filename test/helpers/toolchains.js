// The language toolchains the request-sample tests run samples with (Go, Java, Ruby, PHP with its curl extension, and
// Mono's C# compiler and runtime with its System.Net.Http), found on the PATH. A missing one fails its tests with the
// command that installs it; scripts/install-test-tools.sh installs them. Only outside CI, and only with
// DOCGEN_SKIP_TOOLCHAINS=1, are those tests skipped instead, with a message saying so.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const TOOLCHAINS = {
  go: { command: "go", install: "apt-get install -y golang-go" },
  java: { command: "java", install: "apt-get install -y openjdk-17-jdk-headless" },
  ruby: { command: "ruby", install: "apt-get install -y ruby" },
  // PHP's curl extension is a package of its own in Debian.
  php: { command: "php", install: "apt-get install -y php-cli php-curl", check: ["-r", "exit(function_exists('curl_init') ? 0 : 1);"] },
  // The .NET SDK is not in Debian; Mono's compiler (mcs, C# 7 but for async Main, which the tests call from a class of
  // their own) and runtime are, and System.Net.Http is a package of its own.
  csharp: { command: "mcs", install: "apt-get install -y mono-mcs libmono-system-net-http4.0-cil", files: ["/usr/bin/mono", "/usr/lib/mono/4.5/System.Net.Http.dll"] },
};

/** Whether `command` runs (`<command> --version`, `go version`, or the toolchain's own check) and `files` exist. */
function found(command, check, files = []) {
  if (!files.every((file) => existsSync(file))) return false;
  try {
    execFileSync(command, check ?? (command === "go" ? ["version"] : ["--version"]), { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * `test`, or `test.skip` when the language's toolchain is missing and DOCGEN_SKIP_TOOLCHAINS=1 outside CI. With the
 * toolchain missing otherwise, each test registered with the returned function fails saying how to install it.
 */
export function testWith(test, language) {
  const { command, install, check, files } = TOOLCHAINS[language];
  if (found(command, check, files)) return test;
  if (!process.env.CI && process.env.DOCGEN_SKIP_TOOLCHAINS === "1") {
    console.warn(`[docgen] ${language} sample tests skipped: \`${command}\` not found and DOCGEN_SKIP_TOOLCHAINS=1. Install it with \`${install}\`.`);
    return test.skip;
  }
  return (title, fn) => test(title, (t) => t.fail(`\`${command}\` is not on the PATH, and the ${language} sample tests must run it. Install it with \`${install}\` (scripts/install-test-tools.sh does).`));
}
